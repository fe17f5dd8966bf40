import test from 'ava';
import { sharedStore } from './shared-store.ts';

test('one store per id, shared by every caller; readers hear each set', (t) => {
  const a = sharedStore<number, boolean>('test.wishing');
  const b = sharedStore<number, boolean>('test.wishing');
  t.is(a, b);
  t.not(sharedStore<number, boolean>('test.other'), a);
  let heard = 0;
  const stop = b.subscribe(() => heard++);
  const before = a.version();
  t.is(a.get(7), undefined);
  a.set(7, true);
  t.true(b.get(7));
  t.is(heard, 1);
  t.not(a.version(), before);
  stop();
  a.set(7, false);
  t.false(b.get(7));
  t.is(heard, 1);
});
