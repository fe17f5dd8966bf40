// Orders as stored, and the one way their state changes: `UPDATE … WHERE status = ANY(allowed)
// RETURNING` under the row lock (common/order-state.ts), so of racing confirms, webhooks and
// jobs exactly one makes each change.
import type { Knex } from '@seodang/sdk';
import { allowedFrom, type OrderState } from '../common/order-state.ts';
import type { CheckoutState } from '../common/pricing.ts';
import type { PurchasableAnalytics, RevenueRecipient } from '../common/purchasable.ts';

/** How long a PENDING order waits to be paid. */
export const orderTtlMs = 30 * 60_000;

/** The scoped kind of orders: `rc.inChannel(orderKind, index)` finds one in the request's channel. */
export const orderKind = 'order';

/** A row of `commerce_orders`. */
export interface OrderRow {
  id: number;
  order_key: string;
  channel_id: number | null;
  user_id: number;
  status: OrderState;
  method: 'card' | 'phone' | null;
  order_name: string;
  price: number;
  discount: number;
  coupon_discount: number;
  amount: number;
  provider: string | null;
  payment_key: string | null;
  receipt_url: string | null;
  failure_code: string | null;
  failure_message: string | null;
  checkout: CheckoutState;
  locale: string;
  refunded_amount: number;
  expires_at: Date;
  confirming_at: Date | null;
  paid_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A row of `commerce_order_items`: an item as it sold, its coupon and its revenue recipients. */
export interface OrderItemRow {
  id: number;
  order_id: number;
  parent_item_id: number | null;
  item_type: string;
  ref: number;
  title: string;
  link: string;
  price: number;
  discount: number;
  coupon_discount: number;
  amount: number;
  coupon_id: number | null;
  coupon_code: string | null;
  coupon_terms: unknown;
  recipients: RevenueRecipient[];
  analytics: PurchasableAnalytics | null;
  refunded_amount: number;
  granted_at: Date | null;
  revoked_at: Date | null;
}

/** Orders of a channel (null: the public site). */
export const ordersIn = (db: Knex, channelIndex: number | null) =>
  db('commerce_orders').whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]);

/** The order with this id, locked for the rest of the transaction. */
export async function lockOrder(trx: Knex.Transaction, id: number): Promise<OrderRow | undefined> {
  return trx('commerce_orders').where({ id }).forUpdate().first();
}

/** The order with this provider order id (any channel: the provider's events name no channel). */
export async function orderByKey(db: Knex, orderKey: string): Promise<OrderRow | undefined> {
  return db('commerce_orders').where({ order_key: orderKey }).first();
}

/**
 * Moves an order to `to` when its state allows it (and is among `onlyFrom`, when given), setting
 * `set` as well; returns the changed row, or undefined when another caller moved it first (the
 * row is then as that caller left it). Called inside a transaction after {@link lockOrder}.
 */
export async function transitionOrder(
  trx: Knex.Transaction,
  id: number,
  to: OrderState,
  set: Partial<Omit<OrderRow, 'id' | 'status'>> = {},
  onlyFrom?: readonly OrderState[],
): Promise<OrderRow | undefined> {
  const from = allowedFrom(to).filter((s) => !onlyFrom || onlyFrom.includes(s));
  const [row] = await trx('commerce_orders')
    .where({ id })
    .whereRaw('status = ANY(?::text[])', [from])
    .update({ ...set, status: to, updated_at: trx.fn.now() })
    .returning('*');
  return row as OrderRow | undefined;
}

/** The items of an order, top-level items first, each in the order it was bought. */
export async function orderItems(db: Knex, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db('commerce_order_items').whereIn('order_id', orderIds).orderBy('id');
}
