import test from 'ava';
import { databaseUnavailable } from './errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

test('connection failures and shutdowns of the database are "unavailable"', (t) => {
  for (const code of ['ECONNREFUSED', '57P01', '57P02', '57P03', '08006', '08001', '08P01'])
    t.true(databaseUnavailable(withCode(code)), code);
  const knexTimeout = new Error('Knex: Timeout acquiring a connection. The pool is probably full.');
  knexTimeout.name = 'KnexTimeoutError';
  t.true(databaseUnavailable(knexTimeout));
  t.true(databaseUnavailable(new Error('Connection terminated unexpectedly')));
  t.true(databaseUnavailable(Object.assign(new Error('db'), { nativeError: withCode('57P01') })));
});

test('input and programming errors are not', (t) => {
  for (const code of ['22P02', '23505', '42P01', '40001', 'ECONNRESET', 'ERR_X'])
    t.false(databaseUnavailable(withCode(code)), code);
  t.false(databaseUnavailable(new TypeError('x is undefined')));
  t.false(databaseUnavailable({ code: 'ECONNREFUSED' }));
  t.false(databaseUnavailable(null));
});
