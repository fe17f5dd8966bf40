// The buyer hears about their payments (spec §8 "Notifications: payment denied; payment method
// change"): a payment the provider declined (its reason, and where to try again), and an order
// paid another way right after a declined attempt of the same items. Each is queued as a job once
// the change has committed, and the job sends it through the community plugin's published sender
// (`@seodang/plugin-community/notifications`, when installed) in each language and emits the event.
import type { JobAccess, Knex, StartContext } from '@seodang/sdk';
import { formatMessage, locales, type Locale } from '@seodang/sdk/common';
import { notificationSenderRef, type NotificationTexts } from '@seodang/plugin-community/notifications';
import { commerceMessages } from '../common/messages.ts';
import { paymentDenied, paymentMethodChanged } from '../common/payment-events.ts';
import {
  declineCodesWithMessages,
  declineMessageKey,
  orderFailureCodes,
} from '../common/payment-messages.ts';
import { paymentNoticeTexts } from '../common/payment-notice-messages.ts';
import { paymentDeniedJob, paymentMethodChangedJob } from './job-defs.ts';
import { orderItems, type OrderRow } from './orders.ts';

type Queue = { enqueue: JobAccess['enqueue']; log: Pick<StartContext['log'], 'warn'> };
type Notify = Pick<StartContext, 'db' | 'optionalService' | 'emit'>;

/** Failures that are not the provider declining the payment: ours, or the buyer leaving the window. */
const notDenials = new Set<string>([
  ...orderFailureCodes,
  'NOT_FOUND_PAYMENT_SESSION',
  'PAY_PROCESS_CANCELED',
]);

/** Whether an order failed because the provider declined its payment. */
export const isDenial = (order: Pick<OrderRow, 'status' | 'failure_code'>) =>
  order.status === 'FAILED' && !!order.failure_code && !notDenials.has(order.failure_code);

/** Where the buyer tries again: the failure screen, which offers the same checkout or another method. */
export const retryPath = (order: Pick<OrderRow, 'order_key' | 'failure_code'>) =>
  `/checkout/fail?${new URLSearchParams({ code: order.failure_code ?? '', orderId: order.order_key })}`;

async function queue(deps: Queue, job: typeof paymentDeniedJob, orderId: number, jobId: string) {
  await deps
    .enqueue(job, { orderId }, { jobId })
    .catch((error: unknown) => deps.log.warn({ err: error, orderId }, 'commerce: payment notice not queued'));
}

/** After the order's failure committed: tells the buyer, when the provider declined it. */
export async function queuePaymentDenied(deps: Queue, failed: OrderRow): Promise<void> {
  if (isDenial(failed)) await queue(deps, paymentDeniedJob, failed.id, `payment-denied-${failed.id}`);
}

const topLevelRefs = async (db: Knex, orderId: number) =>
  (await orderItems(db, [orderId]))
    .filter((i) => i.parent_item_id === null)
    .map((i) => `${i.item_type}:${i.ref}`)
    .sort()
    .join(',');

/**
 * The buyer's declined order this paid one retried another way: their latest order in the
 * channel before it, when the provider declined that one, it was for other method and the same
 * items. Undefined otherwise.
 */
export async function declinedAttemptBefore(db: Knex, paid: OrderRow): Promise<OrderRow | undefined> {
  if (!paid.method) return undefined;
  const before: OrderRow | undefined = await db('commerce_orders')
    .where({ user_id: paid.user_id })
    .whereRaw('coalesce(channel_id, 0) = ?', [paid.channel_id ?? 0])
    .where('id', '<', paid.id)
    .orderBy('id', 'desc')
    .first();
  if (!before || !isDenial(before) || !before.method || before.method === paid.method) return undefined;
  return (await topLevelRefs(db, before.id)) === (await topLevelRefs(db, paid.id)) ? before : undefined;
}

/** After the order's payment committed: tells the buyer, when it retried a declined payment another way. */
export async function queueMethodChange(deps: Queue & { db: Knex }, paid: OrderRow): Promise<void> {
  if (await declinedAttemptBefore(deps.db, paid))
    await queue(deps, paymentMethodChangedJob, paid.id, `payment-method-changed-${paid.id}`);
}

const words = (l: Locale) => ({ ...commerceMessages[l], ...paymentNoticeTexts[l] }) as Record<string, string>;
const won = (l: Locale, amount: number) => new Intl.NumberFormat(l).format(amount);

/** The decline's reason in the reader's language; a code without a message of its own adds the provider's words. */
function reasonOf(l: Locale, order: OrderRow): string {
  const general = words(l)[declineMessageKey(order.failure_code)];
  const known = (declineCodesWithMessages as readonly string[]).includes(order.failure_code ?? '');
  return known || !order.failure_message ? general : `${general} (${order.failure_message})`;
}

function textsFor(
  kind: 'paymentDenied' | 'paymentMethodChanged',
  params: (l: Locale) => Record<string, string>,
) {
  return Object.fromEntries(
    locales.map((l) => [
      l,
      {
        title: words(l)[`commerce.notification.${kind}.title`],
        message: formatMessage(words(l)[`commerce.notification.${kind}.message`], params(l)),
      },
    ]),
  ) as NotificationTexts;
}

async function send(ctx: Notify, order: OrderRow, texts: NotificationTexts, link: string) {
  const sender = ctx.optionalService(notificationSenderRef);
  if (!sender) return 'no-sender' as const;
  await sender.send({ channelId: order.channel_id, userIds: [order.user_id], texts, link });
  return 'sent' as const;
}

/** The job `commerce.payment-denied`: the event, and the buyer told why, with a link to try again. */
export async function announcePaymentDenied(ctx: Notify, orderId: number) {
  const order: OrderRow | undefined = await ctx.db('commerce_orders').where({ id: orderId }).first();
  if (!order) return 'missing';
  if (!isDenial(order)) return 'not-denied';
  await ctx.emit(paymentDenied, {
    orderId: order.order_key,
    userId: order.user_id,
    channelId: order.channel_id,
    method: order.method,
    providerCode: order.failure_code!,
    amount: order.amount,
  });
  const texts = textsFor('paymentDenied', (l) => ({
    orderName: order.order_name,
    amount: won(l, order.amount),
    reason: reasonOf(l, order),
  }));
  return send(ctx, order, texts, retryPath(order));
}

/** The job `commerce.payment-method-changed`: the event, and the buyer told which method paid instead. */
export async function announcePaymentMethodChange(ctx: Notify, orderId: number) {
  const order: OrderRow | undefined = await ctx.db('commerce_orders').where({ id: orderId }).first();
  if (!order) return 'missing';
  const failed = await declinedAttemptBefore(ctx.db, order);
  if (!failed || !failed.method || !order.method) return 'unchanged';
  const [from, to] = [failed.method, order.method];
  await ctx.emit(paymentMethodChanged, {
    orderId: order.order_key,
    failedOrderId: failed.order_key,
    userId: order.user_id,
    channelId: order.channel_id,
    from,
    to,
    amount: order.amount,
  });
  const texts = textsFor('paymentMethodChanged', (l) => ({
    orderName: order.order_name,
    amount: won(l, order.amount),
    from: words(l)[`commerce.notification.method.${from}`],
    to: words(l)[`commerce.notification.method.${to}`],
  }));
  return send(ctx, order, texts, `/learn/payments/${order.order_key}`);
}
