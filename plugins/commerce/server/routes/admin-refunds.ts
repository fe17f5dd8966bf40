import { z } from 'zod';
import { AppError, pageOf, paginationQuery, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema, maskEmail } from '@seodang/sdk/common';
import { orderIdSchema } from '../../common/checkout.ts';
import { isPaid } from '../../common/order-state.ts';
import { byRefundUrgency } from '../../common/refund-due.ts';
import {
  paymentCancelBodySchema,
  refundApproveBodySchema,
  refundRejectBodySchema,
  type RefundView,
} from '../../common/refund-schemas.ts';
import { balanceOf } from '../order-refund-view.ts';
import { orderKind, ordersIn, type OrderItemRow, type OrderRow } from '../orders.ts';
import { adminRefundView, presentRefund, refundsOf } from '../refund-presenters.ts';
import {
  approveRefund,
  cancelPayment,
  executeRefund,
  refundKind,
  refundNotFound,
  rejectRefund,
  type RefundDeps,
  type RefundItemRecord,
  type RefundRow,
} from '../refunds.ts';
import { orderNotFound } from './checkout.ts';

const tags = ['commerce-admin'];
const refundParams = z.object({ refundIndex: idSchema });

/** Which refunds the admin list shows: still open (the default), decided, or all. */
const listQuery = paginationQuery.pick({ page: true, limit: true }).extend({
  status: z.enum(['open', 'decided', 'all']).default('open'),
});

const refundsIn = (rc: RequestContext) =>
  rc.db('commerce_refunds').whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0]);

/** The refund with this id in the request's channel, or the one 404. */
async function channelRefund(rc: RequestContext, index: number): Promise<RefundRow> {
  return rc.inChannel<RefundRow>(refundKind, index, refundNotFound);
}

/** An approve or retry answers 200 once refunded, 202 while the money is still on its way. */
async function answer(rc: RequestContext, refundId: number): Promise<{ data: RefundView }> {
  const view = await adminRefundView(rc.db, refundId);
  if (view.status === 'APPROVED') rc.status(202);
  return { data: view };
}

/**
 * The admin's refunds and payments (`access: ['admin']`: the channel's admins; on the public site
 * the site admin), each id resolved in the request's channel: `GET /api/admin/refunds` (open
 * requests first by urgency: overdue, then by due date), one refund, approve, reject, retry, and
 * `GET /api/admin/payments` with `POST /api/admin/payments/:orderId/cancel` (spec §4: a payment
 * can be cancelled).
 */
export function registerAdminRefundRoutes(env: RegisterEnv, deps: (rc: RequestContext) => RefundDeps): void {
  env.scopedKind<RefundRow>({
    kind: refundKind,
    async find(db, ids, channelIndex) {
      return (await db('commerce_refunds')
        .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0])
        .whereIn('id', ids)
        .select('*')) as RefundRow[];
    },
  });

  env.route({
    method: 'GET',
    path: '/api/admin/refunds',
    summary:
      "The channel's refunds (?status=open|decided|all&page&limit): open ones overdue first, then by due date (5 Korean business days); each with its learner, items, statutory arithmetic and the provider's last error",
    tags,
    access: ['admin'],
    query: listQuery,
    async handler({ query }, rc) {
      const scoped = () => {
        const q = refundsIn(rc);
        if (query.status === 'open') q.whereIn('status', ['REQUESTED', 'APPROVED']);
        if (query.status === 'decided') q.whereIn('status', ['REFUNDED', 'REJECTED']);
        return q;
      };
      const [{ n }] = await scoped().count({ n: '*' });
      const ordered = scoped();
      if (query.status === 'open') ordered.orderBy('auto_approve_at').orderBy('requested_at');
      else ordered.orderBy('id', 'desc');
      const rows: RefundRow[] = await ordered
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .select('*');
      const orderIds = [...new Set(rows.map((r) => r.order_id))];
      const orders: OrderRow[] = orderIds.length
        ? await rc.db('commerce_orders').whereIn('id', orderIds)
        : [];
      const items: OrderItemRow[] = orderIds.length
        ? await rc.db('commerce_order_items').whereIn('order_id', orderIds)
        : [];
      const refunds = await refundsOf(rc.db, orderIds);
      const users: { id: number; name: string; email: string | null }[] = rows.length
        ? await rc
            .db('users')
            .whereIn('id', [...new Set(rows.map((r) => r.user_id))])
            .select('id', 'name', 'email')
        : [];
      const now = new Date();
      const views = rows.map((row) => {
        const order = orders.find((o) => o.id === row.order_id)!;
        const ofOrder = refunds.get(order.id) ?? [];
        const records: RefundItemRecord[] = ofOrder.find((r) => r.refund.id === row.id)?.items ?? [];
        const learner = users.find((u) => u.id === row.user_id) ?? { id: row.user_id, name: '', email: null };
        return presentRefund(
          { refund: row, items: records },
          order,
          items.filter((i) => i.order_id === order.id),
          balanceOf(order, ofOrder),
          { learner },
          now,
        );
      });
      const list = query.status === 'open' ? byRefundUrgency(views, now) : views;
      return { data: pageOf(list, Number(n), query.page, query.limit) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/admin/refunds/:refundIndex',
    summary: 'One refund of the channel, as the admin list shows it',
    tags,
    access: ['admin'],
    params: refundParams,
    async handler({ params }, rc) {
      const refund = await channelRefund(rc, params.refundIndex);
      return { data: await adminRefundView(rc.db, refund.id) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/admin/refunds/:refundIndex/approve',
    summary:
      "Approve a refund request: the statutory figure (capped by the order's balance), or { amount } up to what its items have left; the provider refunds under Idempotency-Key refund-{id}, then the items are revoked and the ledger reversed. 200 refunded, 202 approved with the provider's error (retried by a job)",
    tags,
    access: ['admin'],
    params: refundParams,
    body: refundApproveBodySchema,
    bodyLimit: '4kb',
    async handler({ params, body }, rc) {
      const refund = await channelRefund(rc, params.refundIndex);
      const d = deps(rc);
      const claimed = await approveRefund(d, refund.id, {
        how: 'admin',
        by: rc.requireUser().id,
        amount: body.amount,
      });
      if (claimed) await executeRefund(d, refund.id);
      return answer(rc, refund.id);
    },
  });

  env.route({
    method: 'POST',
    path: '/api/admin/refunds/:refundIndex/reject',
    summary:
      'Reject a refund request with the reason the learner is told ({ reason }); its items can be studied again',
    tags,
    access: ['admin'],
    params: refundParams,
    body: refundRejectBodySchema,
    bodyLimit: '4kb',
    async handler({ params, body }, rc) {
      const refund = await channelRefund(rc, params.refundIndex);
      await rejectRefund(deps(rc), refund.id, { by: rc.requireUser().id, reason: body.reason });
      return { data: await adminRefundView(rc.db, refund.id) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/admin/refunds/:refundIndex/retry',
    summary:
      'Send an approved refund the provider failed to the provider again (same Idempotency-Key): 200 refunded, 202 still failing',
    tags,
    access: ['admin'],
    params: refundParams,
    async handler({ params }, rc) {
      const refund = await channelRefund(rc, params.refundIndex);
      if (refund.status === 'REFUNDED') return answer(rc, refund.id);
      if (refund.status !== 'APPROVED')
        throw new AppError(409, 'refund_not_retryable', 'commerce.error.refund_not_retryable');
      await executeRefund(deps(rc), refund.id);
      return answer(rc, refund.id);
    },
  });

  env.route({
    method: 'GET',
    path: '/api/admin/payments',
    summary:
      "The channel's paid orders, newest first (?page&limit): buyer, amounts, refunded, balance, and whether the payment can be cancelled now",
    tags,
    access: ['admin'],
    query: paginationQuery.pick({ page: true, limit: true }),
    async handler({ query }, rc) {
      const paid = () =>
        ordersIn(rc.db, rc.channel?.index ?? null).whereIn('status', [
          'PAID',
          'PARTIAL_CANCELED',
          'CANCELED',
        ]);
      const [{ n }] = await paid().count({ n: '*' });
      const orders: OrderRow[] = await paid()
        .orderBy('paid_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .select('*');
      const refunds = await refundsOf(
        rc.db,
        orders.map((o) => o.id),
      );
      const users: { id: number; name: string; email: string | null }[] = orders.length
        ? await rc
            .db('users')
            .whereIn('id', [...new Set(orders.map((o) => o.user_id))])
            .select('id', 'name', 'email')
        : [];
      const list = orders.map((o) => {
        const ofOrder = refunds.get(o.id) ?? [];
        const open = ofOrder.some((r) => r.refund.status === 'REQUESTED' || r.refund.status === 'APPROVED');
        const buyer = users.find((u) => u.id === o.user_id);
        return {
          orderId: o.order_key,
          orderIndex: o.id,
          orderName: o.order_name,
          status: o.status,
          method: o.method,
          paymentAmount: o.amount,
          refundedAmount: o.refunded_amount,
          balance: balanceOf(o, ofOrder),
          paidAt: o.paid_at ? new Date(o.paid_at).toISOString() : null,
          receiptUrl: o.receipt_url,
          buyer: {
            id: o.user_id,
            name: buyer?.name ?? '',
            email: buyer?.email ? maskEmail(buyer.email) : '',
          },
          openRefund: open,
          cancellable: isPaid(o.status) && !open,
        };
      });
      return { data: pageOf(list, Number(n), query.page, query.limit) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/admin/payments/:orderId/cancel',
    summary:
      'Cancel what is left of a paid order outright ({ reason }): the whole balance refunded, every item left revoked. 200 refunded, 202 approved with the provider’s error (retried)',
    tags,
    access: ['admin'],
    params: z.object({ orderId: orderIdSchema }),
    body: paymentCancelBodySchema,
    bodyLimit: '4kb',
    async handler({ params, body }, rc) {
      const order = await rc.inChannel<OrderRow>(orderKind, params.orderId.index, orderNotFound);
      if (order.order_key !== params.orderId.orderId)
        throw new AppError(404, orderNotFound.code, orderNotFound.messageKey);
      const refund = await cancelPayment(deps(rc), order, { by: rc.requireUser().id, reason: body.reason });
      return answer(rc, refund.id);
    },
  });
}
