/**
 * When an admin's refund decision is due: 5 business days after the request, a business day
 * being a Korean weekday that is not a public holiday (`date-holidays`, country KR, type
 * `public`, substitute holidays included). Kept apart from `refund.ts` because the holiday data
 * is large: a screen that only shows a refund's arithmetic does not load it.
 */
import Holidays from 'date-holidays';
import { dayIso, kstDay, kstDayStart, toDate, weekday } from '@seodang/sdk/common';

/** Business days an admin has to decide on a refund request. */
export const refundDecisionBusinessDays = 5;

let korea: Holidays | undefined;
const holidayCache = new Map<number, boolean>();

/** Whether a Korean day is a public holiday (multi-day holidays such as 설날 and 추석 count every day). */
export function isKoreanPublicHoliday(day: number): boolean {
  const known = holidayCache.get(day);
  if (known !== undefined) return known;
  korea ??= new Holidays('KR');
  // Noon in Korea: inside the day whatever the holiday's own start and end hours.
  const noon = new Date(kstDayStart(day).getTime() + 12 * 60 * 60 * 1000);
  const found = korea.isHoliday(noon);
  const holiday = Array.isArray(found) && found.some((h) => h.type === 'public');
  holidayCache.set(day, holiday);
  return holiday;
}

/** Whether a Korean day is a business day: Monday to Friday and not a public holiday. */
export function isBusinessDay(day: number): boolean {
  const wd = weekday(day);
  return wd !== 0 && wd !== 6 && !isKoreanPublicHoliday(day);
}

/** The Korean day `count` business days after `day` (the day itself not counted; count ≥ 1). */
export function addBusinessDays(day: number, count: number): number {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`count must be 1 or more, got ${count}`);
  let d = day;
  for (let left = count; left > 0;) {
    d += 1;
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

/** When a refund decision is due: its day (YYYY-MM-DD, Korea) and the instant it is overdue from. */
export interface RefundDue {
  dueDate: string;
  /** The first instant after the due day (midnight in Korea that ends it). */
  overdueAt: Date;
}

/** The due date of the admin's decision on a refund asked for at `requestedAt`. */
export function refundDecisionDue(requestedAt: Date | string | number): RefundDue {
  const due = addBusinessDays(kstDay(requestedAt), refundDecisionBusinessDays);
  return { dueDate: dayIso(due), overdueAt: kstDayStart(due + 1) };
}

/** Whether the decision is overdue at `now`. */
export function isRefundOverdue(requestedAt: Date | string | number, now: Date | string | number): boolean {
  return toDate(now) >= refundDecisionDue(requestedAt).overdueAt;
}

/**
 * Orders refund requests for the admin's list: overdue ones first, then by due date, then by the
 * time asked (earliest first). Returns a new array.
 */
export function byRefundUrgency<T extends { requestedAt: Date | string | number }>(
  requests: readonly T[],
  now: Date | string | number,
): T[] {
  const keyed = requests.map((r) => ({
    r,
    asked: toDate(r.requestedAt).getTime(),
    due: refundDecisionDue(r.requestedAt),
  }));
  const at = toDate(now).getTime();
  return keyed
    .sort((a, b) => {
      const overdueA = at >= a.due.overdueAt.getTime();
      const overdueB = at >= b.due.overdueAt.getTime();
      if (overdueA !== overdueB) return overdueA ? -1 : 1;
      return a.due.overdueAt.getTime() - b.due.overdueAt.getTime() || a.asked - b.asked;
    })
    .map((k) => k.r);
}
