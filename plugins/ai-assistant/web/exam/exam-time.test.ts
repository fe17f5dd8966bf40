import test from 'ava';
import { promptClock, sinceStart } from './exam-time.ts';

test('a prompt reads as the time since the timeline start', (t) => {
  const start = '2026-11-26T01:00:00.000Z';
  t.is(sinceStart('2026-11-26T01:00:00.000Z', start), '+0:00:00');
  t.is(sinceStart('2026-11-26T01:12:05.900Z', start), '+0:12:05');
  t.is(sinceStart('2026-11-26T03:01:09.000Z', start), '+2:01:09');
  t.is(sinceStart('2026-11-26T00:59:00.000Z', start), '+0:00:00', 'a skewed clock never reads negative');
  t.is(sinceStart('2026-11-26T01:10:00.000Z', null), null);
  t.is(sinceStart('not a time', start), null);
});

test('the wall clock is 24-hour in the reader language', (t) => {
  const at = new Date(2026, 10, 26, 14, 5, 9).toISOString();
  t.regex(promptClock(at, 'en'), /^14:05:09$/);
  t.regex(promptClock(at, 'ko'), /14:05:09/);
});
