// The background work of orders: expiry, the reconciler, webhook processing and a sweep that
// picks up anything a lost enqueue or a crash left behind. Every handler is idempotent.
import type { RegisterEnv, StartContext } from '@seodang/sdk';
import { reconcileOrder, type PaymentDeps } from './confirm.ts';
import {
  expireOrderJob,
  paymentDeniedJob,
  paymentMethodChangedJob,
  reconcileJob,
  refundDecidedJob,
  refundExecuteJob,
  refundSweepJob,
  sweepJob,
  webhookJob,
} from './job-defs.ts';
import { announcePaymentDenied, announcePaymentMethodChange } from './payment-notices.ts';
import { announceRefundDecision } from './refund-notices.ts';
import { executeRefund, refundSweep } from './refunds.ts';
import { expireOrder } from './settle.ts';
import { processWebhook } from './webhooks.ts';

/** A CONFIRMING order this old is reconciled by the sweep (the reconciler job should have done it). */
const staleConfirmMs = 2 * 60_000;
/** An inbox row unprocessed this long is replayed by the sweep. */
const staleWebhookMs = 60_000;
/** Unprocessed inbox rows older than this are left for an operator (logged once a sweep). */
const webhookGiveUpMs = 3 * 86_400_000;

/**
 * One sweep: PENDING orders past their time expire, CONFIRMING orders no reconciler finished are
 * reconciled, webhooks not processed yet are replayed. Returns what it did.
 */
export async function sweep(deps: PaymentDeps, now = new Date()) {
  const db = deps.db;
  const overdue: { id: number }[] = await db('commerce_orders')
    .where('status', 'PENDING')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(200)
    .select('id');
  let expired = 0;
  for (const { id } of overdue) if (await expireOrder(db, id, now)) expired++;

  const stale: { id: number }[] = await db('commerce_orders')
    .where('status', 'CONFIRMING')
    .where('confirming_at', '<=', new Date(now.getTime() - staleConfirmMs))
    .orderBy('confirming_at')
    .limit(20)
    .select('id');
  let reconciled = 0;
  for (const { id } of stale) {
    try {
      await reconcileOrder(deps, id);
      reconciled++;
    } catch (error) {
      deps.log.warn({ err: error, orderId: id }, 'commerce: reconcile in the sweep did not finish');
    }
  }

  const inbox: { id: number }[] = await db('commerce_webhook_inbox')
    .whereNull('processed_at')
    .where('received_at', '<=', new Date(now.getTime() - staleWebhookMs))
    .where('received_at', '>', new Date(now.getTime() - webhookGiveUpMs))
    .orderBy('received_at')
    .limit(50)
    .select('id');
  let replayed = 0;
  for (const { id } of inbox) {
    try {
      await processWebhook(deps, id);
      replayed++;
    } catch {
      // The row keeps its last error; the next sweep tries again.
    }
  }
  return { expired, reconciled, replayed };
}

/** Registers the job handlers; `deps` is ready by the time a job runs (after start). */
export function registerCommerceJobs(env: RegisterEnv, deps: (ctx: StartContext) => PaymentDeps): void {
  env.job(expireOrderJob, async ({ orderId }, _job, ctx) => {
    const d = deps(ctx);
    const order = await d.db('commerce_orders').where({ id: orderId }).first('status', 'expires_at');
    if (!order || order.status !== 'PENDING') return order?.status ?? 'missing';
    // A timer a little early runs again (backoff); the sweep covers it too.
    if (new Date(order.expires_at) > new Date()) throw new Error(`order ${orderId} is not due yet`);
    return (await expireOrder(d.db, orderId)) ? 'EXPIRED' : 'unchanged';
  });
  env.job(reconcileJob, ({ orderId }, _job, ctx) => reconcileOrder(deps(ctx), orderId), {
    attempts: 10,
    backoffMs: 3_000,
    concurrency: 4,
  });
  env.job(webhookJob, ({ inboxId }, _job, ctx) => processWebhook(deps(ctx), inboxId), {
    attempts: 8,
    backoffMs: 1_000,
    concurrency: 4,
  });
  env.job(sweepJob, (_data, _job, ctx) => sweep(deps(ctx)), {
    attempts: 1,
    schedule: { everyMs: 60_000, data: {} },
  });
  // The buyer told of a declined payment, and of one paid another way after it.
  env.job(paymentDeniedJob, ({ orderId }, _job, ctx) => announcePaymentDenied(ctx, orderId), {
    attempts: 5,
    backoffMs: 2_000,
  });
  env.job(paymentMethodChangedJob, ({ orderId }, _job, ctx) => announcePaymentMethodChange(ctx, orderId), {
    attempts: 5,
    backoffMs: 2_000,
  });
  // Refunds: a retry after a provider failure (each failure queues the next, with a backoff), the
  // learner told of a decision, and the sweep that approves requests on their due day.
  env.job(
    refundExecuteJob,
    async ({ refundId }, _job, ctx) => (await executeRefund(deps(ctx), refundId, { automatic: true })).status,
    { attempts: 1, concurrency: 2 },
  );
  env.job(refundDecidedJob, ({ refundId }, _job, ctx) => announceRefundDecision(ctx, refundId), {
    attempts: 5,
    backoffMs: 2_000,
  });
  env.job(refundSweepJob, (_data, _job, ctx) => refundSweep(deps(ctx)), {
    attempts: 1,
    schedule: { everyMs: 60_000, data: {} },
  });
}
