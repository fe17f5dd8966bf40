// The checkout screen's state (spec §4 "Commerce") built from the cart's items with their kinds,
// so a lecture and a bundle of the same index stay two items, each with its own coupon: the
// pure steps the screen takes, from the cart to `POST /api/checkout`.
import type { CartItem } from '../common/cart.ts';
import type { CheckoutBody } from '../common/checkout.ts';
import {
  applyCoupon,
  checkoutItemKey,
  type ApplyCouponResult,
  type CheckoutState,
} from '../common/pricing.ts';
import type { CheckedCoupon } from './checkout-order.ts';

/** What identifies a cart item in the checkout: its kind and index. */
type ItemRef = Pick<CartItem, 'itemType' | 'lectureSequence'>;

/** A cart item's key in the checkout (`bundle:12`, `lecture:12`), e.g. for per-item form state. */
export const checkoutKeyOf = (item: ItemRef): string => checkoutItemKey(item.itemType, item.lectureSequence);

/** The checkout state of these cart items: each with its kind, no coupon yet. */
export function checkoutStateOf(items: readonly ItemRef[]): CheckoutState {
  return {
    lectures: items.map((i) => ({ index: i.lectureSequence, itemType: i.itemType, appliedCouponCode: null })),
    coupons: [],
    roadmapIdList: [],
  };
}

/** The code of the coupon applied to this item, or null. */
export function appliedCodeOf(state: CheckoutState, item: ItemRef): string | null {
  const key = checkoutKeyOf(item);
  return state.lectures.find((l) => checkoutItemKey(l.itemType, l.index) === key)?.appliedCouponCode ?? null;
}

/**
 * Holds a coupon `POST /api/coupon/check` offered (its possible item and that item's kind) and
 * applies it to `item` (spec §4: only on its possible item; the item's other coupon is cleared).
 * Coupons left on no item are dropped, as the server checks every coupon it is sent.
 */
export function applyCheckedCoupon(
  state: CheckoutState,
  coupon: Pick<CheckedCoupon, 'code' | 'possibleLectureIndex' | 'itemType'>,
  item: ItemRef,
): ApplyCouponResult {
  const held = state.coupons.find((c) => c.code === coupon.code);
  const withCoupon: CheckoutState = {
    ...state,
    coupons: [
      ...state.coupons.filter((c) => c.code !== coupon.code),
      {
        code: coupon.code,
        possibleLectureIndex: coupon.possibleLectureIndex,
        appliedLectureIndex: held?.appliedLectureIndex ?? null,
        itemType: coupon.itemType,
      },
    ],
  };
  const result = applyCoupon(withCoupon, coupon.code, item.lectureSequence, item.itemType);
  if (!result.ok) return result;
  return {
    ok: true,
    state: { ...result.state, coupons: result.state.coupons.filter((c) => c.appliedLectureIndex !== null) },
  };
}

/** The body of `POST /api/checkout` for this state: every item with its kind, the applied coupons. */
export function checkoutBodyOf(
  state: CheckoutState,
  method: CheckoutBody['method'],
  expectedAmount: number,
): CheckoutBody {
  return {
    lectures: state.lectures.map((l) => ({
      index: l.index,
      itemType: l.itemType ?? 'lecture',
      appliedCouponCode: l.appliedCouponCode,
    })),
    coupons: state.coupons.filter((c) => c.appliedLectureIndex !== null),
    roadmapIdList: state.roadmapIdList,
    method,
    expectedAmount,
  };
}
