import { pushAnalyticsEvent } from '@seodang/sdk/web';
import { checkoutEvent, checkoutOptionEvent, checkoutSteps } from '../common/analytics.ts';
import type { CheckoutBody } from '../common/checkout.ts';
import type { PriceBreakdown } from '../common/pricing.ts';
import { changedPrice, checkoutApi, orderLectures, type Refusal } from './checkout-api.ts';
import { isWindowClosed, providerWebFor } from './provider-web.ts';

/** Where a checkout went: off to pay, paid at once (0 won), a new price to confirm, or refused. */
export type CheckoutOutcome =
  | { kind: 'leaving' }
  | { kind: 'paid'; orderId: string }
  | { kind: 'price_changed'; figures: PriceBreakdown }
  | { kind: 'no_provider' }
  /** The buyer closed the provider's window (its SDK said so): the order waits, unpaid, and expires. */
  | { kind: 'window_closed' }
  | { kind: 'refused'; refusal: Refusal };

/**
 * Places the order (`POST /api/checkout`) and sends the buyer to the provider's window; a 0-won
 * order is paid at once, without a provider. The checkout's analytics (spec §1: checkout and
 * checkout_option with the method) go out once the order exists.
 */
export async function startCheckout(body: CheckoutBody): Promise<CheckoutOutcome> {
  const answer = await checkoutApi.checkout(body);
  if (!answer.ok) {
    const figures = changedPrice(answer.refusal);
    return figures ? { kind: 'price_changed', figures } : { kind: 'refused', refusal: answer.refusal };
  }
  const { order, payment } = answer.data;
  pushAnalyticsEvent({ ...checkoutEvent(orderLectures(order), checkoutSteps.order) });
  pushAnalyticsEvent({ ...checkoutOptionEvent(checkoutSteps.order, body.method) });
  if (!payment) return { kind: 'paid', orderId: order.orderId };
  const adapter = providerWebFor(payment);
  if (!adapter) return { kind: 'no_provider' };
  try {
    await adapter.open(payment);
  } catch (error) {
    if (isWindowClosed(error)) return { kind: 'window_closed' };
    throw error;
  }
  return { kind: 'leaving' };
}
