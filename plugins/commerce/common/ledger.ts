/**
 * The money ledger's sale lines (spec §3 "Payment and settlement"): when an order is paid, each
 * order item's payment amount is split among its revenue recipients (largest remainder, by their
 * shares), and each line carries its part of the payment fee and the platform's commission, so
 * that `amount − fee − commission = net` on every line and the lines of an order add up to its
 * payment amount exactly.
 *
 * The ledger is append-only: a refund never changes a sale line, it adds a `refund` line that
 * reverses part or all of one (negative amount, fee, commission and net, `reverses` naming the
 * sale line), so a settlement period is the sum of its lines.
 */
import { allocate } from './allocation.ts';
import { assertWon, mulDivFloor } from './won.ts';

/** Rates the ledger applies, in basis points (1/100 of a percent). */
export interface LedgerRates {
  /** The payment provider's fee on the amount paid, per method. */
  paymentFeeBasisPoints: { card: number; phone: number };
  /** The platform's commission on a recipient's revenue. */
  commissionBasisPoints: number;
}

/**
 * The rates used until settlement reads the provider's settlement report and each channel's
 * contract: nothing is taken, so a line's net equals its amount. The columns and the reversal
 * rule are in place; only these numbers change.
 */
export const defaultLedgerRates: LedgerRates = {
  paymentFeeBasisPoints: { card: 0, phone: 0 },
  commissionBasisPoints: 0,
};

/** An order item as the ledger sees it: what was paid for it and who shares its revenue. */
export interface LedgerItemInput {
  orderItemId: number;
  /** Won paid for the item (after discounts and coupons). */
  amount: number;
  /** users.id and whole-number share of each recipient; empty: the platform keeps it. */
  recipients: readonly { userId: number; share: number }[];
}

/** One sale line: a recipient's part of an order item. */
export interface SaleLine {
  orderItemId: number;
  /** The recipient; null for the platform. */
  recipientUserId: number | null;
  amount: number;
  fee: number;
  commission: number;
  net: number;
}

/**
 * The sale lines of a paid order: per item, its amount split among its recipients by their
 * shares; the order's payment fee (rounded down to the won) split among all lines by their
 * amounts; the commission of each line rounded down. Lines of 0 won are left out.
 */
export function saleLines(
  items: readonly LedgerItemInput[],
  method: 'card' | 'phone' | null,
  rates: LedgerRates = defaultLedgerRates,
): SaleLine[] {
  const parts: { orderItemId: number; recipientUserId: number | null; amount: number }[] = [];
  for (const item of items) {
    assertWon(item.amount, 'amount');
    const recipients = item.recipients.filter((r) => r.share > 0);
    if (recipients.length === 0) {
      parts.push({ orderItemId: item.orderItemId, recipientUserId: null, amount: item.amount });
      continue;
    }
    const shares = allocate(
      item.amount,
      recipients.map((r) => r.share),
    );
    recipients.forEach((r, i) =>
      parts.push({ orderItemId: item.orderItemId, recipientUserId: r.userId, amount: shares[i] }),
    );
  }
  const paid = parts.filter((p) => p.amount > 0);
  if (paid.length === 0) return [];
  const total = paid.reduce((sum, p) => sum + p.amount, 0);
  const feeRate = method ? rates.paymentFeeBasisPoints[method] : 0;
  const fees = allocate(
    mulDivFloor(total, feeRate, 10_000),
    paid.map((p) => p.amount),
  );
  return paid.map((p, i) => {
    const commission =
      p.recipientUserId === null ? 0 : mulDivFloor(p.amount, rates.commissionBasisPoints, 10_000);
    return { ...p, fee: fees[i], commission, net: p.amount - fees[i] - commission };
  });
}
