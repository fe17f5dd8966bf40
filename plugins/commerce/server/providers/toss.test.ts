// The Toss adapter against the local test provider, over real HTTP: approvals, declines,
// timeouts, provider errors, idempotent replays, refunds and auth. Serial: faults apply to the
// next matching call, whichever test makes it.
import test from 'ava';
import { randomUUID } from 'node:crypto';
import {
  startTestPg,
  testCardFor,
  testPgControl,
  type CardScenario,
  type TestPg,
} from '../../testing/test-pg/index.ts';
import {
  PaymentAlreadyProcessedError,
  PaymentDeclinedError,
  PaymentNotFoundError,
  PaymentProviderConfigError,
  PaymentProviderUnavailableError,
  PaymentTimeoutError,
  createPaymentProvider,
  createTossProvider,
  type PaymentProvider,
} from './index.ts';

const secretKey = 'test_sk_adapter_suite';
let pg: TestPg;
let toss: PaymentProvider;
let control: ReturnType<typeof testPgControl>;

test.before(async () => {
  pg = await startTestPg({ secretKey, control: true, hangMs: 3000 });
  toss = createTossProvider({ apiUrl: pg.url, secretKey, timeoutMs: 400 });
  control = testPgControl(pg.url);
});
test.after.always(async () => {
  await pg?.stop();
});
test.afterEach.always(async () => {
  await control.clearFaults();
});

/** A payment the buyer authenticated with the given test card (or phone). */
async function authenticated(scenario: CardScenario | 'phone', amount = 15_000) {
  const orderId = `order-${randomUUID()}`;
  const session = await control.createSession(
    scenario === 'phone'
      ? { orderId, amount, orderName: '파이썬 입문', method: 'phone', phone: '010-1234-5678' }
      : { orderId, amount, orderName: '파이썬 입문', cardNumber: testCardFor(scenario) },
  );
  return { orderId, amount, paymentKey: session.paymentKey };
}

const confirmOf = (
  p: { orderId: string; amount: number; paymentKey: string },
  idempotencyKey = randomUUID(),
) => toss.confirm({ ...p, idempotencyKey });

test.serial('approve: the confirmed payment is DONE and reads back by key and by order id', async (t) => {
  const p = await authenticated('approve');
  const before = await toss.getPayment(p.paymentKey);
  t.is(before.status, 'IN_PROGRESS');
  t.is(before.approvedAmount, 0);
  const done = await confirmOf(p);
  t.like(done, {
    paymentKey: p.paymentKey,
    orderId: p.orderId,
    orderName: '파이썬 입문',
    status: 'DONE',
    method: 'card',
    totalAmount: 15_000,
    approvedAmount: 15_000,
    balanceAmount: 15_000,
    partialCancelable: true,
    cancels: [],
  });
  t.truthy(done.approvedAt);
  t.true(done.receiptUrl?.startsWith(`${pg.url}/receipt/`));
  t.deepEqual(await toss.getPayment(p.paymentKey), done);
  t.deepEqual(await toss.getPaymentByOrderId(p.orderId), done);
  t.is(toss.id, 'toss');
});

test.serial(
  'decline: the card company refuses, nothing is approved and the payment is ABORTED',
  async (t) => {
    const p = await authenticated('decline');
    const error = await t.throwsAsync(confirmOf(p), { instanceOf: PaymentDeclinedError });
    t.like(error, { kind: 'declined', providerCode: 'REJECT_CARD_COMPANY', httpStatus: 403 });
    t.false(error.retryable);
    t.false(error.outcomeUnknown);
    t.is(error.message, '결제 승인이 거절되었습니다.');
    t.like(await toss.getPayment(p.paymentKey), {
      status: 'ABORTED',
      failure: { code: 'REJECT_CARD_COMPANY', message: '결제 승인이 거절되었습니다.' },
    });

    const limited = await authenticated('decline-limit');
    const limit = await t.throwsAsync(confirmOf(limited), { instanceOf: PaymentDeclinedError });
    t.is(limit.providerCode, 'REJECT_CARD_PAYMENT');
  },
);

test.serial('timeout: the adapter reports an unknown outcome; the order then reads DONE', async (t) => {
  const p = await authenticated('timeout');
  const idempotencyKey = randomUUID();
  const started = Date.now();
  const error = await t.throwsAsync(confirmOf(p, idempotencyKey), { instanceOf: PaymentTimeoutError });
  t.true(Date.now() - started < 2000, 'the client timeout, not the provider, ended the call');
  t.like(error, {
    kind: 'timeout',
    providerCode: 'TIMEOUT',
    httpStatus: null,
    outcomeUnknown: true,
    retryable: true,
  });
  const reconciled = await toss.getPaymentByOrderId(p.orderId);
  t.is(reconciled.status, 'DONE');
  t.is(reconciled.approvedAmount, p.amount);
  // A retry with the same key gets the first call's answer, not a second approval.
  t.deepEqual(await confirmOf(p, idempotencyKey), reconciled);
});

test.serial('5xx: a provider error is retryable; a retry with the same key succeeds', async (t) => {
  const broken = await authenticated('server-error');
  const error = await t.throwsAsync(confirmOf(broken), { instanceOf: PaymentProviderUnavailableError });
  t.like(error, { providerCode: 'FAILED_INTERNAL_SYSTEM_PROCESSING', httpStatus: 500, retryable: true });
  t.is((await toss.getPayment(broken.paymentKey)).status, 'IN_PROGRESS');

  const temporary = await authenticated('provider-error');
  const providerError = await t.throwsAsync(confirmOf(temporary), {
    instanceOf: PaymentProviderUnavailableError,
  });
  t.like(providerError, { providerCode: 'PROVIDER_ERROR', httpStatus: 400 });

  const p = await authenticated('approve');
  await control.addFault({ on: 'confirm', status: 503 });
  const key = randomUUID();
  const unavailable = await t.throwsAsync(confirmOf(p, key), { instanceOf: PaymentProviderUnavailableError });
  t.is(unavailable.httpStatus, 503);
  t.is((await confirmOf(p, key)).status, 'DONE');
});

test.serial('a lost answer: approved, the connection dropped, the same key replays DONE', async (t) => {
  const p = await authenticated('approve');
  await control.addFault({ on: 'confirm', when: 'after', drop: true });
  const key = randomUUID();
  const error = await t.throwsAsync(confirmOf(p, key), { instanceOf: PaymentProviderUnavailableError });
  t.like(error, { providerCode: 'NETWORK_ERROR', outcomeUnknown: true });
  t.is((await confirmOf(p, key)).status, 'DONE');
});

test.serial('a fault with a code answers that Toss error before anything is processed', async (t) => {
  const p = await authenticated('approve');
  await control.addFault({ on: 'confirm', code: 'EXCEED_MAX_DAILY_PAYMENT_COUNT' });
  const error = await t.throwsAsync(confirmOf(p), { instanceOf: PaymentDeclinedError });
  t.like(error, { providerCode: 'EXCEED_MAX_DAILY_PAYMENT_COUNT', httpStatus: 400 });
  t.is((await toss.getPayment(p.paymentKey)).status, 'IN_PROGRESS');
});

test.serial('idempotent confirm: the same key replays; a new key is ALREADY_PROCESSED_PAYMENT', async (t) => {
  const p = await authenticated('approve');
  const key = randomUUID();
  await control.clearCalls();
  const first = await confirmOf(p, key);
  const again = await confirmOf(p, key);
  t.deepEqual(again, first);
  const calls = await control.calls();
  t.deepEqual(
    calls.map((c) => [c.path, c.idempotencyKey, c.status, c.replayed]),
    [
      ['/v1/payments/confirm', key, 200, false],
      ['/v1/payments/confirm', key, 200, true],
    ],
  );
  const error = await t.throwsAsync(confirmOf(p), { instanceOf: PaymentAlreadyProcessedError });
  t.like(error, { kind: 'already-processed', providerCode: 'ALREADY_PROCESSED_PAYMENT', httpStatus: 400 });
});

test.serial('the same key while the first call still runs: 409, retryable', async (t) => {
  const slow = createTossProvider({ apiUrl: pg.url, secretKey, timeoutMs: 5000 });
  const p = await authenticated('approve');
  await control.addFault({ on: 'confirm', delayMs: 400 });
  const key = randomUUID();
  const first = slow.confirm({ ...p, idempotencyKey: key });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const second = await t.throwsAsync(slow.confirm({ ...p, idempotencyKey: key }), {
    instanceOf: PaymentProviderUnavailableError,
  });
  t.like(second, { providerCode: 'IDEMPOTENT_REQUEST_PROCESSING', httpStatus: 409, retryable: true });
  t.is((await first).status, 'DONE');
  t.is((await slow.confirm({ ...p, idempotencyKey: key })).status, 'DONE');
});

test.serial(
  'partial cancel, then full cancel: balanceAmount follows; a third is ALREADY_CANCELED',
  async (t) => {
    const p = await authenticated('approve', 20_000);
    await confirmOf(p);
    const partial = await toss.cancel({
      paymentKey: p.paymentKey,
      reason: '단순 변심',
      amount: 4000,
      idempotencyKey: randomUUID(),
    });
    t.like(partial, { status: 'PARTIAL_CANCELED', approvedAmount: 20_000, balanceAmount: 16_000 });
    t.like(partial.cancels, [{ amount: 4000, reason: '단순 변심' }]);

    const tooMuch = await t.throwsAsync(
      toss.cancel({ paymentKey: p.paymentKey, reason: 'x', amount: 16_001, idempotencyKey: randomUUID() }),
      { instanceOf: PaymentDeclinedError },
    );
    t.like(tooMuch, { providerCode: 'NOT_CANCELABLE_AMOUNT', httpStatus: 403 });

    const full = await toss.cancel({
      paymentKey: p.paymentKey,
      reason: '환불 요청',
      idempotencyKey: randomUUID(),
    });
    t.like(full, { status: 'CANCELED', balanceAmount: 0, approvedAmount: 20_000 });
    t.deepEqual(
      full.cancels.map((c) => c.amount),
      [4000, 16_000],
    );
    t.not(full.cancels[0].transactionKey, full.cancels[1].transactionKey);

    const again = await t.throwsAsync(
      toss.cancel({ paymentKey: p.paymentKey, reason: 'again', idempotencyKey: randomUUID() }),
      { instanceOf: PaymentAlreadyProcessedError },
    );
    t.is(again.providerCode, 'ALREADY_CANCELED_PAYMENT');
  },
);

test.serial('idempotent cancel: the same key refunds once and replays the answer', async (t) => {
  const p = await authenticated('approve', 10_000);
  await confirmOf(p);
  const key = randomUUID();
  const input = { paymentKey: p.paymentKey, reason: '부분 환불', amount: 3000, idempotencyKey: key };
  const first = await toss.cancel(input);
  const replay = await toss.cancel(input);
  t.deepEqual(replay, first);
  const now = await toss.getPayment(p.paymentKey);
  t.is(now.balanceAmount, 7000);
  t.is(now.cancels.length, 1);
});

test.serial('a phone payment refunds only whole', async (t) => {
  const p = await authenticated('phone', 5000);
  const done = await confirmOf(p);
  t.like(done, { method: 'phone', partialCancelable: false });
  const partial = await t.throwsAsync(
    toss.cancel({ paymentKey: p.paymentKey, reason: 'x', amount: 1000, idempotencyKey: randomUUID() }),
    { instanceOf: PaymentDeclinedError },
  );
  t.is(partial.providerCode, 'NOT_ALLOWED_PARTIAL_REFUND');
  const whole = await toss.cancel({ paymentKey: p.paymentKey, reason: 'x', idempotencyKey: randomUUID() });
  t.is(whole.status, 'CANCELED');
});

test.serial('a refund of a payment that is not approved is refused', async (t) => {
  const p = await authenticated('approve');
  const error = await t.throwsAsync(
    toss.cancel({ paymentKey: p.paymentKey, reason: 'x', idempotencyKey: randomUUID() }),
    { instanceOf: PaymentDeclinedError },
  );
  t.is(error.providerCode, 'NOT_CANCELABLE_PAYMENT');
});

test.serial('auth failure: a wrong secret key is a config error', async (t) => {
  const wrong = createTossProvider({ apiUrl: pg.url, secretKey: 'test_sk_wrong', timeoutMs: 2000 });
  const error = await t.throwsAsync(wrong.getPayment('anything'), { instanceOf: PaymentProviderConfigError });
  t.like(error, { kind: 'config', providerCode: 'UNAUTHORIZED_KEY', httpStatus: 401, retryable: false });
  const p = await authenticated('approve');
  await t.throwsAsync(wrong.confirm({ ...p, idempotencyKey: randomUUID() }), {
    instanceOf: PaymentProviderConfigError,
  });
  t.is((await toss.getPayment(p.paymentKey)).status, 'IN_PROGRESS');
});

test.serial('unknown payments and orders, mismatched amounts and expired sessions', async (t) => {
  await t.throwsAsync(toss.getPayment('tpg_missing'), { instanceOf: PaymentNotFoundError });
  const byOrder = await t.throwsAsync(toss.getPaymentByOrderId('order-missing'), {
    instanceOf: PaymentNotFoundError,
  });
  t.like(byOrder, { providerCode: 'NOT_FOUND_PAYMENT', httpStatus: 404 });
  const p = await authenticated('approve');
  const unknown = await t.throwsAsync(confirmOf({ ...p, paymentKey: 'tpg_missing' }), {
    instanceOf: PaymentDeclinedError,
  });
  t.is(unknown.providerCode, 'NOT_FOUND_PAYMENT_SESSION');
  const mismatch = await t.throwsAsync(confirmOf({ ...p, amount: p.amount - 1 }), {
    instanceOf: PaymentDeclinedError,
  });
  t.is(mismatch.providerCode, 'INVALID_REQUEST');
  await control.expire(p.paymentKey);
  const expired = await t.throwsAsync(confirmOf(p), { instanceOf: PaymentDeclinedError });
  t.is(expired.providerCode, 'NOT_FOUND_PAYMENT_SESSION');
  t.is((await toss.getPayment(p.paymentKey)).status, 'EXPIRED');
});

test.serial('an unreachable provider is unavailable, not declined', async (t) => {
  const gone = await startTestPg({ secretKey });
  await gone.stop();
  const unreachable = createTossProvider({ apiUrl: gone.url, secretKey, timeoutMs: 2000 });
  const error = await t.throwsAsync(unreachable.getPayment('x'), {
    instanceOf: PaymentProviderUnavailableError,
  });
  t.is(error.providerCode, 'NETWORK_ERROR');
});

test.serial(
  'COMMERCE_PROVIDER=test is the Toss adapter on the test provider; portone is its own adapter',
  async (t) => {
    const provider = createPaymentProvider({ provider: 'test', apiUrl: pg.url, secretKey });
    t.is(provider.id, 'test');
    const p = await authenticated('approve');
    t.is((await provider.confirm({ ...p, idempotencyKey: randomUUID() })).status, 'DONE');
    t.is(createPaymentProvider({ provider: 'portone', apiSecret: 'portone_secret' }).id, 'portone');
    // Toss has nothing to register before its window opens.
    await t.notThrowsAsync(() => provider.prepare({ orderId: p.orderId, amount: p.amount }));
  },
);
