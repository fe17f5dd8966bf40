// POST /api/checkout/confirm and the reconciler: the buyer's browser comes back from the payment
// window with { paymentKey, orderId, amount }; one caller claims the order (PENDING → CONFIRMING)
// and confirms it with the provider under the idempotency key `confirm-{orderId}`; everyone else
// waits for that outcome. A provider that does not answer leaves the order CONFIRMING for the
// reconciler job, which asks the provider later and completes or fails it.
import { AppError, type Knex } from '@seodang/sdk';
import { isPaid } from '../common/order-state.ts';
import { declineMessageKey } from '../common/payment-messages.ts';
import { lockOrder, transitionOrder, type OrderRow } from './orders.ts';
import {
  isPaymentProviderError,
  PaymentNotFoundError,
  type PaymentProviderError,
  type ProviderPayment,
} from './providers/index.ts';
import type { PaymentSetup } from './settings.ts';
import { applyPayment, expireOrder, failOrder, type SettleDeps } from './settle.ts';
import { queuePaymentDenied } from './payment-notices.ts';
import { reconcileJob } from './job-defs.ts';

/** What confirming and reconciling need. */
export interface PaymentDeps extends SettleDeps {
  /** The configured provider, or null when payments are off. */
  setup: () => PaymentSetup | null;
}

/** The provider's idempotency key of an order's confirm: the same on every retry, by anyone. */
export const confirmIdempotencyKey = (order: Pick<OrderRow, 'order_key'>) => `confirm-${order.order_key}`;

/** How long a confirm that lost the race waits for the winner's outcome before answering CONFIRMING. */
const waitForWinnerMs = 10_000;

/** When the reconciler first looks at an order the provider did not answer for. */
export const reconcileDelayMs = 2_000;

/** The error an order that is no longer payable answers, or null when it is paid, being confirmed or open. */
export function closedOrderError(order: OrderRow): AppError | null {
  switch (order.status) {
    case 'FAILED':
      if (order.failure_code === 'amount_mismatch')
        return new AppError(400, 'amount_mismatch', 'commerce.error.amount_mismatch');
      return new AppError(400, 'payment_declined', declineMessageKey(order.failure_code), {}, undefined, {
        providerCode: order.failure_code,
      });
    case 'EXPIRED':
      return new AppError(409, 'order_expired', 'commerce.error.order_expired');
    case 'CANCELED':
      return new AppError(409, 'order_closed', 'commerce.error.order_closed');
    default:
      return null;
  }
}

const reload = async (db: Knex, id: number): Promise<OrderRow> =>
  (await db('commerce_orders').where({ id }).first()) as OrderRow;

/** Waits for another caller's confirm to finish (the order leaves CONFIRMING), up to a limit. */
async function waitForOutcome(db: Knex, id: number): Promise<OrderRow> {
  const until = Date.now() + waitForWinnerMs;
  let pause = 25;
  for (;;) {
    const order = await reload(db, id);
    if (order.status !== 'CONFIRMING' || Date.now() >= until) return order;
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 500);
  }
}

/** Queues the reconciler for an order whose payment outcome we do not know (idempotent per order). */
export async function queueReconcile(
  deps: Pick<PaymentDeps, 'enqueue' | 'log'>,
  order: Pick<OrderRow, 'id'>,
) {
  try {
    await deps.enqueue(
      reconcileJob,
      { orderId: order.id },
      { jobId: `reconcile-${order.id}`, delayMs: reconcileDelayMs },
    );
  } catch (error) {
    // The sweep finds orders left CONFIRMING, so a lost enqueue is only a delay.
    deps.log.warn({ err: error, orderId: order.id }, 'commerce: could not queue the reconciler');
  }
}

/**
 * What the provider's answer to a confirm (or its error) does to the order we claimed. Returns
 * the order as it now is; a refusal throws the buyer's error.
 */
async function settleConfirm(
  deps: PaymentDeps,
  setup: PaymentSetup,
  order: OrderRow,
  call: () => Promise<ProviderPayment>,
): Promise<OrderRow> {
  let payment: ProviderPayment;
  try {
    payment = await call();
  } catch (error) {
    if (!isPaymentProviderError(error)) {
      await queueReconcile(deps, order);
      throw error;
    }
    const e: PaymentProviderError = error;
    switch (e.kind) {
      case 'already-processed':
        // An earlier call (ours, under another key) went through: the provider's record decides.
        payment = await setup.provider.getPaymentByOrderId(order.order_key);
        break;
      case 'timeout':
      case 'unavailable':
        await queueReconcile(deps, order);
        return reload(deps.db, order.id);
      case 'config':
        deps.log.error(
          { err: e, orderId: order.id },
          'commerce: the payment provider refused our credentials',
        );
        await failOrder(deps.db, order.id, { code: 'provider_error', message: e.message }, ['CONFIRMING']);
        throw new AppError(503, 'payment_unavailable', 'commerce.error.payment_unavailable');
      case 'not-found':
      case 'declined': {
        const code = e instanceof PaymentNotFoundError ? 'payment_not_found' : e.providerCode;
        const failed = await failOrder(deps.db, order.id, { code, message: e.message }, ['CONFIRMING']);
        // Told once the failure has committed (a payment not found is no decline: nothing is sent).
        if (failed) await queuePaymentDenied(deps, failed);
        const now = await reload(deps.db, order.id);
        const refusal = closedOrderError(now);
        if (refusal) throw refusal;
        return now;
      }
    }
  }
  await applyPayment(deps, order, payment);
  // A payment the provider reports as failed, or approved for another amount, closed the order.
  const now = await reload(deps.db, order.id);
  const refusal = closedOrderError(now);
  if (refusal) throw refusal;
  return now;
}

/**
 * Confirms the buyer's payment of an order (the caller's own, found in the channel). Returns the
 * order: PAID (200), or still CONFIRMING when the provider has not answered (202; the reconciler
 * finishes it). Refusals: 400 amount_mismatch (the order fails and the provider is never asked),
 * 400 payment_declined (the provider's reason in the buyer's language; the order fails, the
 * coupons come back, the cart stays), 409 order_expired, 409 order_closed, 503 payment_unavailable.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  order: OrderRow,
  input: { paymentKey: string; amount: number },
): Promise<OrderRow> {
  if (isPaid(order.status)) return order;
  if (input.amount !== order.amount) {
    await failOrder(deps.db, order.id, { code: 'amount_mismatch' }, ['PENDING']);
    throw new AppError(400, 'amount_mismatch', 'commerce.error.amount_mismatch');
  }
  const closed = closedOrderError(order);
  if (closed) throw closed;
  const setup = deps.setup();
  if (!setup) throw new AppError(503, 'payment_unavailable', 'commerce.error.payment_unavailable');
  if (order.status === 'PENDING' && order.expires_at <= new Date()) {
    await expireOrder(deps.db, order.id);
    throw (
      closedOrderError(await reload(deps.db, order.id)) ??
      new AppError(409, 'order_closed', 'commerce.error.order_closed')
    );
  }
  const claimed = await deps.db.transaction(async (trx) => {
    await lockOrder(trx, order.id);
    return transitionOrder(
      trx,
      order.id,
      'CONFIRMING',
      { confirming_at: new Date(), payment_key: input.paymentKey, provider: setup.id },
      ['PENDING'],
    );
  });
  if (!claimed) {
    // A confirm long under way (the provider did not answer; the reconciler has it) is not waited for.
    const longAgo =
      order.confirming_at && Date.now() - new Date(order.confirming_at).getTime() > waitForWinnerMs;
    const now = longAgo ? await reload(deps.db, order.id) : await waitForOutcome(deps.db, order.id);
    const error = closedOrderError(now);
    if (error) throw error;
    return now;
  }
  return settleConfirm(deps, setup, claimed, () =>
    setup.provider.confirm({
      paymentKey: input.paymentKey,
      orderId: claimed.order_key,
      amount: claimed.amount,
      idempotencyKey: confirmIdempotencyKey(claimed),
    }),
  );
}

/**
 * The reconciler (job `commerce.reconcile`): an order left CONFIRMING is looked up at the provider
 * by its order id. Approved → paid; aborted or expired → failed; still waiting for our confirm →
 * the confirm is sent again under the same idempotency key (the provider answers the first call's
 * outcome if it had one). A provider that still does not answer throws, and the job retries.
 * Returns the order's state afterwards.
 */
export async function reconcileOrder(deps: PaymentDeps, orderId: number): Promise<string> {
  const order: OrderRow | undefined = await deps.db('commerce_orders').where({ id: orderId }).first();
  if (!order) return 'missing';
  if (order.status !== 'CONFIRMING') return order.status;
  const setup = deps.setup();
  if (!setup) throw new Error('commerce: no payment provider to reconcile with');
  let payment: ProviderPayment;
  try {
    payment = await setup.provider.getPaymentByOrderId(order.order_key);
    if (order.payment_key && payment.paymentKey !== order.payment_key)
      payment = await setup.provider.getPayment(order.payment_key);
  } catch (error) {
    if (error instanceof PaymentNotFoundError) {
      await failOrder(deps.db, order.id, { code: 'payment_not_found', message: error.message }, [
        'CONFIRMING',
      ]);
      return (await reload(deps.db, order.id)).status;
    }
    throw error;
  }
  if (payment.status === 'IN_PROGRESS' || payment.status === 'READY') {
    const now = await settleConfirm(deps, setup, order, () =>
      setup.provider.confirm({
        paymentKey: payment.paymentKey,
        orderId: order.order_key,
        amount: order.amount,
        idempotencyKey: confirmIdempotencyKey(order),
      }),
    ).catch(async (error: unknown) => {
      if (error instanceof AppError) return reload(deps.db, order.id);
      throw error;
    });
    if (now.status === 'CONFIRMING') throw new Error(`commerce: order ${order.id} is still unconfirmed`);
    return now.status;
  }
  await applyPayment(deps, order, payment);
  const now = await reload(deps.db, order.id);
  if (now.status === 'CONFIRMING')
    throw new Error(`commerce: order ${order.id}: payment is ${payment.status}`);
  return now.status;
}
