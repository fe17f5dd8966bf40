/**
 * A refund's arithmetic (`refund.ts`'s structured result) as lines of text to show before a
 * learner confirms a request and on an admin's list: each line a message key of
 * `refundTexts` (ko, en, ja) with its numbers, and a depth for the nested parts (a month of a long
 * course, a child of a bundle). Pure; the screen formats the numbers in the language shown and
 * words each line with `useMessage([refundTexts])`.
 */
import type { MonthRefund, RefundResult, ScheduledRefund } from './refund.ts';

/** One line of a refund's explanation. */
export interface RefundLine {
  /** A key of `refundTexts`. */
  key: string;
  /** Its numbers (won, counts) and dates (YYYY-MM-DD). */
  params: Record<string, number | string>;
  /** 0 for the item's own rule; 1 and more for a month or a bundle's child. */
  depth: number;
}

const ruleKey = (rule: string) => `commerce.refund.rule.${rule}`;

function scheduledLine(r: ScheduledRefund, depth: number): RefundLine {
  return {
    key: ruleKey(r.rule),
    params: {
      paid: r.paid,
      refund: r.refund,
      startDate: r.startDate,
      endDate: r.endDate,
      periodDays: r.periodDays,
      elapsedDays: r.elapsedDays,
      numerator: r.numerator,
      denominator: r.denominator,
    },
    depth,
  };
}

function monthLines(m: MonthRefund, depth: number): RefundLine[] {
  const params = {
    month: m.month,
    startDate: m.startDate,
    endDate: m.endDate,
    days: m.days,
    share: m.share,
    refund: m.refund,
  };
  const head = { key: `commerce.refund.month.${m.status}`, params, depth };
  return m.current ? [head, scheduledLine(m.current, depth + 1)] : [head];
}

/**
 * The lines explaining one result, its nested parts after it. `titles` names a bundle's children
 * by their `ref` (else they are numbered).
 */
export function explainRefund(
  result: RefundResult,
  titles: Readonly<Record<string, string>> = {},
  depth = 0,
): RefundLine[] {
  switch (result.rule) {
    case 'withdrawal-7-days':
      return [
        {
          key: ruleKey(result.rule),
          params: {
            paid: result.paid,
            refund: result.refund,
            daysSincePurchase: result.daysSincePurchase,
            lastDay: result.lastDay,
          },
          depth,
        },
      ];
    case 'recorded-pro-rata':
      return [
        {
          key: ruleKey(result.rule),
          params: {
            paid: result.paid,
            refund: result.refund,
            studied: result.studiedLessons,
            total: result.totalLessons,
            kept: result.kept,
          },
          depth,
        },
      ];
    case 'scheduled-by-month':
      return [
        {
          key: ruleKey(result.rule),
          params: {
            paid: result.paid,
            refund: result.refund,
            startDate: result.startDate,
            endDate: result.endDate,
            months: result.months.length,
          },
          depth,
        },
        ...result.months.flatMap((m) => monthLines(m, depth + 1)),
      ];
    case 'bundle':
      return [
        {
          key: ruleKey(result.rule),
          params: { paid: result.paid, refund: result.refund, children: result.children.length },
          depth,
        },
        ...result.children.flatMap((child, i) => [
          {
            key: 'commerce.refund.child',
            params: {
              title: (child.ref && titles[child.ref]) || String(i + 1),
              paid: child.paid,
              refund: child.refund,
            },
            depth: depth + 1,
          },
          ...explainRefund(child, titles, depth + 2),
        ]),
      ];
    default:
      return [scheduledLine(result, depth)];
  }
}
