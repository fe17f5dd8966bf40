/**
 * How much of a purchase is refunded, by the statutes, pure and on both halves:
 *
 * 1. `withdrawal-7-days` — 전자상거래법 §17: asked within 7 days of the purchase (Korean calendar
 *    days, the purchase day not counted: bought on the 1st, asked by the end of the 8th) with nothing
 *    studied yet: everything.
 * 2. `recorded-pro-rata` — a recorded lecture: the price less the part studied, a lesson counting
 *    as studied once opened or downloaded: refund = paid − ⌊paid × studied / total⌋.
 * 3. A scheduled course (평생교육법 시행령 §23, [별표3]) of at most one month: `scheduled-before-start`
 *    everything; `scheduled-before-third` 2/3 before a third of its days have passed;
 *    `scheduled-before-half` 1/2 before half have; `scheduled-after-half` nothing after that.
 * 4. `scheduled-by-month` — a scheduled course longer than a month: its fee is split among its
 *    months (calendar months from its first day, by their days, by largest remainder); the month in
 *    progress is refunded by rule 3 and every later month in full.
 * 5. `bundle` — a bundle: each child by its own rule on its own share of the price, added up.
 *
 * Won fractions go to the learner: a refund is rounded up (what is kept is rounded down). A refund
 * is never above what was paid. Each result names its rule and carries its numbers, not prose, so
 * the web shows the arithmetic in ko, en or ja.
 */
import { allocate } from './allocation.ts';
import { addMonths, dayIso, kstDay, toDate } from '@seodang/sdk/common';
import { assertWon, mulDivCeil, mulDivFloor } from './won.ts';

/** A time: a Date, an ISO 8601 string or epoch milliseconds. */
export type TimeInput = Date | string | number;

/** A recorded (on-demand) lecture: lessons a learner opens or downloads at will. */
export interface RecordedRefundItem {
  kind: 'recorded';
  /** What it is (e.g. `lecture:12`), returned as it is. */
  ref?: string;
  /** What was paid for it (its share, inside a bundle). */
  paid: number;
  /** Its lessons (1 or more). */
  totalLessons: number;
  /** Its lessons opened or downloaded by the learner (0 to totalLessons). */
  studiedLessons: number;
}

/** A scheduled course: taught from its first to its last day. */
export interface ScheduledRefundItem {
  kind: 'scheduled';
  ref?: string;
  paid: number;
  /** When it starts (its first day is the Korean day of this time). */
  startsAt: TimeInput;
  /** When it ends (its last day is the Korean day of this time), not before startsAt. */
  endsAt: TimeInput;
}

/** A bundle: one price for several items, each child carrying its share of it. */
export interface BundleRefundItem {
  kind: 'bundle';
  ref?: string;
  /** The children with their shares (`allocate` split the price among them at purchase). */
  children: RefundItem[];
}

/** What was bought. */
export type RefundItem = RecordedRefundItem | ScheduledRefundItem | BundleRefundItem;

/** A refund request: the item, when it was bought and when the refund was asked for. */
export interface RefundRequest {
  item: RefundItem;
  purchasedAt: TimeInput;
  requestedAt: TimeInput;
}

/** The rules a refund can follow. */
export type RefundRule =
  | 'withdrawal-7-days'
  | 'recorded-pro-rata'
  | 'scheduled-before-start'
  | 'scheduled-before-third'
  | 'scheduled-before-half'
  | 'scheduled-after-half'
  | 'scheduled-by-month'
  | 'bundle';

/** Every rule, for the web's texts and the tests. */
export const refundRules: readonly RefundRule[] = [
  'withdrawal-7-days',
  'recorded-pro-rata',
  'scheduled-before-start',
  'scheduled-before-third',
  'scheduled-before-half',
  'scheduled-after-half',
  'scheduled-by-month',
  'bundle',
];

interface ResultBase {
  ref?: string;
  paid: number;
  refund: number;
}

/** Rule 1: refund = paid. */
export interface WithdrawalRefund extends ResultBase {
  rule: 'withdrawal-7-days';
  /** Korean calendar days from the purchase day to the request day (0–7). */
  daysSincePurchase: number;
  /** The last day (YYYY-MM-DD, Korea) the rule applies. */
  lastDay: string;
}

/** Rule 2: kept = ⌊paid × studiedLessons / totalLessons⌋, refund = paid − kept. */
export interface RecordedRefund extends ResultBase {
  rule: 'recorded-pro-rata';
  studiedLessons: number;
  totalLessons: number;
  kept: number;
}

/** Rule 3 (and a month of rule 4): refund = ⌈paid × numerator / denominator⌉. */
export interface ScheduledRefund extends ResultBase {
  rule:
    'scheduled-before-start' | 'scheduled-before-third' | 'scheduled-before-half' | 'scheduled-after-half';
  /** The period's first and last day (YYYY-MM-DD, Korea). */
  startDate: string;
  endDate: string;
  /** The period's days, and how many of them had passed before the request's day. */
  periodDays: number;
  elapsedDays: number;
  /** The part refunded: 1/1, 2/3, 1/2 or 0/1. */
  numerator: number;
  denominator: number;
}

/** One month of rule 4. */
export interface MonthRefund {
  /** 1 for the course's first month. */
  month: number;
  startDate: string;
  endDate: string;
  days: number;
  /** The month's share of the fee (by its days). */
  share: number;
  /** `past`: over before the request, nothing back; `current`: by rule 3; `later`: all of its share back. */
  status: 'past' | 'current' | 'later';
  refund: number;
  /** For the month in progress, its rule-3 arithmetic. */
  current?: ScheduledRefund;
}

/** Rule 4: refund = the current month's rule-3 refund + the shares of the later months. */
export interface ScheduledByMonthRefund extends ResultBase {
  rule: 'scheduled-by-month';
  startDate: string;
  endDate: string;
  months: MonthRefund[];
}

/** Rule 5: refund = Σ the children's refunds. */
export interface BundleRefund extends ResultBase {
  rule: 'bundle';
  children: RefundResult[];
}

/** A refund with its rule and its arithmetic. */
export type RefundResult =
  WithdrawalRefund | RecordedRefund | ScheduledRefund | ScheduledByMonthRefund | BundleRefund;

/** Korean calendar days, after the purchase day, in which rule 1 applies. */
export const withdrawalDays = 7;

function withRef<T extends object>(ref: string | undefined, result: T): T {
  return ref === undefined ? result : { ref, ...result };
}

/** What a bundle (or any item) cost: the sum of its children's shares. */
export function paidOf(item: RefundItem): number {
  return item.kind === 'bundle' ? item.children.reduce((sum, c) => sum + paidOf(c), 0) : item.paid;
}

/** Whether the learner has studied anything of the item by the request's time. */
function studiedAnything(item: RefundItem, requestedAt: Date): boolean {
  switch (item.kind) {
    case 'recorded':
      return item.studiedLessons > 0;
    case 'scheduled':
      return requestedAt.getTime() >= toDate(item.startsAt).getTime();
    case 'bundle':
      return item.children.some((c) => studiedAnything(c, requestedAt));
  }
}

function checkItem(item: RefundItem): void {
  if (item.kind === 'bundle') {
    if (item.children.length === 0) throw new RangeError('a bundle has at least one child');
    item.children.forEach(checkItem);
    return;
  }
  assertWon(item.paid, 'paid');
  if (item.kind === 'recorded') {
    if (!Number.isSafeInteger(item.totalLessons) || item.totalLessons < 1)
      throw new RangeError(`totalLessons must be a whole number of 1 or more, got ${item.totalLessons}`);
    if (
      !Number.isSafeInteger(item.studiedLessons) ||
      item.studiedLessons < 0 ||
      item.studiedLessons > item.totalLessons
    )
      throw new RangeError(
        `studiedLessons must be from 0 to ${item.totalLessons}, got ${item.studiedLessons}`,
      );
  } else if (kstDay(item.endsAt) < kstDay(item.startsAt) || toDate(item.endsAt) < toDate(item.startsAt))
    throw new RangeError('a scheduled course ends after it starts');
}

/** Rule 3 over one period [startDay, endDay] (Korean days, inclusive), for a request on requestDay. */
function byElapsedPart(
  paid: number,
  startDay: number,
  endDay: number,
  requestDay: number,
  beforeStart: boolean,
): ScheduledRefund {
  const periodDays = endDay - startDay + 1;
  const elapsedDays = beforeStart ? 0 : Math.min(periodDays, Math.max(0, requestDay - startDay));
  const [rule, numerator, denominator]: [ScheduledRefund['rule'], number, number] = beforeStart
    ? ['scheduled-before-start', 1, 1]
    : 3 * elapsedDays < periodDays
      ? ['scheduled-before-third', 2, 3]
      : 2 * elapsedDays < periodDays
        ? ['scheduled-before-half', 1, 2]
        : ['scheduled-after-half', 0, 1];
  return {
    rule,
    paid,
    refund: mulDivCeil(paid, numerator, denominator),
    startDate: dayIso(startDay),
    endDate: dayIso(endDay),
    periodDays,
    elapsedDays,
    numerator,
    denominator,
  };
}

/** Rules 3 and 4 for a scheduled course. */
function scheduledRefund(
  item: ScheduledRefundItem,
  requestedAt: Date,
): ScheduledRefund | ScheduledByMonthRefund {
  const startDay = kstDay(item.startsAt);
  const endDay = kstDay(item.endsAt);
  const requestDay = kstDay(requestedAt);
  const beforeStart = requestedAt.getTime() < toDate(item.startsAt).getTime();
  if (beforeStart || endDay < addMonths(startDay, 1))
    return byElapsedPart(item.paid, startDay, endDay, requestDay, beforeStart);

  const bounds: [number, number][] = [];
  for (let k = 0, from = startDay; from <= endDay; k++) {
    const next = addMonths(startDay, k + 1);
    bounds.push([from, Math.min(next - 1, endDay)]);
    from = next;
  }
  const shares = allocate(
    item.paid,
    bounds.map(([from, to]) => to - from + 1),
  );
  const months = bounds.map(([from, to], i): MonthRefund => {
    const base = {
      month: i + 1,
      startDate: dayIso(from),
      endDate: dayIso(to),
      days: to - from + 1,
      share: shares[i],
    };
    if (requestDay < from) return { ...base, status: 'later', refund: shares[i] };
    if (requestDay > to) return { ...base, status: 'past', refund: 0 };
    const current = byElapsedPart(shares[i], from, to, requestDay, false);
    return { ...base, status: 'current', refund: current.refund, current };
  });
  return {
    rule: 'scheduled-by-month',
    paid: item.paid,
    refund: months.reduce((sum, m) => sum + m.refund, 0),
    startDate: dayIso(startDay),
    endDate: dayIso(endDay),
    months,
  };
}

function refundOfItem(item: RefundItem, purchasedAt: Date, requestedAt: Date): RefundResult {
  const daysSincePurchase = kstDay(requestedAt) - kstDay(purchasedAt);
  if (item.kind === 'bundle') {
    const children = item.children.map((c) => refundOfItem(c, purchasedAt, requestedAt));
    return withRef(item.ref, {
      rule: 'bundle' as const,
      paid: paidOf(item),
      refund: children.reduce((sum, c) => sum + c.refund, 0),
      children,
    });
  }
  if (daysSincePurchase <= withdrawalDays && !studiedAnything(item, requestedAt))
    return withRef(item.ref, {
      rule: 'withdrawal-7-days' as const,
      paid: item.paid,
      refund: item.paid,
      daysSincePurchase,
      lastDay: dayIso(kstDay(purchasedAt) + withdrawalDays),
    });
  if (item.kind === 'recorded') {
    const kept = mulDivFloor(item.paid, item.studiedLessons, item.totalLessons);
    return withRef(item.ref, {
      rule: 'recorded-pro-rata' as const,
      paid: item.paid,
      refund: item.paid - kept,
      studiedLessons: item.studiedLessons,
      totalLessons: item.totalLessons,
      kept,
    });
  }
  return withRef(item.ref, scheduledRefund(item, requestedAt));
}

/**
 * The refund of a purchase asked for at `requestedAt`, with its rule and arithmetic (see the
 * top of this file). A bundle is refunded child by child, each by its own rule.
 *
 * @throws RangeError for amounts that are not whole won, lesson counts out of range, a course
 *   that ends before it starts, a bundle without children, or a request before the purchase.
 */
export function refundFor(request: RefundRequest): RefundResult {
  const purchasedAt = toDate(request.purchasedAt);
  const requestedAt = toDate(request.requestedAt);
  if (requestedAt < purchasedAt) throw new RangeError('a refund is asked for after the purchase');
  checkItem(request.item);
  return refundOfItem(request.item, purchasedAt, requestedAt);
}
