// The PortOne V2 adapter against the PortOne fake, over real HTTP: pre-registration, paying,
// an amount around the pre-registration, a decline, errors, a timeout, partial and whole refunds
// (a retried refund is not made twice) and the webhook's signature. Serial: faults apply to the
// next matching call.
import test from 'ava';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { startPortOneFake, type PortOneFake } from '../../testing/portone-fake/index.ts';
import {
  PaymentAlreadyProcessedError,
  PaymentDeclinedError,
  PaymentNotFoundError,
  PaymentProviderConfigError,
  PaymentProviderUnavailableError,
  PaymentTimeoutError,
  createPortOneProvider,
  portoneWebhookEvent,
  verifyPortOneWebhook,
  type PaymentProvider,
} from './index.ts';

const apiSecret = 'portone_secret_adapter_suite';
const storeId = 'store-adapter-suite';
const webhookSecret = `whsec_${Buffer.from('portone adapter suite secret').toString('base64')}`;
let fake: PortOneFake;
let portone: PaymentProvider;

test.before(async () => {
  fake = await startPortOneFake({ apiSecret, storeId, webhookSecret, hangMs: 1_500 });
  portone = createPortOneProvider({ apiSecret, storeId, apiUrl: fake.url, timeoutMs: 400 });
});
test.after.always(async () => {
  await fake?.stop();
});

const confirm = (orderId: string, amount: number) =>
  portone.confirm({ paymentKey: orderId, orderId, amount, idempotencyKey: `confirm-${orderId}` });

/** An order pre-registered at checkout and paid in the window. */
async function paid(amount = 30_000, method: 'card' | 'phone' = 'card') {
  const orderId = `sd1-${randomUUID()}`;
  await portone.prepare({ orderId, amount });
  await fake.pay(orderId, { method });
  return orderId;
}

test.serial(
  'pay: the amount is pre-registered under our order id; confirm reads the PAID payment',
  async (t) => {
    const orderId = `sd1-${randomUUID()}`;
    await portone.prepare({ orderId, amount: 45_000 });
    t.is(fake.preRegistered(orderId), 45_000);
    const register = fake.calls.find((c) => c.path === `/payments/${orderId}/pre-register`);
    t.like(register?.body, { storeId, totalAmount: 45_000, currency: 'KRW' });
    // Before the buyer pays there is nothing at PortOne: not found, never "paid".
    await t.throwsAsync(() => confirm(orderId, 45_000), { instanceOf: PaymentNotFoundError });
    await fake.pay(orderId, { orderName: '파이썬 기초' });
    const payment = await confirm(orderId, 45_000);
    t.like(payment, {
      paymentKey: orderId,
      orderId,
      orderName: '파이썬 기초',
      status: 'DONE',
      method: 'card',
      totalAmount: 45_000,
      approvedAmount: 45_000,
      balanceAmount: 45_000,
      partialCancelable: true,
      cancels: [],
    });
    t.truthy(payment.approvedAt);
    t.truthy(payment.receiptUrl);
    t.deepEqual(await portone.getPaymentByOrderId(orderId), payment);
    // Every call carries the secret and the store.
    t.true(fake.calls.filter((c) => c.method === 'GET').every((c) => c.status !== 401));
    // A paid id cannot be registered again.
    await t.throwsAsync(() => portone.prepare({ orderId, amount: 45_000 }), {
      instanceOf: PaymentAlreadyProcessedError,
    });
  },
);

test.serial('amount: a payment of another amount is refused by PortOne, or reported as it is', async (t) => {
  const refused = `sd1-${randomUUID()}`;
  await portone.prepare({ orderId: refused, amount: 45_000 });
  await fake.pay(refused, { amount: 1_000 });
  const mismatch = await t.throwsAsync(() => confirm(refused, 45_000), { instanceOf: PaymentDeclinedError });
  t.is(mismatch.providerCode, 'PRE_REGISTERED_MISMATCH');
  t.is((await portone.getPayment(refused)).status, 'ABORTED');
  // One made around the check comes back with its own total, for the caller to refuse.
  const around = `sd1-${randomUUID()}`;
  await portone.prepare({ orderId: around, amount: 45_000 });
  await fake.pay(around, { amount: 1_000, skipPreRegistrationCheck: true });
  t.like(await confirm(around, 45_000), { status: 'DONE', totalAmount: 1_000 });
});

test.serial(
  'decline: FAILED and a window left unpaid (READY) are declines; PAY_PENDING is "outcome unknown"',
  async (t) => {
    const declined = `sd1-${randomUUID()}`;
    await portone.prepare({ orderId: declined, amount: 20_000 });
    await fake.pay(declined, { decline: true });
    const error = await t.throwsAsync(() => confirm(declined, 20_000), { instanceOf: PaymentDeclinedError });
    t.like(error, {
      providerCode: 'REJECT_CARD_PAYMENT',
      message: '잔액이 부족합니다.',
      outcomeUnknown: false,
    });
    t.like(await portone.getPayment(declined), {
      status: 'ABORTED',
      approvedAt: null,
      failure: { code: 'REJECT_CARD_PAYMENT', message: '잔액이 부족합니다.' },
    });
    const ready = `sd1-${randomUUID()}`;
    await portone.prepare({ orderId: ready, amount: 20_000 });
    await fake.pay(ready);
    fake.payment(ready)!.status = 'READY' as const;
    const unpaid = await t.throwsAsync(() => confirm(ready, 20_000), { instanceOf: PaymentDeclinedError });
    t.is(unpaid.providerCode, 'PAYMENT_NOT_PAID');
    (fake.payment(ready) as { status: string }).status = 'PAY_PENDING';
    const pending = await t.throwsAsync(() => confirm(ready, 20_000), {
      instanceOf: PaymentProviderUnavailableError,
    });
    t.true(pending.outcomeUnknown);
    t.is(pending.providerCode, 'PAYMENT_PENDING');
  },
);

test.serial(
  'errors: a wrong secret is config, 5xx and PG_PROVIDER are unavailable, a hang times out',
  async (t) => {
    const orderId = await paid();
    const wrong = createPortOneProvider({ apiSecret: 'nope', storeId, apiUrl: fake.url });
    const auth = await t.throwsAsync(() => wrong.getPayment(orderId), {
      instanceOf: PaymentProviderConfigError,
    });
    t.is(auth.providerCode, 'UNAUTHORIZED');
    fake.fault({ method: 'GET', kind: 'error', status: 500, type: 'INTERNAL' });
    const down = await t.throwsAsync(() => portone.getPayment(orderId), {
      instanceOf: PaymentProviderUnavailableError,
    });
    t.true(down.retryable);
    fake.fault({ method: 'POST', kind: 'error', status: 502, type: 'PG_PROVIDER', message: 'PG사 오류' });
    await t.throwsAsync(() => portone.cancel({ paymentKey: orderId, reason: 'x', idempotencyKey: 'k' }), {
      instanceOf: PaymentProviderUnavailableError,
      message: 'PG사 오류',
    });
    fake.fault({ method: 'GET', kind: 'hang' });
    const slow = await t.throwsAsync(() => confirm(orderId, 30_000), { instanceOf: PaymentTimeoutError });
    t.true(slow.outcomeUnknown);
    // Asked again, the payment is there: the reconcile path.
    t.is((await portone.getPaymentByOrderId(orderId)).status, 'DONE');
  },
);

test.serial('refunds: partial with the current balance, a retry refused, then the rest', async (t) => {
  const orderId = await paid(30_000);
  const part = await portone.cancel({
    paymentKey: orderId,
    reason: '부분 환불',
    amount: 10_000,
    currentBalance: 30_000,
    idempotencyKey: 'refund-1',
  });
  t.like(part, { status: 'PARTIAL_CANCELED', balanceAmount: 20_000, approvedAmount: 30_000 });
  t.like(part.cancels[0], { amount: 10_000, reason: '부분 환불' });
  t.like(fake.calls.at(-2)?.body, { amount: 10_000, currentCancellableAmount: 30_000, reason: '부분 환불' });
  // The same refund sent again (its answer was lost) is not made twice.
  await t.throwsAsync(
    () =>
      portone.cancel({
        paymentKey: orderId,
        reason: '부분 환불',
        amount: 10_000,
        currentBalance: 30_000,
        idempotencyKey: 'refund-1',
      }),
    { instanceOf: PaymentAlreadyProcessedError },
  );
  t.is(fake.payment(orderId)!.amount.cancelled, 10_000);
  await t.throwsAsync(
    () => portone.cancel({ paymentKey: orderId, reason: 'x', amount: 50_000, idempotencyKey: 'refund-2' }),
    { instanceOf: PaymentDeclinedError },
  );
  const rest = await portone.cancel({ paymentKey: orderId, reason: '전액', idempotencyKey: 'refund-3' });
  t.like(rest, { status: 'CANCELED', balanceAmount: 0 });
  t.is(rest.cancels.length, 2);
  await t.throwsAsync(
    () => portone.cancel({ paymentKey: orderId, reason: 'x', idempotencyKey: 'refund-4' }),
    {
      instanceOf: PaymentAlreadyProcessedError,
    },
  );
  // Phone bills are refunded whole only.
  t.false((await portone.getPayment(await paid(10_000, 'phone'))).partialCancelable);
});

test('webhooks: a Standard Webhooks signature over the raw body is checked; the event names the payment', (t) => {
  const body = JSON.stringify({
    type: 'Transaction.Paid',
    timestamp: '2026-11-26T09:00:00.000Z',
    data: { paymentId: 'sd1-abc', storeId, transactionId: 'tx-1' },
  });
  const now = new Date();
  const headers = {
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(webhookSecret).sign('msg_1', now, body),
  };
  t.true(verifyPortOneWebhook(webhookSecret, body, headers));
  t.false(verifyPortOneWebhook(webhookSecret, body.replace('sd1-abc', 'sd1-xyz'), headers));
  t.false(verifyPortOneWebhook(webhookSecret, body, { ...headers, 'webhook-signature': undefined }));
  const other = `whsec_${Buffer.from('another secret').toString('base64')}`;
  t.false(verifyPortOneWebhook(other, body, headers));
  const old = new Date(now.getTime() - 3_600_000);
  t.false(
    verifyPortOneWebhook(webhookSecret, body, {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(old.getTime() / 1000)),
      'webhook-signature': new Webhook(webhookSecret).sign('msg_1', old, body),
    }),
  );
  t.deepEqual(portoneWebhookEvent({ body, headers }), {
    id: 'msg_1',
    paymentKey: 'sd1-abc',
    orderId: 'sd1-abc',
    status: 'DONE',
    createdAt: '2026-11-26T09:00:00.000Z',
  });
  const billing = JSON.stringify({ type: 'BillingKey.Issued', timestamp: 'x', data: { billingKey: 'b' } });
  t.is(portoneWebhookEvent({ body: billing, headers }), null);
});
