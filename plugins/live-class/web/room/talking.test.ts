import test from 'ava';
import { withTalking } from './talking.ts';

test('a feed is marked while it speaks and unmarked when it stops; no change keeps the same set', (t) => {
  const none: ReadonlySet<number> = new Set();
  const one = withTalking(none, 7, true);
  t.deepEqual([...one], [7]);
  t.is(withTalking(one, 7, true), one);
  const two = withTalking(one, 9, true);
  t.deepEqual([...two].sort(), [7, 9]);
  t.deepEqual([...withTalking(two, 7, false)], [9]);
  t.is(withTalking(none, 7, false), none);
  t.deepEqual([...one], [7], 'the earlier set is not changed');
});
