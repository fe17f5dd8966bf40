// The changes that settle an order, each in one transaction under the order's row lock: paid
// (grants through the purchasable kinds, ledger sale lines, coupons redeemed, the cart emptied
// of what was bought), failed or expired (coupons given back). Whoever calls — the buyer's
// confirm, a webhook, the reconciler, the expiry job — the guarded UPDATE lets one of them win.
import type { JobAccess, Knex, StartContext } from '@seodang/sdk';
import { saleLines } from '../common/ledger.ts';
import type { OrderState } from '../common/order-state.ts';
import { ledgerRatesOf } from '../common/revenue.ts';
import { redeemCoupons, releaseCoupons } from './coupons.ts';
import { queueMethodChange, queuePaymentDenied } from './payment-notices.ts';
import { lockOrder, orderItems, transitionOrder, type OrderItemRow, type OrderRow } from './orders.ts';
import type { ProviderPayment } from './providers/index.ts';
import type { PurchasableKinds } from './purchasables.ts';
import { revenueSettingsOf } from './revenue.ts';

/** Gives the buyer every item of the order through its kind (children of a bundle too), idempotent per order item. */
async function grantItems(
  trx: Knex.Transaction,
  kinds: PurchasableKinds,
  order: OrderRow,
  items: readonly OrderItemRow[],
): Promise<void> {
  for (const item of items) {
    const kind = kinds.get(item.item_type);
    if (!kind)
      throw new Error(`order ${order.id}: no purchasable kind '${item.item_type}' to grant item ${item.id}`);
    await kind.grant(trx, {
      orderItemId: item.id,
      orderId: order.id,
      channelIndex: order.channel_id,
      userId: order.user_id,
      ref: item.ref,
    });
  }
  await trx('commerce_order_items')
    .where({ order_id: order.id })
    .whereNull('granted_at')
    .update({ granted_at: trx.fn.now() });
}

/**
 * The ledger's sale lines of a paid order: per item that carries revenue (a bundle's children, not
 * the bundle), per recipient, with the payment fee of the order's method and the commission at the
 * channel's rates now (`commerce_revenue_settings`, else the defaults; rounding in `common/revenue.ts`).
 */
async function writeSaleLines(trx: Knex.Transaction, order: OrderRow, items: readonly OrderItemRow[]) {
  const parents = new Set(items.flatMap((i) => (i.parent_item_id === null ? [] : [i.parent_item_id])));
  const leaves = items.filter((i) => !parents.has(i.id));
  const lines = saleLines(
    leaves.map((i) => ({ orderItemId: i.id, amount: i.amount, recipients: i.recipients })),
    order.method,
    ledgerRatesOf(await revenueSettingsOf(trx, order.channel_id)),
  );
  if (lines.length === 0) return;
  await trx('commerce_ledger').insert(
    lines.map((l) => ({
      entry_type: 'sale',
      order_id: order.id,
      order_item_id: l.orderItemId,
      channel_id: order.channel_id,
      recipient_user_id: l.recipientUserId,
      amount: l.amount,
      fee: l.fee,
      commission: l.commission,
      net: l.net,
      method: order.method,
      provider: order.provider,
    })),
  );
}

/** Takes what was bought out of the buyer's cart in the order's channel. */
async function clearCart(trx: Knex.Transaction, order: OrderRow, items: readonly OrderItemRow[]) {
  const bought = items.filter((i) => i.parent_item_id === null);
  if (bought.length === 0) return;
  await trx('commerce_cart_items')
    .where({ user_id: order.user_id })
    .whereRaw('coalesce(channel_id, 0) = ?', [order.channel_id ?? 0])
    .where((q) => {
      for (const i of bought) q.orWhere({ item_type: i.item_type, ref: i.ref });
    })
    .delete();
}

/**
 * Pays the order inside `trx`: PENDING → CONFIRMING → PAID, or CONFIRMING → PAID, with the
 * provider's payment (null for a 0-won order), then grants, sale lines, coupons redeemed and the
 * cart emptied of the items — all or nothing. Returns the PAID row, or undefined when the order
 * was not this caller's to pay (already paid, failed or expired).
 */
export async function payInTransaction(
  trx: Knex.Transaction,
  kinds: PurchasableKinds,
  order: Pick<OrderRow, 'id'>,
  payment: ProviderPayment | null,
): Promise<OrderRow | undefined> {
  const locked = await lockOrder(trx, order.id);
  if (!locked) return undefined;
  const now = new Date();
  const paymentKey = payment?.paymentKey ?? locked.payment_key;
  if (locked.status === 'PENDING')
    await transitionOrder(trx, locked.id, 'CONFIRMING', { confirming_at: now, payment_key: paymentKey });
  const paid = await transitionOrder(trx, locked.id, 'PAID', {
    paid_at: now,
    payment_key: paymentKey,
    receipt_url: payment?.receiptUrl ?? locked.receipt_url,
    method: payment ? (payment.method ?? locked.method) : locked.method,
  });
  if (!paid) return undefined;
  const items = await orderItems(trx, [paid.id]);
  await grantItems(trx, kinds, paid, items);
  await writeSaleLines(trx, paid, items);
  await redeemCoupons(trx, paid.id);
  await clearCart(trx, paid, items);
  return paid;
}

/** {@link payInTransaction} in a transaction of its own. */
export function payOrder(
  db: Knex,
  kinds: PurchasableKinds,
  orderId: number,
  payment: ProviderPayment | null,
): Promise<OrderRow | undefined> {
  return db.transaction((trx) => payInTransaction(trx, kinds, { id: orderId }, payment));
}

/** Why an order failed: our code or the provider's, and the provider's own words for the log. */
export interface Failure {
  code: string;
  message?: string | null;
}

/**
 * Fails the order (PENDING or CONFIRMING, or only those in `onlyFrom`) and gives back its coupons;
 * returns the FAILED row, or undefined when it was not in such a state. The cart is left as it is.
 */
export function failOrder(
  db: Knex,
  orderId: number,
  failure: Failure,
  onlyFrom?: readonly OrderState[],
): Promise<OrderRow | undefined> {
  return db.transaction(async (trx) => {
    await lockOrder(trx, orderId);
    const failed = await transitionOrder(
      trx,
      orderId,
      'FAILED',
      {
        failure_code: failure.code.slice(0, 60),
        failure_message: failure.message ?? null,
        closed_at: new Date(),
      },
      onlyFrom,
    );
    if (failed) await releaseCoupons(trx, orderId);
    return failed;
  });
}

/** Expires a PENDING order past its time and gives back its coupons; undefined when it was not due or not PENDING. */
export function expireOrder(db: Knex, orderId: number, now = new Date()): Promise<OrderRow | undefined> {
  return db.transaction(async (trx) => {
    const locked = await lockOrder(trx, orderId);
    if (!locked || locked.status !== 'PENDING' || locked.expires_at > now) return undefined;
    const expired = await transitionOrder(
      trx,
      orderId,
      'EXPIRED',
      { failure_code: 'expired', closed_at: now },
      ['PENDING'],
    );
    if (expired) await releaseCoupons(trx, orderId);
    return expired;
  });
}

/** What a provider's payment did to an order. */
export type PaymentOutcome =
  /** This call paid the order. */
  | 'paid'
  /** It was paid already (or paid by a racing caller). */
  | 'already-paid'
  /** The payment failed, and so did the order. */
  | 'failed'
  /** The approved payment does not match the order (amount or order id): the order failed, and the payment needs a refund by hand. */
  | 'mismatch'
  /** The payment is not decided yet (the buyer has not confirmed, or we have not). */
  | 'open'
  /** Nothing for this order to do (a stale event, an order already closed, a refund not recorded here yet). */
  | 'ignored';

/** What acting on a payment needs. */
export interface SettleDeps {
  db: Knex;
  kinds: PurchasableKinds;
  log: Pick<StartContext['log'], 'warn' | 'error'>;
  /** Queues the buyer's notices once a change has committed. */
  enqueue: JobAccess['enqueue'];
}

const approvedStatuses = new Set(['DONE', 'PARTIAL_CANCELED', 'CANCELED']);

/**
 * Acts on a payment as the provider reports it (never as a browser or a webhook body says):
 * approved and matching the order → paid; approved but for another amount → the order fails
 * (`amount_mismatch`) and an error is logged, as the money needs a refund by hand; aborted or
 * expired, when it is the payment being confirmed → failed; anything else changes nothing.
 */
export async function applyPayment(
  deps: SettleDeps,
  order: OrderRow,
  payment: ProviderPayment,
): Promise<PaymentOutcome> {
  if (payment.orderId !== order.order_key) {
    deps.log.error(
      { orderId: order.id, paymentOrderId: payment.orderId },
      'commerce: a payment of another order',
    );
    return 'ignored';
  }
  if (approvedStatuses.has(payment.status) && payment.approvedAt) {
    if (payment.totalAmount !== order.amount) {
      deps.log.error(
        {
          orderId: order.id,
          amount: order.amount,
          paid: payment.totalAmount,
          paymentKey: payment.paymentKey,
        },
        'commerce: an approved payment does not match its order; refund it by hand',
      );
      const failed = await failOrder(deps.db, order.id, { code: 'amount_mismatch' });
      return failed ? 'mismatch' : 'ignored';
    }
    const paid = await payOrder(deps.db, deps.kinds, order.id, payment);
    if (paid) {
      await queueMethodChange(deps, paid);
      return 'paid';
    }
    const now: OrderRow | undefined = await deps.db('commerce_orders').where({ id: order.id }).first();
    if (now && ['PAID', 'PARTIAL_CANCELED', 'CANCELED'].includes(now.status)) {
      // Our own refunds reach us as webhooks too: only a balance no refund of ours explains is news.
      const inFlight =
        payment.status !== 'DONE' &&
        (await deps.db('commerce_refunds').where({ order_id: order.id, status: 'APPROVED' }).first('id'));
      if (
        payment.status !== 'DONE' &&
        !inFlight &&
        payment.balanceAmount !== now.amount - now.refunded_amount
      )
        deps.log.warn(
          { orderId: order.id, status: payment.status, balance: payment.balanceAmount },
          'commerce: a refund made at the provider is not recorded here',
        );
      return 'already-paid';
    }
    deps.log.error(
      { orderId: order.id, status: now?.status, paymentKey: payment.paymentKey },
      'commerce: a payment was approved for a closed order; refund it by hand',
    );
    return 'ignored';
  }
  if (payment.status === 'ABORTED' || payment.status === 'EXPIRED') {
    // Only the payment being confirmed decides: an abandoned earlier attempt in the payment
    // window does not fail an order that is still waiting to be paid.
    if (order.payment_key !== payment.paymentKey) return 'ignored';
    // The provider's own reason when it gives one: this may arrive before the confirm call hears
    // the decline, and the buyer is told the reason either way.
    const failure: Failure =
      payment.status === 'EXPIRED'
        ? { code: 'NOT_FOUND_PAYMENT_SESSION' }
        : (payment.failure ?? { code: 'PAYMENT_ABORTED' });
    const failed = await failOrder(deps.db, order.id, failure, ['CONFIRMING']);
    if (failed) await queuePaymentDenied(deps, failed);
    return failed ? 'failed' : 'ignored';
  }
  return 'open';
}
