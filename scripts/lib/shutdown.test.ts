import test from 'ava';
import { isDuplicate } from './shutdown.ts';

test('a repeat right after the first interrupt is the same Ctrl-C', (t) => {
  t.true(isDuplicate(1000, 1200));
});

test('a later interrupt is a new request, and the first one is never a duplicate', (t) => {
  t.false(isDuplicate(1000, 5000));
  t.false(isDuplicate(undefined, 1000));
});
