// An order as its buyer sees it with its refunds: the order view of `presenters.ts`, each item's
// refund state, what is left to refund, whether a refund can be asked for, and the refunds.
import type { RequestContext } from '@seodang/sdk';
import { isPaid } from '../common/order-state.ts';
import type { RefundView } from '../common/refund-schemas.ts';
import type { OrderItemRow, OrderRow } from './orders.ts';
import { presentOrder, type OrderItemView, type OrderView } from './presenters.ts';
import { presentRefund, type RefundWithItems } from './refund-presenters.ts';

/** An item of an order, with what was refunded of it. */
export type OrderItemRefundView = OrderItemView & {
  /** Won refunded of it. */
  refundedAmount: number;
  /** `pending`: in a refund not done yet (not to be used meanwhile); `refunded`: taken back. */
  refundState: 'none' | 'pending' | 'refunded';
};

/** An order with its refunds (history, one order, checkout's answers). */
export type OrderRefundView = Omit<OrderView, 'items'> & {
  items: OrderItemRefundView[];
  /** Won refunded so far. */
  refundedAmount: number;
  /** What is left of the payment to refund (refunds approved but not done counted out). */
  balance: number;
  /** Whether a refund of some of its items can be asked for now (paid, not free, an item left). */
  refundable: boolean;
  /** Its refunds, oldest first. */
  refunds: RefundView[];
};

/** What is left of an order's payment to refund: paid − refunded − refunds approved but not done. */
export function balanceOf(order: OrderRow, refunds: readonly RefundWithItems[]): number {
  const pending = refunds
    .filter((r) => r.refund.status === 'APPROVED')
    .reduce((sum, r) => sum + (r.refund.amount ?? 0), 0);
  return order.amount - order.refunded_amount - pending;
}

/** The buyer's view of an order with its refunds (`refunds` of any orders: this one's are taken). */
export function presentOrderWithRefunds(
  order: OrderRow,
  items: readonly OrderItemRow[],
  t: RequestContext['t'],
  refunds: readonly RefundWithItems[] = [],
): OrderRefundView {
  const view = presentOrder(order, items, t);
  const mine = items.filter((i) => i.order_id === order.id);
  const ofOrder = refunds.filter((r) => r.refund.order_id === order.id);
  const balance = balanceOf(order, ofOrder);
  const pending = new Set(ofOrder.flatMap((r) => r.items.filter((i) => i.open).map((i) => i.order_item_id)));
  const rowOf = new Map(mine.map((i) => [i.id, i]));
  const state = (i: OrderItemRow): OrderItemRefundView['refundState'] =>
    pending.has(i.id) ? 'pending' : i.revoked_at !== null ? 'refunded' : 'none';
  const itemViews = view.items.map((v) => {
    const row = rowOf.get(v.itemIndex)!;
    return { ...v, refundedAmount: row.refunded_amount, refundState: state(row) };
  });
  return {
    ...view,
    items: itemViews,
    refundedAmount: order.refunded_amount,
    balance,
    refundable: isPaid(order.status) && order.amount > 0 && itemViews.some((i) => i.refundState === 'none'),
    refunds: ofOrder.map((r) => presentRefund(r, order, mine, balance)),
  };
}
