/** The price fields of a lecture (spec §3). Dates are ISO strings or Date objects. */
export interface LecturePrice {
  isFree: boolean;
  price: number;
  /** Discount rate in percent, or null when the lecture has no discount. */
  discount: number | null;
  discountedPrice: number | null;
  discountStartDate: string | Date | null;
  discountDueDate: string | Date | null;
}

const time = (d: string | Date | null) => (d === null ? null : new Date(d).getTime());

/**
 * Spec §4 "Discount": active only while now lies between the start and the end; no start means
 * it has started, no end means it never ends.
 */
export function isDiscountWindowOpen(
  start: string | Date | null,
  due: string | Date | null,
  now: Date = new Date(),
): boolean {
  const t = now.getTime();
  const s = time(start);
  const e = time(due);
  return (s === null || s <= t) && (e === null || t <= e);
}

/**
 * The discounted price for a rate: the price less the rate, rounded down to the won, never
 * below 0. Returns the price unchanged for a rate that is not an integer from 0 to 100.
 */
export function discountedPriceOf(price: number, rate: number | null): number {
  if (rate === null || !Number.isInteger(rate) || rate < 0 || rate > 100) return price;
  return Math.max(0, Math.floor((price * (100 - rate)) / 100));
}

/** Whether the discount applies now: a whole-number rate and (spec §9) an open window. */
export function isDiscountActive(p: LecturePrice, now: Date = new Date()): boolean {
  if (p.isFree || p.discount === null || !Number.isInteger(p.discount)) return false;
  return isDiscountWindowOpen(p.discountStartDate, p.discountDueDate, now);
}

/**
 * Spec §9 "Pricing": the final price is discounted_price while the discount is active,
 * otherwise the price; 0 for a free lecture; never below 0.
 */
export function finalPrice(p: LecturePrice, now: Date = new Date()): number {
  if (p.isFree) return 0;
  const value = isDiscountActive(p, now)
    ? (p.discountedPrice ?? discountedPriceOf(p.price, p.discount))
    : p.price;
  return Math.max(0, value);
}
