/**
 * Revenue and settlement, pure (spec §3 "Payment and settlement", §9 date presets). Shared by the
 * server (reports, the monthly statement job) and the web (the revenue screens).
 *
 * Rounding, in integer won:
 * - **Payment fee**: the order's fee is `⌊payment amount × method rate⌋` (card and phone rates of
 *   the channel), split among the order's sale lines by their amounts (largest remainder), so the
 *   lines' fees add up to the order's fee exactly (`saleLines` in `ledger.ts`).
 * - **Commission**: per sale line, `⌊line amount × commission rate⌋`; the platform's own lines
 *   (no recipient) take none.
 * - **Net**: `amount − fee − commission` on every line.
 * - **Refunds** add lines that reverse a sale line's amount, fee and commission in proportion to
 *   the amount reversed so far, rounded down (`reversalParts` of the refunds), so a line refunded
 *   in full is reversed to the won.
 * - **Statements** add lines up; nothing is rounded there. A negative balance settles 0 and is
 *   carried into the teacher's next statement.
 */
import { z } from 'zod';
import type { LedgerRates } from './ledger.ts';
import {
  addMonths,
  dayIso,
  dayOfIso,
  kstDay,
  kstDayStart,
  datePresets,
  presetRange,
  type DayRange,
} from '@seodang/sdk/common';

/** A channel's revenue settings (rates in basis points: 1/100 of a percent). */
export interface RevenueSettings {
  cardFeeBasisPoints: number;
  phoneFeeBasisPoints: number;
  commissionBasisPoints: number;
  /** Days a sale waits before it is settleable (refund window and chargebacks). */
  holdbackDays: number;
}

/** Card 3.3 %, phone 5 %, no commission, 14 days' holdback: the public site's and a new channel's. */
export const defaultRevenueSettings: RevenueSettings = {
  cardFeeBasisPoints: 330,
  phoneFeeBasisPoints: 500,
  commissionBasisPoints: 0,
  holdbackDays: 14,
};

const basisPoints = z.number().int().min(0).max(10_000);

/** The body of `PUT /api/admin/revenue/settings`. */
export const revenueSettingsSchema = z.object({
  cardFeeBasisPoints: basisPoints,
  phoneFeeBasisPoints: basisPoints,
  commissionBasisPoints: basisPoints,
  holdbackDays: z.number().int().min(0).max(365),
});

/** The ledger's rates from a channel's settings. */
export function ledgerRatesOf(settings: RevenueSettings): LedgerRates {
  return {
    paymentFeeBasisPoints: { card: settings.cardFeeBasisPoints, phone: settings.phoneFeeBasisPoints },
    commissionBasisPoints: settings.commissionBasisPoints,
  };
}

export { datePresets, presetRange, instantsOf, type DatePreset, type DayRange } from '@seodang/sdk/common';

/** A calendar day, `YYYY-MM-DD` (`2026-02-31` is refused). */
const isoDate = z.iso.date({ error: 'commerce.revenue.validation.date' });

/** The query of the revenue reports: a preset, or `from` and `to` (YYYY-MM-DD, Korean days); default `month`. */
export const revenueQuerySchema = z.object({
  preset: z.enum(datePresets).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type RevenueQuery = z.infer<typeof revenueQuerySchema>;

/** The longest range a report covers (days). */
export const maxRangeDays = 3 * 366;

/**
 * The range a query asks for: its preset, else `from`–`to` (either missing: today), else `month`.
 * @throws RangeError for an impossible date, `from` after `to` or a range over {@link maxRangeDays}.
 */
export function rangeOfQuery(query: RevenueQuery, now: Date): DayRange {
  const today = kstDay(now);
  if (query.preset) return presetRange(query.preset, today);
  if (!query.from && !query.to) return presetRange('month', today);
  const from = query.from ? dayOfIso(query.from) : today;
  const to = query.to ? dayOfIso(query.to) : today;
  if (from > to) throw new RangeError('from is after to');
  if (to - from > maxRangeDays) throw new RangeError('the range is too long');
  return { from, to };
}

/** A settlement period: a Korean calendar month, `YYYY-MM`. */
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** The period (Korean month) of a time. */
export function periodOf(value: Date | string | number): string {
  return dayIso(kstDay(value)).slice(0, 7);
}

/** The month before a period. */
export function previousPeriod(period: string): string {
  return dayIso(addMonths(dayOfIso(`${period}-01`), -1)).slice(0, 7);
}

/** The instants a period covers: [start, end), from its first Korean midnight to the next month's. */
export function periodBounds(period: string): { start: Date; end: Date } {
  const first = dayOfIso(`${period}-01`);
  return { start: kstDayStart(first), end: kstDayStart(addMonths(first, 1)) };
}

/**
 * Whether a sale line may go into a statement closing at `cutoff` (the end of its period): it
 * must be older than the holdback then. Refund lines have no holdback: they go in as soon as their
 * sale line has (or with it).
 */
export function saleSettleable(saleAt: Date, holdbackDays: number, cutoff: Date): boolean {
  return saleAt.getTime() + holdbackDays * 86_400_000 <= cutoff.getTime();
}

/** The latest sale time a statement closing at `cutoff` takes in. */
export function holdbackCutoff(cutoff: Date, holdbackDays: number): Date {
  return new Date(cutoff.getTime() - holdbackDays * 86_400_000);
}

/** A ledger line as a statement adds it up (refund lines negative). */
export interface StatementLineInput {
  entryType: 'sale' | 'refund';
  amount: number;
  fee: number;
  commission: number;
  net: number;
}

/** A statement's figures (won; refunds positive). */
export interface StatementFigures {
  revenue: number;
  refunds: number;
  fees: number;
  commission: number;
  /** Carried in from the teacher's previous statement (0 or negative). */
  carriedIn: number;
  /** What is paid out: the balance, or 0 when it is negative. */
  settlementAmount: number;
  /** Carried into the next statement: the balance when negative, else 0. */
  carriedOut: number;
}

/**
 * Adds up a statement: revenue (sale amounts), refunds (reversed amounts, positive), fees and
 * commission net of reversals, and the balance `Σ net + carriedIn`; paid out when positive, else
 * carried forward.
 */
export function statementFigures(lines: readonly StatementLineInput[], carriedIn = 0): StatementFigures {
  if (!Number.isSafeInteger(carriedIn) || carriedIn > 0)
    throw new RangeError(`carriedIn must be 0 or negative whole won, got ${carriedIn}`);
  let revenue = 0;
  let refunds = 0;
  let fees = 0;
  let commission = 0;
  let net = 0;
  for (const l of lines) {
    if (l.amount - l.fee - l.commission !== l.net)
      throw new RangeError('a line whose net is not amount − fee − commission');
    if (l.entryType === 'sale') revenue += l.amount;
    else refunds -= l.amount;
    fees += l.fee;
    commission += l.commission;
    net += l.net;
  }
  const balance = net + carriedIn;
  return {
    revenue,
    refunds,
    fees,
    commission,
    carriedIn,
    settlementAmount: Math.max(0, balance),
    carriedOut: Math.min(0, balance),
  };
}

/** Statement states: closed and awaiting the transfer, or paid out (then immutable). */
export const statementStatuses = ['not_settled', 'settled'] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/** The body of settling a statement. */
export const settleStatementSchema = z.object({
  transferReference: z.string().trim().min(1).max(100),
  settledOn: isoDate.optional(),
});

/** The body of closing statements by hand (an admin re-running the monthly job for a period). */
export const closePeriodSchema = z.object({ period: periodSchema });

/** One row of a revenue report: a sale line with its order item's figures. */
export interface RevenueRow {
  ledgerId: number;
  orderIndex: number;
  orderId: string;
  orderItemId: number;
  paidAt: string;
  itemType: string;
  ref: number;
  title: string;
  recipientUserId: number | null;
  recipientName: string | null;
  method: 'card' | 'phone' | null;
  price: number;
  discount: number;
  couponDiscount: number;
  paymentAmount: number;
  /** This recipient's part of the payment amount. */
  amount: number;
  fee: number;
  commission: number;
  net: number;
  /** Won refunded of this line so far (positive). */
  refunded: number;
  /** The net those refunds reversed (positive). */
  refundedNet: number;
  settled: boolean;
  statementId: number | null;
}

/** The CSV columns of a revenue report, in order (headers in the caller's language). */
export const revenueCsvColumns = [
  'paidAt',
  'orderId',
  'title',
  'recipientName',
  'method',
  'price',
  'discount',
  'couponDiscount',
  'paymentAmount',
  'amount',
  'fee',
  'commission',
  'net',
  'refunded',
  'settled',
] as const satisfies readonly (keyof RevenueRow)[];

/** The values of a row in CSV order (settled as the given words, the time as a Korean date and time). */
export function revenueCsvRecord(row: RevenueRow, words: { settled: string; notSettled: string }): string[] {
  return revenueCsvColumns.map((c) => {
    if (c === 'settled') return row.settled ? words.settled : words.notSettled;
    if (c === 'paidAt') return kstDateTime(row.paidAt);
    const v = row[c];
    return v === null ? '' : String(v);
  });
}

/** `YYYY-MM-DD HH:mm` in Korea. */
export function kstDateTime(value: Date | string): string {
  const d = new Date(new Date(value).getTime() + 9 * 3_600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

/** A point of a chart: a day (`YYYY-MM-DD`), a month (`YYYY-MM`) or a product, with its won. */
export interface RevenuePoint {
  key: string;
  label: string;
  revenue: number;
  refunds: number;
  net: number;
  /** The rows' ledger ids, so a bar leads to its order lines. */
  ledgerIds: number[];
}

/** Sums rows into chart points by day, month or product (keys ascending; products by revenue). */
export function revenuePoints(rows: readonly RevenueRow[], by: 'day' | 'month' | 'product'): RevenuePoint[] {
  const points = new Map<string, RevenuePoint>();
  for (const r of rows) {
    const day = dayIso(kstDay(r.paidAt));
    const key = by === 'day' ? day : by === 'month' ? day.slice(0, 7) : `${r.itemType}:${r.ref}`;
    const label = by === 'product' ? r.title : key;
    const p = points.get(key) ?? { key, label, revenue: 0, refunds: 0, net: 0, ledgerIds: [] };
    p.revenue += r.amount;
    p.refunds += r.refunded;
    p.net += r.net - r.refundedNet;
    p.ledgerIds.push(r.ledgerId);
    points.set(key, p);
  }
  const list = [...points.values()];
  return by === 'product'
    ? list.sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key))
    : list.sort((a, b) => a.key.localeCompare(b.key));
}

/** A report's totals: revenue (sales), refunds of them, and the settlement amount (net after refunds). */
export function revenueTotals(rows: readonly RevenueRow[]): {
  revenue: number;
  refunds: number;
  fees: number;
  commission: number;
  settlementAmount: number;
} {
  const t = { revenue: 0, refunds: 0, fees: 0, commission: 0, settlementAmount: 0 };
  for (const r of rows) {
    t.revenue += r.amount;
    t.refunds += r.refunded;
    t.fees += r.fee;
    t.commission += r.commission;
    t.settlementAmount += r.net - r.refundedNet;
  }
  return t;
}
