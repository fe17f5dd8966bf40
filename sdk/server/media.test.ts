import test from 'ava';
import { parseRange } from './media.ts';

test('byte ranges: whole object, open end, suffix, clamped end; outside or multiple is unsatisfiable', (t) => {
  t.is(parseRange(undefined, 100), null);
  t.deepEqual(parseRange('bytes=0-9', 100), { start: 0, end: 9 });
  t.deepEqual(parseRange('bytes=90-', 100), { start: 90, end: 99 });
  t.deepEqual(parseRange('bytes=-10', 100), { start: 90, end: 99 });
  t.deepEqual(parseRange('bytes=50-500', 100), { start: 50, end: 99 });
  t.is(parseRange('bytes=100-', 100), 'unsatisfiable');
  t.is(parseRange('bytes=9-3', 100), 'unsatisfiable');
  t.is(parseRange('bytes=0-1,5-6', 100), 'unsatisfiable');
  t.is(parseRange('bytes=-', 100), 'unsatisfiable');
  t.is(parseRange('items=0-1', 100), 'unsatisfiable');
});
