// Orders as the API shows them to their buyer.
import type { RequestContext } from '@seodang/sdk';
import type { AnalyticsLecture } from '../common/analytics.ts';
import type { OrderState } from '../common/order-state.ts';
import { failureMessageKey } from '../common/payment-messages.ts';
import type { CheckoutState } from '../common/pricing.ts';
import type { OrderItemRow, OrderRow } from './orders.ts';

/** An item of an order, with the figures it sold for. */
export interface OrderItemView {
  itemIndex: number;
  itemType: string;
  /** The item's id within its kind (a lecture's sequence). */
  sequence: number;
  title: string;
  link: string;
  price: number;
  discount: number;
  couponDiscount: number;
  paymentAmount: number;
  appliedCouponCode: string | null;
  /** The analytics fields as the item sold (spec §1: sequence, subject, category ids, educator, price). */
  analytics: AnalyticsLecture | null;
  /** A bundle's children, with their shares of its figures. */
  lectureList: Omit<OrderItemView, 'lectureList' | 'appliedCouponCode'>[];
}

/** An order as its buyer sees it (checkout, confirm, history). */
export interface OrderView {
  /** The order id the provider knows (`sd{index}-{random}`). */
  orderId: string;
  orderIndex: number;
  status: OrderState;
  /** `card` or `phone`; null for a 0-won order. */
  method: 'card' | 'phone' | null;
  orderName: string;
  price: number;
  discount: number;
  couponDiscount: number;
  paymentAmount: number;
  currency: 'KRW';
  /** The provider's receipt page, once paid. */
  receiptUrl: string | null;
  /** Why it failed or closed, in the buyer's language. */
  failure: { code: string; message: string } | null;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  closedAt: string | null;
  /** The checkout it came from (lectures, coupons, roadmapIdList), for trying again. */
  checkout: CheckoutState;
  items: OrderItemView[];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function itemFigures(i: OrderItemRow) {
  return {
    itemIndex: i.id,
    itemType: i.item_type,
    sequence: i.ref,
    title: i.title,
    link: i.link,
    price: i.price,
    discount: i.discount,
    couponDiscount: i.coupon_discount,
    paymentAmount: i.amount,
    analytics: i.analytics,
  };
}

/** The buyer's view of an order and its items (items of other orders are ignored). */
export function presentOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  t: RequestContext['t'],
): OrderView {
  const mine = items.filter((i) => i.order_id === order.id);
  return {
    orderId: order.order_key,
    orderIndex: order.id,
    status: order.status,
    method: order.method,
    orderName: order.order_name,
    price: order.price,
    discount: order.discount,
    couponDiscount: order.coupon_discount,
    paymentAmount: order.amount,
    currency: 'KRW',
    receiptUrl: order.receipt_url,
    failure: order.failure_code
      ? { code: order.failure_code, message: t(failureMessageKey(order.failure_code)) }
      : null,
    createdAt: iso(order.created_at)!,
    expiresAt: iso(order.expires_at)!,
    paidAt: iso(order.paid_at),
    closedAt: iso(order.closed_at),
    checkout: order.checkout,
    items: mine
      .filter((i) => i.parent_item_id === null)
      .map((i) => ({
        ...itemFigures(i),
        appliedCouponCode: i.coupon_code,
        lectureList: mine.filter((c) => c.parent_item_id === i.id).map(itemFigures),
      })),
  };
}
