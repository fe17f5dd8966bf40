import test from 'ava';
import { addMonths, dayIso, dayOfIso, kstDay, kstDayStart, toDate, weekday } from './korean-days.ts';

test('Korean days: midnight in Korea is 15:00 UTC the day before', (t) => {
  t.is(dayIso(kstDay('2025-03-09T14:59:59Z')), '2025-03-09');
  t.is(dayIso(kstDay('2025-03-09T15:00:00Z')), '2025-03-10');
  t.is(kstDayStart(dayOfIso('2025-03-10')).toISOString(), '2025-03-09T15:00:00.000Z');
  t.is(weekday(dayOfIso('2025-03-10')), 1);
});

test('months add with the day clamped to the month’s end', (t) => {
  const plus = (iso: string, n: number) => dayIso(addMonths(dayOfIso(iso), n));
  t.is(plus('2025-01-31', 1), '2025-02-28');
  t.is(plus('2024-01-31', 1), '2024-02-29');
  t.is(plus('2025-01-31', 2), '2025-03-31');
  t.is(plus('2025-11-15', 3), '2026-02-15');
});

test('refuses what is not a date', (t) => {
  t.throws(() => dayOfIso('2025-02-30'), { instanceOf: RangeError });
  t.throws(() => dayOfIso('20250201'), { instanceOf: RangeError });
  t.throws(() => toDate('soon'), { instanceOf: RangeError });
});
