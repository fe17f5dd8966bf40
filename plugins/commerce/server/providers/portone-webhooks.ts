// PortOne's webhooks (version 2024-04-25): Standard Webhooks signatures over the raw body
// (`webhook-id`, `webhook-timestamp`, `webhook-signature`), and a body of
// `{ type: 'Transaction.Paid', timestamp, data: { paymentId, storeId, transactionId } }`.
import { Webhook } from 'standardwebhooks';
import type { PaymentStatus, ProviderWebhookEvent } from './provider.ts';

/** The status each transaction event claims; other events (billing keys…) are not ours. */
const claims: Record<string, PaymentStatus> = {
  'Transaction.Ready': 'READY',
  'Transaction.PayPending': 'IN_PROGRESS',
  'Transaction.VirtualAccountIssued': 'WAITING_FOR_DEPOSIT',
  'Transaction.Paid': 'DONE',
  'Transaction.Failed': 'ABORTED',
  'Transaction.PartialCancelled': 'PARTIAL_CANCELED',
  'Transaction.Cancelled': 'CANCELED',
};

type Headers = Record<string, string | undefined>;

/**
 * Whether the request carries a valid signature by this secret (`whsec_…`), made within the last
 * five minutes. Never throws.
 */
export function verifyPortOneWebhook(secret: string, body: string, headers: Headers): boolean {
  const signed = {
    'webhook-id': headers['webhook-id'] ?? '',
    'webhook-timestamp': headers['webhook-timestamp'] ?? '',
    'webhook-signature': headers['webhook-signature'] ?? '',
  };
  try {
    new Webhook(secret).verify(body, signed);
    return true;
  } catch {
    return false;
  }
}

/** A verified webhook's event, or null for one that is not about a payment. */
export function portoneWebhookEvent({
  body,
  headers,
}: {
  body: string;
  headers: Headers;
}): ProviderWebhookEvent | null {
  let json: { type?: unknown; timestamp?: unknown; data?: { paymentId?: unknown } };
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const status = typeof json?.type === 'string' ? claims[json.type] : undefined;
  const paymentId = json?.data?.paymentId;
  if (!status || typeof paymentId !== 'string' || paymentId === '') return null;
  const createdAt = typeof json.timestamp === 'string' ? json.timestamp : '';
  return {
    // The same webhook-id on every retry of one event.
    id: headers['webhook-id'] || `${paymentId}:${json.type as string}:${createdAt}`,
    paymentKey: paymentId,
    orderId: paymentId,
    status,
    createdAt,
  };
}
