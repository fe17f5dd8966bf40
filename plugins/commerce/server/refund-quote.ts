// What a refund of some items of an order comes to by the statutes (common/refund.ts), from what
// each item's purchasable kind says the buyer used of it: the figure a learner sees before
// confirming a request, frozen when they confirm.
import { AppError, type Knex } from '@seodang/sdk';
import { refundDecisionDue } from '../common/refund-due.ts';
import { isPaid } from '../common/order-state.ts';
import type { OrderItemGrant, PurchasableUsage } from '../common/purchasable.ts';
import { refundFor, type RefundItem, type RefundResult } from '../common/refund.ts';
import type { RefundItemQuote, RefundQuoteView } from '../common/refund-schemas.ts';
import type { OrderItemRow, OrderRow } from './orders.ts';
import type { PurchasableKinds } from './purchasables.ts';

/** 404 for an item id that is not a (top-level) item of the order. */
export const orderItemNotFound = {
  code: 'order_item_not_found',
  messageKey: 'commerce.error.order_item_not_found',
};

/** The refund states in which a refund still holds its items and money (not decided against, not done). */
export const openRefundStatuses = ['REQUESTED', 'APPROVED'] as const;

/** What is left of the order's payment to refund: paid − refunded − refunds approved but not done. */
export async function orderBalance(db: Knex, order: OrderRow, exceptRefundId?: number): Promise<number> {
  const q = db('commerce_refunds').where({ order_id: order.id, status: 'APPROVED' });
  if (exceptRefundId !== undefined) q.whereNot({ id: exceptRefundId });
  const [{ pending }] = await q.sum({ pending: 'amount' });
  return order.amount - order.refunded_amount - Number(pending ?? 0);
}

/** The grant as the kind knows it: the order item, the order, the buyer and the item's ref. */
export const grantOf = (order: OrderRow, item: OrderItemRow): OrderItemGrant => ({
  orderItemId: item.id,
  orderId: order.id,
  channelIndex: order.channel_id,
  userId: order.user_id,
  ref: item.ref,
});

/** The refund item of one bought item (a bundle's children each by their own usage). */
async function refundItemOf(
  db: Knex,
  kinds: PurchasableKinds,
  order: OrderRow,
  item: OrderItemRow,
  children: readonly OrderItemRow[],
): Promise<RefundItem> {
  const ref = `${item.item_type}:${item.ref}`;
  if (children.length > 0)
    return {
      kind: 'bundle',
      ref,
      children: await Promise.all(children.map((c) => refundItemOf(db, kinds, order, c, []))),
    };
  const kind = kinds.get(item.item_type);
  if (!kind)
    throw new Error(`commerce: no purchasable kind '${item.item_type}' for the usage of item ${item.id}`);
  const usage: PurchasableUsage = await kind.usage(db, {
    ...grantOf(order, item),
    purchasedAt: new Date(order.paid_at ?? order.created_at),
  });
  return usage.kind === 'recorded'
    ? {
        kind: 'recorded',
        ref,
        paid: item.amount,
        totalLessons: usage.totalLessons,
        studiedLessons: usage.studiedLessons,
      }
    : { kind: 'scheduled', ref, paid: item.amount, startsAt: usage.startsAt, endsAt: usage.endsAt };
}

/** The items being refunded, each with its children and its statutory result. */
export interface QuotedItem {
  item: OrderItemRow;
  children: OrderItemRow[];
  result: RefundResult;
}

/** A quote, as the routes show it and a request freezes it. */
export interface RefundQuote {
  view: RefundQuoteView;
  items: QuotedItem[];
}

/**
 * The statutory refund of `itemIds` (top-level items of the order) asked for at `now`. Refuses
 * (AppError): an order that is not paid or cost nothing (409 order_not_refundable), an id that is
 * not one of its items (404 order_item_not_found), an item refunded already (409
 * item_already_refunded) or in a refund still open (409 refund_pending), and for a phone
 * payment, which refunds only in full, anything less than every item left (400
 * phone_refund_whole_order).
 */
export async function quoteRefund(
  db: Knex,
  kinds: PurchasableKinds,
  order: OrderRow,
  itemIds: readonly number[],
  now: Date,
): Promise<RefundQuote> {
  if (!isPaid(order.status) || order.amount === 0)
    throw new AppError(409, 'order_not_refundable', 'commerce.error.order_not_refundable');
  const all: OrderItemRow[] = await db('commerce_order_items').where({ order_id: order.id }).orderBy('id');
  const topLevel = all.filter((i) => i.parent_item_id === null);
  const chosen = itemIds.map((id) => topLevel.find((i) => i.id === id));
  if (chosen.some((i) => !i)) throw new AppError(404, orderItemNotFound.code, orderItemNotFound.messageKey);
  const items = chosen as OrderItemRow[];
  if (items.some((i) => i.revoked_at !== null))
    throw new AppError(409, 'item_already_refunded', 'commerce.error.item_already_refunded');
  const open = await db('commerce_refund_items')
    .whereIn(
      'order_item_id',
      items.map((i) => i.id),
    )
    .where({ open: true })
    .first('order_item_id');
  if (open) throw new AppError(409, 'refund_pending', 'commerce.error.refund_pending');
  const fullOnly = order.method === 'phone';
  if (fullOnly && topLevel.some((i) => i.revoked_at === null && !items.includes(i)))
    throw new AppError(400, 'phone_refund_whole_order', 'commerce.error.phone_refund_whole_order');

  const purchasedAt = new Date(order.paid_at ?? order.created_at);
  const quoted: QuotedItem[] = [];
  for (const item of items) {
    const children = all.filter((c) => c.parent_item_id === item.id);
    const refundItem = await refundItemOf(db, kinds, order, item, children);
    quoted.push({ item, children, result: refundFor({ item: refundItem, purchasedAt, requestedAt: now }) });
  }
  const statutoryAmount = quoted.reduce((sum, q) => sum + q.result.refund, 0);
  const balance = await orderBalance(db, order);
  const titles = Object.fromEntries(all.map((i) => [`${i.item_type}:${i.ref}`, i.title]));
  return {
    items: quoted,
    view: {
      orderId: order.order_key,
      items: quoted.map((q): RefundItemQuote => ({
        itemIndex: q.item.id,
        itemType: q.item.item_type,
        title: q.item.title,
        paymentAmount: q.item.amount,
        refund: q.result.refund,
        calculation: q.result,
        titles,
      })),
      statutoryAmount,
      amount: Math.min(statutoryAmount, balance),
      balance,
      method: order.method,
      fullOnly,
      requestedAt: now.toISOString(),
      dueDate: refundDecisionDue(now).dueDate,
    },
  };
}
