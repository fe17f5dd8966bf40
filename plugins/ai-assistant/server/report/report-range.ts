import { z } from 'zod';
import {
  datePresets,
  dayIso,
  dayOfIso,
  instantsOf,
  kstDay,
  presetRange,
  type DayRange,
} from '@seodang/sdk/common';

/** A calendar day (`2026-02-31` is refused, not read as a later day). */
const isoDay = z.iso.date();

/** One of §9's date presets (the SDK's), or `from` and `to` (Korean days, `YYYY-MM-DD`, both included). */
export const ReportRangeQuery = z.object({
  preset: z.enum(datePresets).optional(),
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

/**
 * The days a query asks for: `from`/`to` when either is given (no `to` is today, no `from` 30 days
 * before `to`), else its preset, else `monthAgo`.
 */
export function reportRange(q: z.infer<typeof ReportRangeQuery>, now: Date): ReportRange {
  const today = kstDay(now);
  let range: DayRange;
  if (q.from || q.to) {
    const to = q.to ? dayOfIso(q.to) : today;
    const from = q.from ? dayOfIso(q.from) : to - 29;
    range = { from: Math.max(Math.min(from, to), to - maxDays), to };
  } else range = presetRange(q.preset ?? 'monthAgo', today);
  return { ...range, ...instantsOf(range), fromIso: dayIso(range.from), toIso: dayIso(range.to) };
}
