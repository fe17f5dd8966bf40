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
