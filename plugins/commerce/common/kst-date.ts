/**
 * Calendar days in Korea (KST, UTC+9, no daylight saving), as whole day numbers: day 0 is
 * 1970-01-01 in Korea. Refund periods and business days are counted in these days, whatever the
 * server's own time zone.
 */

const kstOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

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
