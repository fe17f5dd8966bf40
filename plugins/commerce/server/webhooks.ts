// Provider webhooks: each event is written once to the inbox (its event key unique per provider;
// a duplicate is a no-op) and processed by a job. The body is only a hint: the job fetches the
// payment from the provider and applies what the provider says, through the same guarded
// transitions as the buyer's confirm. An event whose order is not committed yet is retried, and
// the sweep replays what is still unprocessed.
import type { Knex } from '@seodang/sdk';
import { orderByKey } from './orders.ts';
import {
  PaymentNotFoundError,
  type PaymentProviderId,
  type ProviderWebhookEvent,
} from './providers/index.ts';
import type { PaymentDeps } from './confirm.ts';
import { applyPayment } from './settle.ts';

/** A row of `commerce_webhook_inbox`. */
export interface InboxRow {
  id: number;
  provider: string;
  event_key: string;
  payment_key: string;
  order_key: string | null;
  claimed_status: string | null;
  attempts: number;
  outcome: string | null;
  processed_at: Date | null;
  received_at: Date;
}

/** Writes an event to the inbox; returns its row id, or null for an event already there. */
export async function recordWebhook(
  db: Knex,
  provider: PaymentProviderId,
  event: ProviderWebhookEvent,
  body: unknown,
): Promise<number | null> {
  const { rows } = await db.raw(
    `INSERT INTO commerce_webhook_inbox (provider, event_key, payment_key, order_key, claimed_status, body)
     VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (provider, event_key) DO NOTHING RETURNING id`,
    [
      provider,
      event.id.slice(0, 200),
      event.paymentKey.slice(0, 200),
      event.orderId.slice(0, 64),
      event.status,
      JSON.stringify(body),
    ],
  );
  return rows.length ? Number(rows[0].id) : null;
}

/** Thrown while an event's order is not in the database yet: the job retries later. */
export class OrderNotYetError extends Error {
  constructor(orderKey: string) {
    super(`commerce: no order ${orderKey} yet; the webhook is retried`);
    this.name = 'OrderNotYetError';
  }
}

/**
 * Processes one inbox row (idempotent: a processed row is left alone). Returns the outcome written
 * to the row: what the payment did to its order, `unknown_payment` for a payment the provider does
 * not have. Throws when the provider does not answer or the order is not committed yet.
 */
export async function processWebhook(deps: PaymentDeps, inboxId: number): Promise<string> {
  const row: InboxRow | undefined = await deps.db('commerce_webhook_inbox').where({ id: inboxId }).first();
  if (!row) return 'missing';
  if (row.processed_at) return row.outcome ?? 'processed';
  const done = async (outcome: string) => {
    await deps
      .db('commerce_webhook_inbox')
      .where({ id: inboxId })
      .whereNull('processed_at')
      .update({ outcome, processed_at: deps.db.fn.now(), last_error: null });
    return outcome;
  };
  const note = (error: unknown) =>
    deps
      .db('commerce_webhook_inbox')
      .where({ id: inboxId })
      .update({
        attempts: deps.db.raw('attempts + 1'),
        last_error: String((error as Error)?.message ?? error).slice(0, 500),
      });
  try {
    const setup = deps.setup();
    if (!setup) throw new Error('commerce: no payment provider to fetch the payment from');
    let payment;
    try {
      payment = await setup.provider.getPayment(row.payment_key);
    } catch (error) {
      if (error instanceof PaymentNotFoundError) return await done('unknown_payment');
      throw error;
    }
    // The provider's order id, never the body's.
    const order = await orderByKey(deps.db, payment.orderId);
    if (!order) throw new OrderNotYetError(payment.orderId);
    return await done(await applyPayment(deps, order, payment));
  } catch (error) {
    await note(error);
    throw error;
  }
}
