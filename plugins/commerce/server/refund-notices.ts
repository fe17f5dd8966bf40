// The learner hears that their refund was decided: a notification through the community plugin's
// published sender (`@seodang/plugin-community/notifications`, when it is installed) in each
// language, and the event `commerce.refund-decided` for any plugin that follows purchases. Run by
// the job `commerce.refund-decided` after the decision commits.
import type { StartContext } from '@seodang/sdk';
import { formatMessage, locales, type Locale } from '@seodang/sdk/common';
import { notificationSenderRef, type NotificationTexts } from '@seodang/plugin-community/notifications';
import { refundDecided } from '../common/refund-events.ts';
import { refundTexts } from '../common/refund-messages.ts';
import type { OrderRow } from './orders.ts';
import type { RefundRow } from './refunds.ts';

/** The learner's order page, where the notification leads. */
export const orderPagePath = (order: Pick<OrderRow, 'order_key'>) => `/learn/payments/${order.order_key}`;

function textsOf(refund: RefundRow, order: OrderRow): NotificationTexts {
  const kind = refund.status === 'REFUNDED' ? 'refunded' : 'rejected';
  const words = (l: Locale) => refundTexts[l] as Record<string, string>;
  return Object.fromEntries(
    locales.map((l) => [
      l,
      {
        title: words(l)[`commerce.notification.${kind}.title`],
        message: formatMessage(words(l)[`commerce.notification.${kind}.message`], {
          orderName: order.order_name,
          amount: new Intl.NumberFormat(l).format(refund.amount ?? 0),
          reason: refund.reject_reason ?? '',
        }),
      },
    ]),
  ) as NotificationTexts;
}

/**
 * Tells the buyer a refund was decided (REFUNDED or REJECTED) and emits `commerce.refund-decided`.
 * Returns what it did; a refund not decided for good is left alone.
 */
export async function announceRefundDecision(
  ctx: Pick<StartContext, 'db' | 'optionalService' | 'emit'>,
  refundId: number,
): Promise<'sent' | 'no-sender' | 'undecided' | 'missing'> {
  const refund: RefundRow | undefined = await ctx.db('commerce_refunds').where({ id: refundId }).first();
  if (!refund) return 'missing';
  if (refund.status !== 'REFUNDED' && refund.status !== 'REJECTED') return 'undecided';
  const order = (await ctx.db('commerce_orders').where({ id: refund.order_id }).first()) as OrderRow;
  await ctx.emit(refundDecided, {
    refundIndex: refund.id,
    orderId: order.order_key,
    userId: refund.user_id,
    channelId: refund.channel_id,
    status: refund.status,
    amount: refund.status === 'REFUNDED' ? (refund.amount ?? 0) : 0,
  });
  const sender = ctx.optionalService(notificationSenderRef);
  if (!sender) return 'no-sender';
  await sender.send({
    channelId: refund.channel_id,
    userIds: [refund.user_id],
    texts: textsOf(refund, order),
    link: orderPagePath(order),
  });
  return 'sent';
}
