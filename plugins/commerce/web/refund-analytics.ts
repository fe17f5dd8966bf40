import { refundEvent, type CommerceEvent, type ReportedStore } from '../common/analytics.ts';
import type { Payment } from './refund-api.ts';

/** Where the refunds already reported are remembered (the browser's localStorage). */
export const reportedRefundsKey = 'sd.commerce.reportedRefunds';
const kept = 100;

const storage = (): ReportedStore | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Sends the spec's refund event (§1, KRW) once per refund done of this order: the order's id and
 * the amount refunded. Refunds reported before in this browser are left out. Returns how many it sent.
 */
export function refundsOnce(
  order: Pick<Payment, 'orderId' | 'refunds'>,
  push: (entry: CommerceEvent) => void,
  store: ReportedStore | null = storage(),
): number {
  let seen: string[] = [];
  try {
    const value: unknown = JSON.parse(store?.getItem(reportedRefundsKey) ?? '[]');
    if (Array.isArray(value)) seen = value.filter((v): v is string => typeof v === 'string');
  } catch {
    seen = [];
  }
  const fresh = order.refunds.filter(
    (r) => r.status === 'REFUNDED' && (r.amount ?? 0) > 0 && !seen.includes(`${r.refundIndex}`),
  );
  if (fresh.length === 0) return 0;
  try {
    store?.setItem(
      reportedRefundsKey,
      JSON.stringify([...seen, ...fresh.map((r) => `${r.refundIndex}`)].slice(-kept)),
    );
  } catch {
    /* not remembered: still sent */
  }
  for (const r of fresh) push(refundEvent({ orderId: order.orderId, refundAmount: r.amount ?? 0 }));
  return fresh.length;
}
