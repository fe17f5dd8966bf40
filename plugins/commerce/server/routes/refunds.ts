import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import { orderIdSchema } from '../../common/checkout.ts';
import { refundQuoteQuerySchema, refundRequestBodySchema } from '../../common/refund-schemas.ts';
import { presentOrderWithRefunds } from '../order-refund-view.ts';
import { orderItems, ordersIn, type OrderItemRow } from '../orders.ts';
import { refundsOf } from '../refund-presenters.ts';
import { orderItemNotFound, quoteRefund } from '../refund-quote.ts';
import { requestRefund, type RefundDeps } from '../refunds.ts';
import type { PurchasableKinds } from '../purchasables.ts';
import { ownOrder } from './checkout.ts';

const tags = ['commerce-refunds'];

/** The scoped kind of order items: items of the channel's orders (`rc.inChannelMany(orderItemKind, ids)`). */
export const orderItemKind = 'order-item';

/** What the learner's refund routes use. */
export interface RefundRuntime {
  kinds: PurchasableKinds;
  deps(rc: RequestContext): RefundDeps;
}

/**
 * The learner's refunds (spec §4 "A payment can be cancelled"; the statutes in common/refund.ts):
 * `GET /api/checkout/order/:orderId/refund-quote` (the figure and its arithmetic, before
 * confirming) and `POST /api/checkout/order/:orderId/refund` (the request: the figure frozen, the
 * items suspended). Their own orders only: another learner's, or another channel's, is the 404 of
 * a missing one, and so is an item of another order.
 */
export function registerRefundRoutes(env: RegisterEnv, runtime: RefundRuntime): void {
  env.scopedKind<OrderItemRow>({
    kind: orderItemKind,
    async find(db, ids, channelIndex) {
      const orders = ordersIn(db, channelIndex).select('id');
      return (await db('commerce_order_items')
        .whereIn('id', ids)
        .whereIn('order_id', orders)
        .select('*')) as OrderItemRow[];
    },
  });

  const params = z.object({ orderId: orderIdSchema });

  env.route({
    method: 'GET',
    path: '/api/checkout/order/:orderId/refund-quote',
    summary:
      'What a refund of some items of my order would be now (?itemIds=1,2): the statutory figure of each, its rule and numbers, the balance and the due date',
    tags,
    access: 'user',
    params,
    query: refundQuoteQuerySchema,
    async handler({ params: p, query }, rc) {
      const order = await ownOrder(rc, p.orderId);
      await rc.inChannelMany(orderItemKind, query.itemIds, orderItemNotFound);
      const quote = await quoteRefund(rc.db, runtime.kinds, order, query.itemIds, new Date());
      return { data: quote.view };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/checkout/order/:orderId/refund',
    summary:
      'Ask for a refund of some items of my order ({ itemIds, reason }): the statutory figure is frozen, the items cannot be studied until it is decided (5 business days; undecided, it is approved on its due day)',
    tags,
    access: 'user',
    params,
    body: refundRequestBodySchema,
    bodyLimit: '8kb',
    async handler({ params: p, body }, rc) {
      const order = await ownOrder(rc, p.orderId);
      await rc.inChannelMany(orderItemKind, body.itemIds, orderItemNotFound);
      const { refund } = await requestRefund(runtime.deps(rc), order, {
        itemIds: body.itemIds,
        reason: body.reason,
      });
      const now = (await ordersIn(rc.db, rc.channel?.index ?? null)
        .where({ id: order.id })
        .first())!;
      const refunds = (await refundsOf(rc.db, [order.id])).get(order.id) ?? [];
      const view = presentOrderWithRefunds(now, await orderItems(rc.db, [order.id]), rc.t, refunds);
      rc.status(201);
      return { data: { refund: view.refunds.find((r) => r.refundIndex === refund.id)!, order: view } };
    },
  });
}
