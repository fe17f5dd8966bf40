/**
 * Calendar days in Korea (KST, UTC+9, no daylight saving), as whole day numbers: day 0 is
 * 1970-01-01 in Korea. Refund periods, business days, reports and the date presets of spec §9 are
 * counted in these days, whatever the server's own time zone.
 */

const kstOffsetMs = 9 * 60 * 60 * 1000;
/** One day in milliseconds: the step of every "valid for N days" in the platform. */
export const dayMs = 86_400_000;

/** A time as a Date, from a Date, an ISO string or epoch milliseconds. @throws RangeError for an invalid time. */
export function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a valid time: ${String(value)}`);
  return date;
}

/** The Korean calendar day of a time. */
export function kstDay(value: Date | string | number): number {
  return Math.floor((toDate(value).getTime() + kstOffsetMs) / dayMs);
}

/** A day as `YYYY-MM-DD`. */
export function dayIso(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

/** The day of a `YYYY-MM-DD` date. @throws RangeError for anything else. */
export function dayOfIso(iso: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms) || dayIso(ms / dayMs) !== iso) throw new RangeError(`not a real date: ${iso}`);
  return ms / dayMs;
}

/** The first instant of a Korean day (its midnight in Korea). */
export function kstDayStart(day: number): Date {
  return new Date(day * dayMs - kstOffsetMs);
}

/** Day of the week: 0 Sunday … 6 Saturday. */
export function weekday(day: number): number {
  return new Date(day * dayMs).getUTCDay();
}

/**
 * The same day of the month `months` months later; a day the later month lacks becomes its last
 * day (01-31 plus one month is 02-28, or 02-29 in a leap year).
 */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * dayMs);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(d.getUTCDate(), last)) / dayMs;
}

/** The date presets of spec §9. */
export const datePresets = [
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
export type DatePreset = (typeof datePresets)[number];

/** Each date preset's name on a filter, in ko, en and ja (every screen that offers the presets). */
export const datePresetLabels: Record<'ko' | 'en' | 'ja', Record<DatePreset, string>> = {
  ko: {
    weekAgo: '1주 전부터',
    '2weekAgo': '2주 전부터',
    '3weekAgo': '3주 전부터',
    monthAgo: '1개월 전부터',
    '2monthAgo': '2개월 전부터',
    week: '이번 주',
    month: '이번 달',
    '6month': '6개월',
    year: '올해',
  },
  en: {
    weekAgo: 'Since 1 week ago',
    '2weekAgo': 'Since 2 weeks ago',
    '3weekAgo': 'Since 3 weeks ago',
    monthAgo: 'Since 1 month ago',
    '2monthAgo': 'Since 2 months ago',
    week: 'This week',
    month: 'This month',
    '6month': '6 months',
    year: 'This year',
  },
  ja: {
    weekAgo: '1週間前から',
    '2weekAgo': '2週間前から',
    '3weekAgo': '3週間前から',
    monthAgo: '1か月前から',
    '2monthAgo': '2か月前から',
    week: '今週',
    month: '今月',
    '6month': '6か月',
    year: '今年',
  },
};

/** A range of Korean calendar days, both ends included. */
export interface DayRange {
  from: number;
  to: number;
}

/**
 * The days a preset covers, ending today (Korean days): `weekAgo`, `2weekAgo`, `3weekAgo` from the
 * same weekday 1, 2 or 3 weeks ago; `monthAgo`, `2monthAgo`, `6month` from the same day 1, 2 or 6
 * months ago; `week` from this Monday; `month` from the 1st of this month; `year` from 1 January.
 */
export function presetRange(preset: DatePreset, today: number): DayRange {
  const weeksAgo = { weekAgo: 1, '2weekAgo': 2, '3weekAgo': 3 } as const;
  const monthsAgo = { monthAgo: 1, '2monthAgo': 2, '6month': 6 } as const;
  if (preset in weeksAgo) return { from: today - 7 * weeksAgo[preset as keyof typeof weeksAgo], to: today };
  if (preset in monthsAgo)
    return { from: addMonths(today, -monthsAgo[preset as keyof typeof monthsAgo]), to: today };
  if (preset === 'week') return { from: today - ((weekday(today) + 6) % 7), to: today };
  const iso = dayIso(today);
  if (preset === 'month') return { from: dayOfIso(`${iso.slice(0, 8)}01`), to: today };
  return { from: dayOfIso(`${iso.slice(0, 5)}01-01`), to: today };
}

/** The instants of a day range: [start, end) in real time. */
export function instantsOf(range: DayRange): { start: Date; end: Date } {
  return { start: kstDayStart(range.from), end: kstDayStart(range.to + 1) };
}
