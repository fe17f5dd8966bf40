import test from 'ava';
import { dayInSeoul, periodOf } from './periods.ts';

test('presets end today in Seoul and count the days inclusively', (t) => {
  // 16:00 UTC is already the next day in Seoul (UTC+9).
  const now = new Date('2026-11-26T16:00:00Z');
  t.is(dayInSeoul(now), '2026-11-27');
  t.deepEqual(periodOf('today', now), { from: '2026-11-27', to: '2026-11-27' });
  t.deepEqual(periodOf('days7', now), { from: '2026-11-21', to: '2026-11-27' });
  t.deepEqual(periodOf('days30', now), { from: '2026-10-29', to: '2026-11-27' });
});
