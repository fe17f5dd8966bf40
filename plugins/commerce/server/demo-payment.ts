/**
 * Demo payments at the local test payment provider, for the demo seeds (`demo-revenue.ts`,
 * `demo-refunds.ts`): the buyer pays in the provider's window as a browser would (its approving
 * card, or any 010 number), and the payment is confirmed through the deployment's own provider
 * adapter, so each demo order has a real payment there that refunds like any other. Only the local
 * test provider (`COMMERCE_PROVIDER=test` with its URL): no demo payment is ever made elsewhere.
 */
import type { SeedContext } from '@seodang/sdk';
import { confirmIdempotencyKey } from './confirm.ts';
import type { ProviderPayment } from './providers/index.ts';
import { commerceSettingsOf, paymentSetupOf, type PaymentSetup } from './settings.ts';

/** The test provider's approving card and a phone number it approves. */
const demoCard = '4111111111111111';
const demoPhone = '01012345678';

const quiet = { warn: () => undefined };

/** The deployment's payment setup when it is the local test provider; null otherwise (nothing to seed with). */
export function demoPaymentSetup(config: SeedContext['config'] | undefined): PaymentSetup | null {
  if (!config) return null;
  const setup = paymentSetupOf(commerceSettingsOf(config), config.env, quiet);
  return setup?.id === 'test' && setup.testPgUrl ? setup : null;
}

/** What the payment window is given for an order. */
export interface DemoPaymentOrder {
  /** The order id the provider sees (`order_key`). */
  orderId: string;
  amount: number;
  orderName: string;
  method: 'card' | 'phone';
}

/** The buyer pays in the test provider's window: the paymentKey of its success redirect. */
async function payInTestWindow(testPgUrl: string, order: DemoPaymentOrder): Promise<string> {
  const form = new URLSearchParams({
    orderId: order.orderId,
    amount: String(order.amount),
    orderName: order.orderName,
    successUrl: 'http://localhost/checkout/success',
    failUrl: 'http://localhost/checkout/fail',
    method: order.method,
    ...(order.method === 'card' ? { cardNumber: demoCard } : { phoneNumber: demoPhone }),
  });
  const res = await fetch(new URL('/pay', testPgUrl), { method: 'POST', body: form, redirect: 'manual' });
  const paymentKey = new URL(res.headers.get('location') ?? '', 'http://localhost').searchParams.get(
    'paymentKey',
  );
  if (!paymentKey) throw new Error(`commerce demo: the test payment window answered ${res.status}`);
  return paymentKey;
}

/**
 * Pays the order at the test provider and confirms it through the provider adapter (with the
 * confirm's idempotency key, as checkout confirms); the approved payment.
 */
export async function payDemoOrder(setup: PaymentSetup, order: DemoPaymentOrder): Promise<ProviderPayment> {
  const paymentKey = await payInTestWindow(setup.testPgUrl!, order);
  return setup.provider.confirm({
    paymentKey,
    orderId: order.orderId,
    amount: order.amount,
    idempotencyKey: confirmIdempotencyKey({ order_key: order.orderId }),
  });
}
