import { z } from 'zod';
import { AppError, pageOf, paginationQuery, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import {
  checkoutBodySchema,
  confirmBodySchema,
  couponCheckBodySchema,
  orderIdSchema,
  type ParsedOrderId,
} from '../../common/checkout.ts';
import type { PurchaseScope } from '../../common/purchasable.ts';
import { checkout, itemNotFound, preparePayment } from '../checkout.ts';
import { confirmPayment, type PaymentDeps } from '../confirm.ts';
import { couponError, couponFits, couponProblem, findCoupons } from '../coupons.ts';
import { expireOrderJob } from '../job-defs.ts';
import { orderItems, orderKind, ordersIn, type OrderRow } from '../orders.ts';
import { presentOrderWithRefunds } from '../order-refund-view.ts';
import { presentOrder } from '../presenters.ts';
import { refundsOf } from '../refund-presenters.ts';
import type { PurchasableKinds } from '../purchasables.ts';
import type { PaymentSetup } from '../settings.ts';

const tags = ['commerce-checkout'];

/** An order that is missing, in another channel or someone else's: one answer for all three. */
export const orderNotFound = { code: 'order_not_found', messageKey: 'commerce.error.order_not_found' };

/** What the checkout routes use: the purchasable kinds and, once started, the payment provider. */
export interface CheckoutRuntime {
  kinds: PurchasableKinds;
  setup(rc: RequestContext): PaymentSetup | null;
  deps(rc: RequestContext): PaymentDeps;
}

function scopeOf(rc: RequestContext): PurchaseScope & { userId: number } {
  return {
    db: rc.db,
    channelIndex: rc.channel?.index ?? null,
    userId: rc.requireUser().id,
    locale: rc.locale,
    now: new Date(),
  };
}

/** The caller's own order with this id, in the request's channel, or the one 404. */
export async function ownOrder(rc: RequestContext, id: ParsedOrderId): Promise<OrderRow> {
  const order = await rc.inChannel<OrderRow>(orderKind, id.index, orderNotFound);
  if (order.user_id !== rc.requireUser().id || order.order_key !== id.orderId)
    throw new AppError(404, orderNotFound.code, orderNotFound.messageKey);
  return order;
}

/**
 * Where the buyer's browser pays: the test provider's window, Toss's script with the client key,
 * or PortOne's with the store id and the method's channel key. Never a secret.
 */
function paymentWindow(rc: RequestContext, setup: PaymentSetup, order: OrderRow) {
  const origin = (rc.raw as { origin?: string }).origin ?? '';
  const successUrl = `${origin}/checkout/success`;
  const failUrl = `${origin}/checkout/fail`;
  const method = order.method ?? 'card';
  let payUrl: string | null = null;
  if (setup.testPgUrl) {
    const url = new URL('/pay', setup.testPgUrl);
    const params = {
      orderId: order.order_key,
      amount: String(order.amount),
      orderName: order.order_name,
      successUrl,
      failUrl,
      method,
      lang: rc.locale,
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    payUrl = url.toString();
  }
  return {
    provider: setup.id,
    orderId: order.order_key,
    orderName: order.order_name,
    amount: order.amount,
    method,
    customerName: rc.requireUser().name,
    successUrl,
    failUrl,
    clientKey: setup.clientKey,
    payUrl,
    storeId: setup.portoneWindow?.storeId ?? null,
    channelKey: setup.portoneWindow?.channelKeys[method] ?? null,
  };
}

/**
 * Checkout (spec §3 "Cart and checkout", §9 "Pricing"): `POST /api/checkout`, `POST
 * /api/checkout/confirm`, `GET /api/checkout/history`, `GET /api/checkout/order/:orderId` and
 * `POST /api/coupon/check`.
 */
export function registerCheckoutRoutes(env: RegisterEnv, runtime: CheckoutRuntime): void {
  env.scopedKind<OrderRow>({
    kind: orderKind,
    async find(db, ids, channelIndex) {
      return (await ordersIn(db, channelIndex).whereIn('id', ids).select('*')) as OrderRow[];
    },
  });

  env.route({
    method: 'POST',
    path: '/api/checkout',
    summary:
      'Check out: lectures ({ index, itemType?, appliedCouponCode }), coupons, roadmapIdList, method and the expectedAmount shown; a PENDING order (or a PAID one at 0 won)',
    tags,
    access: 'user',
    body: checkoutBodySchema,
    bodyLimit: '32kb',
    async handler({ body }, rc) {
      const setup = runtime.setup(rc);
      const { order, items } = await checkout(rc.db, {
        body,
        scope: scopeOf(rc),
        lookup: rc,
        kinds: runtime.kinds,
        canPay: setup !== null,
        provider: setup?.id ?? null,
      });
      if (order.status === 'PENDING' && setup) await preparePayment(rc.db, setup.provider, order, rc.log);
      if (order.status === 'PENDING')
        await rc
          .enqueue(
            expireOrderJob,
            { orderId: order.id },
            {
              jobId: `expire-${order.id}`,
              delayMs: Math.max(0, new Date(order.expires_at).getTime() - Date.now()),
            },
          )
          .catch((error: unknown) =>
            rc.log.warn(
              { err: error, orderId: order.id },
              'commerce: expiry not queued; the sweep will expire it',
            ),
          );
      rc.status(201);
      return {
        data: {
          order: presentOrder(order, items, rc.t),
          payment: order.status === 'PENDING' && setup ? paymentWindow(rc, setup, order) : null,
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/checkout/confirm',
    summary:
      "Confirm a payment the buyer made in the payment window ({ paymentKey, orderId, amount }): 200 PAID, 202 while the provider's answer is awaited",
    tags,
    access: 'user',
    body: confirmBodySchema,
    bodyLimit: '4kb',
    async handler({ body }, rc) {
      const order = await ownOrder(rc, body.orderId);
      const after = await confirmPayment(runtime.deps(rc), order, {
        paymentKey: body.paymentKey,
        amount: body.amount,
      });
      if (after.status === 'CONFIRMING') rc.status(202);
      return { data: presentOrder(after, await orderItems(rc.db, [after.id]), rc.t) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/checkout/history',
    summary:
      'My orders in this channel, newest first: items, amounts, method, status, receipt link and refunds',
    tags,
    access: 'user',
    query: paginationQuery.pick({ page: true, limit: true }),
    async handler({ query }, rc) {
      const userId = rc.requireUser().id;
      const mine = () => ordersIn(rc.db, rc.channel?.index ?? null).where({ user_id: userId });
      const [{ n }] = await mine().count({ n: '*' });
      const orders: OrderRow[] = await mine()
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .select('*');
      const ids = orders.map((o) => o.id);
      const items = await orderItems(rc.db, ids);
      const refunds = [...(await refundsOf(rc.db, ids)).values()].flat();
      return {
        data: pageOf(
          orders.map((o) => presentOrderWithRefunds(o, items, rc.t, refunds)),
          Number(n),
          query.page,
          query.limit,
        ),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/checkout/order/:orderId',
    summary: 'One of my orders, by its order id, with its refunds',
    tags,
    access: 'user',
    params: z.object({ orderId: orderIdSchema }),
    async handler({ params }, rc) {
      const order = await ownOrder(rc, params.orderId);
      const refunds = (await refundsOf(rc.db, [order.id])).get(order.id) ?? [];
      return { data: presentOrderWithRefunds(order, await orderItems(rc.db, [order.id]), rc.t, refunds) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/coupon/check',
    summary:
      "Whether a coupon applies for me to one of the checkout items (lectures, bundles): its terms, possibleLectureIndex and that item's itemType, or the coupon error (couponErrorCode)",
    tags,
    access: 'user',
    body: couponCheckBodySchema,
    bodyLimit: '8kb',
    async handler({ body }, rc) {
      const scope = scopeOf(rc);
      for (const type of new Set(body.lectures.map((l) => l.itemType)))
        if (rc.hasScopedKind(type))
          await rc.inChannelMany(
            type,
            body.lectures.filter((l) => l.itemType === type).map((l) => l.index),
            itemNotFound,
          );
      const coupon = (await findCoupons(rc.db, scope.channelIndex, [body.code])).get(body.code.toUpperCase());
      const problem = await couponProblem(rc.db, coupon, scope);
      if (problem || !coupon) throw couponError(problem ?? 'NOT_FOUND');
      let possible: { index: number; itemType: string } | null = null;
      for (const l of body.lectures)
        if (await couponFits(rc.db, coupon, { itemType: l.itemType, ref: l.index })) {
          possible = { index: l.index, itemType: l.itemType };
          break;
        }
      if (possible === null) throw couponError('INVALID_LECTURE');
      return {
        data: {
          code: coupon.code,
          name: coupon.name,
          couponDetailType: coupon.coupon_detail_type,
          couponContent: coupon.coupon_content,
          couponOnly: coupon.coupon_only,
          possibleLectureIndex: possible.index,
          // The kind of that item, for the checkout state's coupon (a lecture and a bundle may share an index).
          itemType: possible.itemType,
          startsAt: coupon.starts_at ? new Date(coupon.starts_at).toISOString() : null,
          endsAt: coupon.ends_at ? new Date(coupon.ends_at).toISOString() : null,
        },
      };
    },
  });
}
