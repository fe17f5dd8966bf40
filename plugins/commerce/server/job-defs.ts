// The commerce plugin's background jobs (run by core on BullMQ; handlers in jobs.ts).
import { z } from 'zod';
import { defineJob } from '@seodang/sdk';

const orderRef = z.object({ orderId: z.number().int().positive() });

/** Expires one PENDING order once its time is up, giving back its coupons (`expire-{orderId}`, delayed by the TTL). */
export const expireOrderJob = defineJob('commerce.expire-order', orderRef);

/** Asks the provider about an order left CONFIRMING and completes or fails it (`reconcile-{orderId}`). */
export const reconcileJob = defineJob('commerce.reconcile', orderRef);

/** Processes one webhook inbox row: fetches the payment from the provider and applies it (`webhook-{inboxId}`). */
export const webhookJob = defineJob('commerce.webhook', z.object({ inboxId: z.number().int().positive() }));

/** Every minute: expires overdue orders, reconciles stale confirms, replays unprocessed webhooks. */
export const sweepJob = defineJob('commerce.sweep', z.object({}));

const refundRef = z.object({ refundId: z.number().int().positive() });

/** Sends an approved refund to the provider again after a failure (`refund-{refundId}-{attempts}`, delayed by a backoff). */
export const refundExecuteJob = defineJob('commerce.refund-execute', refundRef);

/** Tells the learner their refund was decided (refunded or rejected) and emits `commerce.refund-decided` (`refund-decided-{refundId}`). */
export const refundDecidedJob = defineJob('commerce.refund-decided', refundRef);

/** Every minute: approves refund requests that reached their due day undecided, retries approved refunds left behind. */
export const refundSweepJob = defineJob('commerce.refund-sweep', z.object({}));

/** Tells the buyer the provider declined their payment, with a link to try again, and emits `commerce.payment-denied` (`payment-denied-{orderId}`). */
export const paymentDeniedJob = defineJob('commerce.payment-denied', orderRef);

/** Tells the buyer a declined payment was paid with another method, and emits `commerce.payment-method-changed` (`payment-method-changed-{orderId}`). */
export const paymentMethodChangedJob = defineJob('commerce.payment-method-changed', orderRef);
