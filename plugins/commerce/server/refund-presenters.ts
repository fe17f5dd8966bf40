// Refunds as the API shows them: to their learner (with their order) and to the channel's admins
// (with the learner, the provider's last error and the due date).
import type { Knex } from '@seodang/sdk';
import { maskEmail } from '@seodang/sdk/common';
import type { RefundView } from '../common/refund-schemas.ts';
import type { OrderItemRow, OrderRow } from './orders.ts';
import { orderBalance } from './refund-quote.ts';
import type { RefundItemRecord, RefundRow } from './refunds.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A `date` column as YYYY-MM-DD (the driver reads it as local midnight). */
export function isoDay(d: Date | string): string {
  if (typeof d === 'string') return d.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The instant an undecided (or unfinished) refund is overdue: the end of its due day. */
export const overdueAt = (refund: Pick<RefundRow, 'auto_approve_at'>) =>
  new Date(new Date(refund.auto_approve_at).getTime() + 86_400_000);

/** A refund with its items. */
export interface RefundWithItems {
  refund: RefundRow;
  items: RefundItemRecord[];
}

/** The refunds of these orders with their items, oldest first, by order id. */
export async function refundsOf(
  db: Knex,
  orderIds: readonly number[],
): Promise<Map<number, RefundWithItems[]>> {
  const byOrder = new Map<number, RefundWithItems[]>();
  if (orderIds.length === 0) return byOrder;
  const refunds: RefundRow[] = await db('commerce_refunds').whereIn('order_id', orderIds).orderBy('id');
  const items: RefundItemRecord[] = refunds.length
    ? await db('commerce_refund_items')
        .whereIn(
          'refund_id',
          refunds.map((r) => r.id),
        )
        .orderBy('order_item_id')
    : [];
  for (const refund of refunds) {
    const list = byOrder.get(refund.order_id) ?? [];
    list.push({ refund, items: items.filter((i) => i.refund_id === refund.id) });
    byOrder.set(refund.order_id, list);
  }
  return byOrder;
}

/** What an admin sees beyond what the learner does. */
export interface AdminExtras {
  learner: { id: number; name: string; email: string | null };
}

/**
 * One refund as its learner sees it, or with `admin` as the channel's admins do (the learner, a
 * masked e-mail, the provider's last error and the tries). `balance` is what is left of the
 * order's payment to refund now.
 */
export function presentRefund(
  { refund, items }: RefundWithItems,
  order: OrderRow,
  orderItemRows: readonly OrderItemRow[],
  balance: number,
  admin?: AdminExtras,
  now = new Date(),
): RefundView {
  const titles = Object.fromEntries(orderItemRows.map((i) => [`${i.item_type}:${i.ref}`, i.title]));
  const view: RefundView = {
    refundIndex: refund.id,
    orderId: order.order_key,
    orderIndex: order.id,
    orderName: order.order_name,
    status: refund.status,
    origin: refund.origin,
    reason: refund.reason,
    rejectReason: refund.reject_reason,
    requestedAmount: refund.requested_amount,
    amount: refund.amount,
    method: order.method,
    paymentAmount: order.amount,
    balance,
    fullOnly: refund.full_only,
    items: items.map((r) => {
      const item = orderItemRows.find((i) => i.id === r.order_item_id);
      return {
        itemIndex: r.order_item_id,
        itemType: item?.item_type ?? '',
        title: item?.title ?? '',
        paymentAmount: item?.amount ?? 0,
        requestedAmount: r.requested_amount,
        amount: r.amount,
        calculation: r.calculation,
        titles,
      };
    }),
    requestedAt: iso(refund.requested_at)!,
    dueDate: isoDay(refund.due_date),
    autoApproveAt: iso(refund.auto_approve_at)!,
    overdue: (refund.status === 'REQUESTED' || refund.status === 'APPROVED') && now >= overdueAt(refund),
    decidedAt: iso(refund.decided_at),
    decidedHow: refund.decided_how,
    refundedAt: iso(refund.refunded_at),
  };
  if (!admin) return view;
  return {
    ...view,
    lastError: refund.last_error,
    attempts: refund.attempts,
    retriesStopped: refund.status === 'APPROVED' && refund.retries_stopped_at !== null,
    learner: {
      id: admin.learner.id,
      name: admin.learner.name,
      email: admin.learner.email ? maskEmail(admin.learner.email) : '',
    },
  };
}

/** One refund, read fresh, as an admin sees it. */
export async function adminRefundView(db: Knex, refundId: number): Promise<RefundView> {
  const refund = (await db('commerce_refunds').where({ id: refundId }).first()) as RefundRow;
  const order = (await db('commerce_orders').where({ id: refund.order_id }).first()) as OrderRow;
  const items: RefundItemRecord[] = await db('commerce_refund_items')
    .where({ refund_id: refund.id })
    .orderBy('order_item_id');
  const orderItemRows: OrderItemRow[] = await db('commerce_order_items').where({ order_id: order.id });
  const learner = await db('users').where({ id: refund.user_id }).first('id', 'name', 'email');
  return presentRefund({ refund, items }, order, orderItemRows, await orderBalance(db, order), { learner });
}
