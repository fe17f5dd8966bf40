// The checkout's orders as the browser sees them, and the pure helpers the screens use with them.
import type { AnalyticsLecture } from '../common/analytics.ts';
import type { CheckoutBody } from '../common/checkout.ts';
import type { CheckoutCoupon, CheckoutLecture, CouponDetailType, PriceBreakdown } from '../common/pricing.ts';

/** An item of an order, as the checkout routes show it (plugin README, "An order"). */
export interface OrderItem {
  itemIndex: number;
  itemType: string;
  sequence: number;
  title: string;
  link: string;
  price: number;
  discount: number;
  couponDiscount: number;
  paymentAmount: number;
  appliedCouponCode: string | null;
  analytics: AnalyticsLecture | null;
  lectureList: Omit<OrderItem, 'lectureList' | 'appliedCouponCode'>[];
}

/** An order as its buyer sees it. */
export interface Order extends PriceBreakdown {
  orderId: string;
  orderIndex: number;
  status: 'PENDING' | 'CONFIRMING' | 'PAID' | 'PARTIAL_CANCELED' | 'CANCELED' | 'FAILED' | 'EXPIRED';
  method: 'card' | 'phone' | null;
  orderName: string;
  currency: 'KRW';
  receiptUrl: string | null;
  failure: { code: string; message: string } | null;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  closedAt: string | null;
  /** The checkout it came from (each lecture with its kind), for trying again. */
  checkout: {
    lectures: CheckoutLecture[];
    coupons: CheckoutCoupon[];
    roadmapIdList: number[];
  };
  items: OrderItem[];
}

/** Where the buyer pays (`POST /api/checkout` → `payment`), for the provider's web adapter. */
export interface PaymentWindow {
  provider: string;
  orderId: string;
  orderName: string;
  amount: number;
  method: 'card' | 'phone';
  customerName: string;
  successUrl: string;
  failUrl: string;
  clientKey: string | null;
  payUrl: string | null;
  /** PortOne's store id and the order's method's channel key (null for other providers). */
  storeId: string | null;
  channelKey: string | null;
}

/** A coupon's terms as `POST /api/coupon/check` answers them. */
export interface CheckedCoupon {
  code: string;
  name: string | null;
  couponDetailType: CouponDetailType;
  couponContent: number;
  couponOnly: boolean;
  possibleLectureIndex: number;
  /** The kind possibleLectureIndex is of (`bundle` for a bundle): the coupon's `itemType` in the checkout state. */
  itemType: string;
}

/** A refusal with every field of `err` (the SDK's ApiError keeps only code and message). */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  /** The further fields: `couponErrorCode`, `providerCode`, price_changed's figures. */
  extra: Record<string, unknown>;
}

export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; refusal: Refusal };

/** The figures of a 409 price_changed, or null for another refusal. */
export function changedPrice(refusal: Refusal): PriceBreakdown | null {
  if (refusal.code !== 'price_changed') return null;
  const n = (k: string) => (typeof refusal.extra[k] === 'number' ? (refusal.extra[k] as number) : 0);
  return {
    price: n('price'),
    discount: n('discount'),
    couponDiscount: n('couponDiscount'),
    paymentAmount: n('paymentAmount'),
  };
}

/** The analytics fields of an order's lectures (a bundle's lectures in its place). */
export function orderLectures(order: Pick<Order, 'items'>): AnalyticsLecture[] {
  return order.items.flatMap((i) =>
    i.lectureList.length > 0
      ? i.lectureList.flatMap((c) => (c.analytics ? [c.analytics] : []))
      : i.analytics
        ? [i.analytics]
        : [],
  );
}

/** A new checkout of an order's items, method and coupons (trying again after a failure). */
export function checkoutAgain(order: Order, method: 'card' | 'phone'): CheckoutBody {
  // Each item keeps the kind it was bought as: a lecture and a bundle may share an index.
  return {
    lectures: order.checkout.lectures.map((l) => ({
      index: l.index,
      itemType: l.itemType ?? 'lecture',
      appliedCouponCode: l.appliedCouponCode,
    })),
    coupons: order.checkout.coupons.filter((c) => c.appliedLectureIndex !== null),
    roadmapIdList: order.checkout.roadmapIdList,
    method,
    expectedAmount: order.paymentAmount,
  };
}
