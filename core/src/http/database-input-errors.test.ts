import test from 'ava';
import { databaseConflict, databaseInputError } from './database-input-errors.ts';

test('input errors of PostgreSQL are recognised, also wrapped by objection', (t) => {
  t.is(databaseInputError({ code: '22003' }), '22003');
  t.is(databaseInputError({ nativeError: { code: '22P02' } }), '22P02');
  t.is(databaseInputError(Object.assign(new Error('x'), { code: '22021' })), '22021');
});

test('other errors are not', (t) => {
  t.is(databaseInputError({ code: '23505' }), undefined, 'a unique violation is a bug or a race, not input');
  t.is(databaseInputError({ code: 'ECONNREFUSED' }), undefined);
  t.is(databaseInputError(new Error('x')), undefined);
  t.is(databaseInputError(null), undefined);
});

test('a deadlock or a lost serializable transaction is a conflict to retry, nothing else is', (t) => {
  t.is(databaseConflict({ code: '40P01' }), '40P01');
  t.is(databaseConflict({ nativeError: { code: '40001' } }), '40001');
  t.is(databaseConflict({ code: '23505' }), undefined);
  t.is(databaseConflict(null), undefined);
});
