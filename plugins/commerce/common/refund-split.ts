/**
 * How an approved refund's won are spread, pure and exact:
 *
 * - {@link fitRefund}: the approved total among the refunded items. Each item starts from its own
 *   statutory figure; a total below their sum (capped by the order's balance) is split by those
 *   figures, a total above it (an admin's more generous approval, or a phone payment that refunds
 *   only in full) gives the extra by what each item has left to refund. No item gets more than it
 *   has left.
 * - {@link reversalParts}: one item's refund among its ledger sale lines (one per revenue
 *   recipient), with each line's part of the payment fee and the commission, so that the ledger's
 *   `refund` lines reverse exactly what was sold once an item is refunded in full, however many
 *   refunds it took.
 */
import { allocate } from './allocation.ts';
import { assertWon, mulDivFloor } from './won.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Splits `total` won among items whose statutory figures are `base` and which have `caps` won
 * left to refund (`base[i] ≤ caps[i]`). Below `Σbase` the split follows `base` (largest
 * remainder); above it each item gets its base plus a part of the rest by its headroom
 * (`caps[i] − base[i]`). The parts sum to `total` exactly.
 *
 * @throws RangeError when the lists differ in length or are empty, an amount is not whole won, a
 *   base is above its cap, or `total` is above `Σcaps`.
 */
export function fitRefund(total: number, base: readonly number[], caps: readonly number[]): number[] {
  assertWon(total, 'total');
  if (base.length === 0 || base.length !== caps.length)
    throw new RangeError('fitRefund: one base and one cap per item');
  base.forEach((b, i) => {
    assertWon(b, `base[${i}]`);
    assertWon(caps[i], `caps[${i}]`);
    if (b > caps[i]) throw new RangeError(`fitRefund: base[${i}] ${b} is above its cap ${caps[i]}`);
  });
  if (total > sum(caps)) throw new RangeError(`fitRefund: ${total} is above what is left (${sum(caps)})`);
  const baseSum = sum(base);
  if (total <= baseSum) return baseSum === 0 ? base.map(() => 0) : allocate(total, base);
  const headroom = caps.map((c, i) => c - base[i]);
  const extra = allocate(total - baseSum, headroom);
  return base.map((b, i) => b + extra[i]);
}

/** A sale line of the ledger, with what earlier refunds already reversed of it (positive won). */
export interface SaleLineState {
  id: number;
  amount: number;
  fee: number;
  commission: number;
  reversed: { amount: number; fee: number; commission: number };
}

/** What one refund reverses of a sale line (positive won; the ledger writes them negated). */
export interface ReversalPart {
  reverses: number;
  amount: number;
  fee: number;
  commission: number;
  net: number;
}

/**
 * Reverses `refund` won of an item across its sale lines, by what each line has left (largest
 * remainder). A line's fee and commission are reversed in proportion to the amount reversed so
 * far, rounded down, so that a line reversed in full has its whole fee and commission reversed.
 * Lines with nothing reversed are left out.
 *
 * @throws RangeError when `refund` is above what the lines have left.
 */
export function reversalParts(lines: readonly SaleLineState[], refund: number): ReversalPart[] {
  assertWon(refund, 'refund');
  if (refund === 0) return [];
  const left = lines.map((l) => l.amount - l.reversed.amount);
  if (lines.length === 0 || refund > sum(left))
    throw new RangeError(`reversalParts: ${refund} is above what the sale lines have left (${sum(left)})`);
  const parts = allocate(refund, left);
  return lines.flatMap((line, i) => {
    const amount = parts[i];
    if (amount === 0) return [];
    const upTo = line.reversed.amount + amount;
    const fee = mulDivFloor(line.fee, upTo, line.amount) - line.reversed.fee;
    const commission = mulDivFloor(line.commission, upTo, line.amount) - line.reversed.commission;
    return [{ reverses: line.id, amount, fee, commission, net: amount - fee - commission }];
  });
}
