import { z } from 'zod';
import { dayIso, dayOfIso, instantsOf, kstDay, type DayRange } from '@seodang/sdk/common';

/** The report's date presets (§9 style): today, the last 7 or 30 days, or from/to. */
export const reportPresets = ['today', '7days', '30days', 'custom'] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `preset` (default 30 days) or `from` and `to` (Korean days, `YYYY-MM-DD`, both included). */
export const ReportRangeQuery = z.object({
  preset: z.enum(reportPresets).default('30days'),
  from: isoDay.optional(),
  to: isoDay.optional(),
});

/** A report's days and the instants they span. */
export interface ReportRange extends DayRange {
  start: Date;
  end: Date;
  fromIso: string;
  toIso: string;
}

/** At most a year and a day in one report. */
const maxDays = 366;

/** The days a query asks for, ending today for the presets. */
export function reportRange(q: z.infer<typeof ReportRangeQuery>, now: Date): ReportRange {
  const today = kstDay(now);
  let range: DayRange;
  if (q.from || q.to || q.preset === 'custom') {
    const to = q.to ? dayOfIso(q.to) : today;
    const from = q.from ? dayOfIso(q.from) : to - 29;
    range = { from: Math.max(Math.min(from, to), to - maxDays), to };
  } else range = { from: today - (q.preset === 'today' ? 0 : q.preset === '7days' ? 6 : 29), to: today };
  return { ...range, ...instantsOf(range), fromIso: dayIso(range.from), toIso: dayIso(range.to) };
}
