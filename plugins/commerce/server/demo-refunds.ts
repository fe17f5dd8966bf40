/**
 * Demo refunds for `npm start` (`@seodang/plugin-commerce/demo-refunds`, server only): orders a
 * demo learner really paid at the local test payment provider and their refunds, made the way
 * the product makes them — checkout, the payment window's form, confirm, then the refund request
 * and, for a refunded one, the admin's approval and the provider's cancel — so that the pending
 * one can be approved in the running app and truly refunded. Commerce seeds before the plugins
 * that sell through it, so a selling plugin's own `seed` calls this with its kind once its demo
 * items exist. Only ever through the local test provider (`COMMERCE_PROVIDER=test`): with any
 * other provider, or none, nothing is made, and a provider that does not answer leaves that
 * purchase out. Idempotent: an item the learner already asked a refund of is left alone.
 */
import type { ChannelLookup, Knex, SeedContext } from '@seodang/sdk';
import { checkoutBodySchema } from '../common/checkout.ts';
import type { OrderItemGrant, PurchasableKind } from '../common/purchasable.ts';
import { checkout } from './checkout.ts';
import type { PaymentDeps } from './confirm.ts';
import { demoPaymentSetup, payDemoOrder } from './demo-payment.ts';
import { orderItems } from './orders.ts';
import { createPurchasableKinds } from './purchasables.ts';
import type { PaymentSetup } from './settings.ts';
import { payOrder } from './settle.ts';

/** One demo purchase of an item and what became of its refund. */
export interface DemoRefundPurchase {
  /** The channel of the order (null: the public site). */
  channelIndex: number | null;
  /** The buyer (users.id). */
  userId: number;
  /** The item's id in the kind. */
  ref: number;
  /** `refunded`: asked for and approved, the money back at the provider; `pending`: waiting for an admin. */
  refund: 'refunded' | 'pending';
  /** The learner's reason. */
  reason: string;
  /** Run between the purchase and the refund request (e.g. the learner studies a lesson). */
  afterPurchase?: (db: Knex, grant: OrderItemGrant) => Promise<void>;
}

const quiet = { warn: () => undefined, error: () => undefined };

/**
 * No request here to scope ids by: the kind's own `quote` sees only the channel's rows (the
 * purchasable contract), so checkout's extra scoped lookup is skipped.
 */
const noLookup: ChannelLookup = {
  hasScopedKind: () => false,
  inChannel: () => Promise.reject(new Error('commerce demo: no request to scope ids by')),
  inChannelMany: () => Promise.reject(new Error('commerce demo: no request to scope ids by')),
  keepInChannel: () => Promise.reject(new Error('commerce demo: no request to scope ids by')),
};

/** Checks out and pays one item as its buyer; the PAID order. */
async function buy(db: Knex, kind: PurchasableKind, setup: PaymentSetup, p: DemoRefundPurchase) {
  const kinds = createPurchasableKinds();
  kinds.point.register(kind);
  const scope = {
    db,
    channelIndex: p.channelIndex,
    userId: p.userId,
    locale: 'ko' as const,
    now: new Date(),
  };
  const quote = (await kind.quote(scope, [p.ref])).get(p.ref);
  if (!quote?.sale.forSale) return null;
  const body = checkoutBodySchema.parse({
    lectures: [{ index: p.ref, itemType: kind.kind, appliedCouponCode: null }],
    method: 'card',
    expectedAmount: Math.min(quote.finalPrice, quote.price),
  });
  const { order } = await checkout(db, {
    body,
    scope,
    lookup: noLookup,
    kinds,
    canPay: true,
    provider: setup.id,
  });
  const payment = await payDemoOrder(setup, {
    orderId: order.order_key,
    amount: order.amount,
    orderName: order.order_name,
    method: 'card',
  });
  const paid = await payOrder(db, kinds, order.id, payment);
  return paid ? { order: paid, kinds } : null;
}

/**
 * Makes the purchases and their refunds (approved ones by `decidedBy`); returns how many it made.
 * Nothing without commerce's tables or the local test provider in `ctx.config`.
 */
export async function seedDemoRefunds(
  ctx: Pick<SeedContext, 'db' | 'config'>,
  kind: PurchasableKind,
  purchases: readonly DemoRefundPurchase[],
  decidedBy: number | null,
): Promise<number> {
  const { db } = ctx;
  const setup = demoPaymentSetup(ctx.config);
  if (!setup || purchases.length === 0 || !(await db.schema.hasTable('commerce_refunds'))) return 0;
  // Refunds bring the Korean holiday calendar (date-holidays): loaded when a demo refund is made,
  // not by every server or test that loads a plugin seeding through this file.
  const { approveRefund, executeRefund, requestRefund } = await import('./refunds.ts');
  let made = 0;
  for (const p of purchases) {
    const asked = await db('commerce_refund_items as ri')
      .join('commerce_refunds as r', 'r.id', 'ri.refund_id')
      .join('commerce_order_items as i', 'i.id', 'ri.order_item_id')
      .where({ 'r.user_id': p.userId, 'i.item_type': kind.kind, 'i.ref': p.ref })
      .first('r.id');
    if (asked) continue;
    // The provider away (a stopped test provider) leaves the demo without this refund, not broken.
    const bought = await buy(db, kind, setup, p).catch(() => null);
    if (!bought) continue;
    const deps: PaymentDeps = {
      db,
      kinds: bought.kinds,
      log: quiet,
      setup: () => setup,
      enqueue: async () => ({ id: '' }),
    };
    const [item] = await orderItems(db, [bought.order.id]);
    await p.afterPurchase?.(db, {
      orderItemId: item.id,
      orderId: bought.order.id,
      channelIndex: p.channelIndex,
      userId: p.userId,
      ref: p.ref,
    });
    const { refund } = await requestRefund(deps, bought.order, { itemIds: [item.id], reason: p.reason });
    if (p.refund === 'refunded') {
      await approveRefund(deps, refund.id, { how: 'admin', by: decidedBy });
      await executeRefund(deps, refund.id);
    }
    made++;
  }
  return made;
}
