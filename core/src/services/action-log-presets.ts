/** The date presets of spec §9, as filters of the action log. */
export const actionLogDatePresets = [
  'weekAgo',
  '2weekAgo',
  '3weekAgo',
  'monthAgo',
  '2monthAgo',
  'week',
  'month',
  '6month',
  'year',
] as const;
export type ActionLogDatePreset = (typeof actionLogDatePresets)[number];

/** Today's start in Korea, as PostgreSQL computes it (entries are kept in UTC). */
const kstToday = "date_trunc('day', now() AT TIME ZONE 'Asia/Seoul')";

/**
 * The SQL of the first instant a preset covers, ending now: the same day 1, 2 or 3 weeks or
 * 1, 2 or 6 months ago, or the start of this week (Monday), month or year, all in Korean days.
 * Fixed texts only: never built from input.
 */
export const presetStartSql: Record<ActionLogDatePreset, string> = {
  weekAgo: `(${kstToday} - interval '7 days') AT TIME ZONE 'Asia/Seoul'`,
  '2weekAgo': `(${kstToday} - interval '14 days') AT TIME ZONE 'Asia/Seoul'`,
  '3weekAgo': `(${kstToday} - interval '21 days') AT TIME ZONE 'Asia/Seoul'`,
  monthAgo: `(${kstToday} - interval '1 month') AT TIME ZONE 'Asia/Seoul'`,
  '2monthAgo': `(${kstToday} - interval '2 months') AT TIME ZONE 'Asia/Seoul'`,
  '6month': `(${kstToday} - interval '6 months') AT TIME ZONE 'Asia/Seoul'`,
  week: `date_trunc('week', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'`,
  month: `date_trunc('month', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'`,
  year: `date_trunc('year', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul'`,
};
