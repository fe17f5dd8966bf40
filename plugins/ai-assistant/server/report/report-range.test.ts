import test from 'ava';
import { ReportRangeQuery, reportRange } from './report-range.ts';

// 2026-11-27 10:00 in Korea (a Friday).
const now = new Date('2026-11-27T01:00:00Z');
const days = (query: Record<string, string>) => {
  const r = reportRange(ReportRangeQuery.parse(query), now);
  return [r.fromIso, r.toIso];
};

test('the presets are the SDK’s §9 presets, ending today in Korea; without one, a month back', (t) => {
  t.deepEqual(days({ preset: 'weekAgo' }), ['2026-11-20', '2026-11-27']);
  t.deepEqual(days({ preset: 'week' }), ['2026-11-23', '2026-11-27']);
  t.deepEqual(days({ preset: 'year' }), ['2026-01-01', '2026-11-27']);
  t.deepEqual(days({}), ['2026-10-27', '2026-11-27']);
  t.false(ReportRangeQuery.safeParse({ preset: '30days' }).success);
});

test('from and to win over a preset; a range is at most a year and a day, ending at to', (t) => {
  t.deepEqual(days({ preset: 'year', from: '2026-11-02', to: '2026-11-05' }), ['2026-11-02', '2026-11-05']);
  t.deepEqual(days({ to: '2026-11-05' }), ['2026-10-07', '2026-11-05']);
  t.deepEqual(days({ from: '2020-01-01', to: '2026-11-05' }), ['2025-11-04', '2026-11-05']);
  const r = reportRange(ReportRangeQuery.parse({ from: '2026-11-27', to: '2026-11-27' }), now);
  t.deepEqual(
    [r.start.toISOString(), r.end.toISOString()],
    ['2026-11-26T15:00:00.000Z', '2026-11-27T15:00:00.000Z'],
  );
});
