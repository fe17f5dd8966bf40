/**
 * Prices of a checkout (spec §3 "Coupon", "Cart and checkout", "Payment and settlement", §4
 * "Commerce", §9 "Pricing"), pure, for the server and the web alike. The browser shows these
 * figures; the server computes them again from its own data and charges its own figure.
 *
 * All amounts are integer won (KRW), VAT included.
 */
import { z } from 'zod';
import type { CouponErrorName } from './coupon-errors.ts';
import { assertWon, mulDivFloor } from './won.ts';

/** `percent`: couponContent is a percent (0–100); `basic`: couponContent is an amount of won. */
export type CouponDetailType = 'percent' | 'basic';

/** The terms of a coupon (spec §3 "Coupon"). */
export interface CouponTerms {
  /**
   * The coupon replaces the lecture's own discount: it applies to the base (list) price and the
   * total is the base price minus the coupon. Otherwise the total is the discounted price minus
   * the coupon (and a percent is taken of the discounted price).
   */
  couponOnly: boolean;
  couponDetailType: CouponDetailType;
  /** An amount of won (`basic`) or a whole percent from 0 to 100 (`percent`). */
  couponContent: number;
}

/** The coupon terms as data arrives (a form, a row): whole numbers, a percent at most 100. */
export const couponTermsSchema = z
  .object({
    couponOnly: z.boolean(),
    couponDetailType: z.enum(['percent', 'basic']),
    couponContent: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .refine((c) => c.couponDetailType !== 'percent' || c.couponContent <= 100, {
    message: 'commerce.validation.couponPercent',
    path: ['couponContent'],
  });

/** What one line of a checkout costs before a coupon: the list price and the price after the item's own discount. */
export interface LinePriceInput {
  /** The list (base) price. */
  price: number;
  /** The price after the item's own discount while it is active; equal to `price` without one. Never above `price`. */
  discountedPrice: number;
}

/**
 * The spec's payment breakdown ("Payment and settlement"): price, discount, coupon discount and
 * payment amount, with `price − discount − couponDiscount = paymentAmount` always.
 */
export interface PriceBreakdown {
  price: number;
  /** The item's own discount (0 when a couponOnly coupon replaces it). */
  discount: number;
  couponDiscount: number;
  paymentAmount: number;
}

function checkLine(line: LinePriceInput): void {
  assertWon(line.price, 'price');
  assertWon(line.discountedPrice, 'discountedPrice');
  if (line.discountedPrice > line.price)
    throw new RangeError(`discountedPrice ${line.discountedPrice} is above price ${line.price}`);
}

function checkCoupon(coupon: CouponTerms): void {
  assertWon(coupon.couponContent, 'couponContent');
  if (coupon.couponDetailType === 'percent' && coupon.couponContent > 100)
    throw new RangeError(`a percent coupon takes at most 100, got ${coupon.couponContent}`);
}

/** The price a coupon is taken from: the base price for a couponOnly coupon, else the discounted price. */
export function couponBase(line: LinePriceInput, coupon: CouponTerms): number {
  return coupon.couponOnly ? line.price : line.discountedPrice;
}

/**
 * What a coupon takes off one line: a percent of its base, rounded down to the won, or a fixed
 * amount; never more than the base, so the line never goes below 0.
 */
export function couponDiscountOf(line: LinePriceInput, coupon: CouponTerms): number {
  checkLine(line);
  checkCoupon(coupon);
  const base = couponBase(line, coupon);
  const off =
    coupon.couponDetailType === 'percent'
      ? mulDivFloor(base, coupon.couponContent, 100)
      : coupon.couponContent;
  return Math.min(off, base);
}

/**
 * One line's breakdown. Without a coupon: the discounted price. With one: the discounted price
 * minus the coupon, or, for a couponOnly coupon, the base price minus the coupon (the item's own
 * discount then does not apply). Never below 0.
 */
export function linePrice(line: LinePriceInput, coupon?: CouponTerms | null): PriceBreakdown {
  checkLine(line);
  if (!coupon)
    return {
      price: line.price,
      discount: line.price - line.discountedPrice,
      couponDiscount: 0,
      paymentAmount: line.discountedPrice,
    };
  const couponDiscount = couponDiscountOf(line, coupon);
  const base = couponBase(line, coupon);
  return {
    price: line.price,
    discount: line.price - base,
    couponDiscount,
    paymentAmount: Math.max(0, base - couponDiscount),
  };
}

/** The sum of several breakdowns (an order's totals); all zeros for none. */
export function sumBreakdowns(lines: readonly PriceBreakdown[]): PriceBreakdown {
  return lines.reduce<PriceBreakdown>(
    (sum, l) => ({
      price: sum.price + l.price,
      discount: sum.discount + l.discount,
      couponDiscount: sum.couponDiscount + l.couponDiscount,
      paymentAmount: sum.paymentAmount + l.paymentAmount,
    }),
    { price: 0, discount: 0, couponDiscount: 0, paymentAmount: 0 },
  );
}

/** One line of an order to price: its prices and the coupon applied to it, if any. */
export interface OrderLineInput<Ref = unknown> extends LinePriceInput {
  /** What the line is (e.g. `{ kind, ref }`); returned as it is. */
  ref: Ref;
  coupon?: CouponTerms | null;
}

/** An order's price: one breakdown per line, in the input's order, and the totals. */
export interface OrderPrice<Ref = unknown> {
  lines: (PriceBreakdown & { ref: Ref })[];
  totals: PriceBreakdown;
}

/** Prices every line of an order and adds them up; the totals' paymentAmount is what is charged. */
export function priceOrder<Ref>(lines: readonly OrderLineInput<Ref>[]): OrderPrice<Ref> {
  const priced = lines.map((l) => ({ ref: l.ref, ...linePrice(l, l.coupon) }));
  return { lines: priced, totals: sumBreakdowns(priced) };
}

// ——— Coupons in the checkout (spec §3 "Cart and checkout", §4 "Commerce") ———

/** The kind of a checkout item that names none: a lecture. */
export const defaultItemType = 'lecture';

/**
 * A checkout item's identity: its kind and its index within that kind, so a lecture and a bundle
 * of the same numeric index never stand for each other.
 */
export function checkoutItemKey(itemType: string | undefined, index: number): string {
  return `${itemType ?? defaultItemType}:${index}`;
}

/** A lecture of the checkout (or another kind, named by `itemType`) and the code of the coupon applied to it (null: none). */
export interface CheckoutLecture {
  index: number;
  /** The purchasable kind (a bundle); a lecture when left out. */
  itemType?: string;
  appliedCouponCode: string | null;
}

/** A coupon the learner holds at checkout: the lecture it may apply to and the one it is applied to. */
export interface CheckoutCoupon {
  code: string;
  /** The one lecture of the checkout this coupon may be applied to. */
  possibleLectureIndex: number;
  /** The lecture it is applied to now, or null. */
  appliedLectureIndex: number | null;
  /**
   * The kind of its possible (and so of its applied) item, which the indexes are of: a coupon of
   * a bundle says `bundle`. Left out: see {@link couponItemType}.
   */
  itemType?: string;
}

/** The checkout: its lectures, the learner's coupons, and the roadmaps bought with them. */
export interface CheckoutState {
  lectures: CheckoutLecture[];
  coupons: CheckoutCoupon[];
  roadmapIdList: number[];
}

/**
 * The kind a coupon's indexes are of: its own `itemType`; else, for a state that names no kinds
 * on its coupons, the kind of the one checkout item of its possible index; else a lecture (with a
 * lecture and a bundle of that index, the coupon must say which).
 */
export function couponItemType(state: Pick<CheckoutState, 'lectures'>, coupon: CheckoutCoupon): string {
  if (coupon.itemType) return coupon.itemType;
  const same = state.lectures.filter((l) => l.index === coupon.possibleLectureIndex);
  return same.length === 1 ? (same[0].itemType ?? defaultItemType) : defaultItemType;
}

/** The outcome of applying a coupon: the new state, or the spec's coupon error (§8). */
export type ApplyCouponResult = { ok: true; state: CheckoutState } | { ok: false; error: CouponErrorName };

/** The state with the coupon `code` taken off its lecture on both sides (nothing else changes). */
function detach(state: CheckoutState, code: string): CheckoutState {
  return {
    ...state,
    lectures: state.lectures.map((l) =>
      l.appliedCouponCode === code ? { ...l, appliedCouponCode: null } : l,
    ),
    coupons: state.coupons.map((c) => (c.code === code ? { ...c, appliedLectureIndex: null } : c)),
  };
}

/**
 * Applies the coupon `code` to the lecture `lectureIndex` (of the kind `itemType`, a lecture by
 * default) (spec §4 "Commerce"): only when the coupon's possibleLectureIndex and kind match that
 * item (else `INVALID_LECTURE`; an unknown code is `NOT_FOUND`). Any other coupon already applied
 * to that item is cleared on both sides, so each item carries at most one coupon and each coupon
 * sits on at most one item. Applying a coupon where it already is changes nothing. The state given
 * is not changed.
 */
export function applyCoupon(
  state: CheckoutState,
  code: string,
  lectureIndex: number,
  itemType: string = defaultItemType,
): ApplyCouponResult {
  const coupon = state.coupons.find((c) => c.code === code);
  if (!coupon) return { ok: false, error: 'NOT_FOUND' };
  const key = checkoutItemKey(itemType, lectureIndex);
  const isTarget = (l: CheckoutLecture) => checkoutItemKey(l.itemType, l.index) === key;
  const lecture = state.lectures.find(isTarget);
  if (!lecture || checkoutItemKey(couponItemType(state, coupon), coupon.possibleLectureIndex) !== key)
    return { ok: false, error: 'INVALID_LECTURE' };
  let next = detach(state, code);
  if (lecture.appliedCouponCode !== null && lecture.appliedCouponCode !== code)
    next = detach(next, lecture.appliedCouponCode);
  return {
    ok: true,
    state: {
      ...next,
      lectures: next.lectures.map((l) => (isTarget(l) ? { ...l, appliedCouponCode: code } : l)),
      coupons: next.coupons.map((c) => (c.code === code ? { ...c, appliedLectureIndex: lectureIndex } : c)),
    },
  };
}

/**
 * Cancels the coupon `code` (spec §4): clears both the lecture side and the coupon side. An
 * unknown or unapplied code changes nothing.
 */
export function cancelCoupon(state: CheckoutState, code: string): CheckoutState {
  return detach(state, code);
}

/**
 * What is wrong with a checkout state, as short English notes (empty: consistent): both sides
 * must agree, a lecture carries at most one coupon, a coupon sits on at most one lecture and only
 * on its possible lecture. Items are told apart by kind and index (`checkoutItemKey`). The server
 * checks a state a browser sends with this before pricing it.
 */
export function checkoutProblems(state: CheckoutState): string[] {
  const problems: string[] = [];
  const lectures = new Map(state.lectures.map((l) => [checkoutItemKey(l.itemType, l.index), l]));
  const coupons = new Map(state.coupons.map((c) => [c.code, c]));
  if (lectures.size !== state.lectures.length) problems.push('a lecture is listed twice');
  if (coupons.size !== state.coupons.length) problems.push('a coupon is listed twice');
  for (const l of state.lectures) {
    if (l.appliedCouponCode === null) continue;
    const c = coupons.get(l.appliedCouponCode);
    if (!c) problems.push(`lecture ${l.index} carries the unknown coupon ${l.appliedCouponCode}`);
    else if (
      c.appliedLectureIndex === null ||
      checkoutItemKey(couponItemType(state, c), c.appliedLectureIndex) !==
        checkoutItemKey(l.itemType, l.index)
    )
      problems.push(`lecture ${l.index} carries ${c.code}, which is not applied to it`);
  }
  for (const c of state.coupons) {
    if (c.appliedLectureIndex === null) continue;
    const l = lectures.get(checkoutItemKey(couponItemType(state, c), c.appliedLectureIndex));
    if (!l)
      problems.push(`coupon ${c.code} is applied to lecture ${c.appliedLectureIndex}, not in the checkout`);
    else if (l.appliedCouponCode !== c.code)
      problems.push(`coupon ${c.code} is applied to lecture ${l.index}, which does not carry it`);
    if (c.appliedLectureIndex !== c.possibleLectureIndex)
      problems.push(`coupon ${c.code} is applied outside its possible lecture`);
  }
  return problems;
}
