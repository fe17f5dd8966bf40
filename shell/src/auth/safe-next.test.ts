import test from 'ava';
import { safeNext } from './safe-next.ts';

test('only same-site paths are followed after log in', (t) => {
  t.is(safeNext('/qna?page=2'), '/qna?page=2');
  t.is(safeNext('https://evil.example'), '/');
  t.is(safeNext('//evil.example'), '/');
  t.is(safeNext('/\\evil.example'), '/');
  t.is(safeNext('/login?next=/x'), '/');
  t.is(safeNext(null), '/');
});
