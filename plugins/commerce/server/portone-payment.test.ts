/**
 * Paying an order through PortOne V2 (its fake standing in): checkout pre-registers the amount
 * and gives the browser only the store id and channel key, confirm reads the paid payment, an
 * amount around the pre-registration fails the order, a decline, a timeout and the reconciler,
 * and the signed webhook route (a good, a forged and a duplicate delivery). Serial: the fake's
 * faults and webhook switch are global.
 */
import test from 'ava';
import {
  checkoutBody,
  eventually,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../testing/checkout-fixture.ts';
import { startPortOneFake, type PortOneFake } from '../testing/portone-fake/index.ts';
import { reconcileJob } from './job-defs.ts';

const apiSecret = 'portone_secret_checkout_suite';
const storeId = 'store-checkout-suite';
const webhookSecret = `whsec_${Buffer.from('portone checkout suite secret').toString('base64')}`;
let fx: CheckoutFixture;
let fake: PortOneFake;
let webhookUrl: string;

test.before(async () => {
  fake = await startPortOneFake({ apiSecret, storeId, webhookSecret, hangMs: 2_500 });
  fx = await startCheckoutFixture({
    learners: ['minsu', 'jiwoo', 'hana', 'sora', 'dami', 'yuna', 'bora'],
    members: { boss: 'admin' },
    providerTimeoutMs: 1_000,
    commerce: {
      provider: 'portone',
      portoneApiSecret: apiSecret,
      portoneStoreId: storeId,
      portoneCardChannelKey: 'channel-key-card',
      portonePhoneChannelKey: 'channel-key-phone',
      portoneWebhookSecret: webhookSecret,
      portoneApiUrl: fake.url,
    },
  });
  webhookUrl = `${fx.app.url}/api/commerce/webhook/portone`;
  fake.setWebhookUrl(webhookUrl);
});
test.after.always(async () => {
  await fx?.stop();
  await fake?.stop();
});

const db = () => fx.app.core.db;
const orderRow = (orderId: string) => db()('commerce_orders').where({ order_key: orderId }).first();
const inbox = (paymentKey: string) =>
  db()('commerce_webhook_inbox').where({ provider: 'portone', payment_key: paymentKey });

/** Checks out one new lecture at `price` as `login`; returns the order and the payment window. */
async function checkoutOne(login: string, price: number, method: 'card' | 'phone' = 'card') {
  const lecture = await fx.lecture({ price });
  const buyer = await fx.shop.login(login);
  const res = await buyer.post('/api/checkout', checkoutBody([lecture], price, {}, method));
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  const { order, payment } = res.body.data;
  return { buyer, lecture, order: order as { orderId: string; paymentAmount: number }, payment };
}

/** What the success screen confirms with after PortOne's redirect (paymentId is our order id). */
const redirectOf = (order: { orderId: string; paymentAmount: number }) => ({
  paymentKey: order.orderId,
  orderId: order.orderId,
  amount: order.paymentAmount,
});

test.serial(
  'pay: pre-registered at checkout, the browser gets no secret, confirm makes it PAID',
  async (t) => {
    fake.setWebhookUrl(null);
    try {
      const { buyer, lecture, order, payment } = await checkoutOne('minsu', 45_000);
      t.is(fake.preRegistered(order.orderId), 45_000);
      t.like(payment, {
        provider: 'portone',
        orderId: order.orderId,
        amount: 45_000,
        storeId,
        channelKey: 'channel-key-card',
        clientKey: null,
        payUrl: null,
      });
      t.false(JSON.stringify(payment).includes(apiSecret));
      t.false(JSON.stringify(payment).includes(webhookSecret));
      await fake.pay(order.orderId);
      const res = await buyer.post('/api/checkout/confirm', redirectOf(order));
      t.is(res.status, 200, JSON.stringify(res.body));
      t.is(res.body.data.status, 'PAID');
      t.like(await orderRow(order.orderId), {
        status: 'PAID',
        provider: 'portone',
        payment_key: order.orderId,
      });
      t.is(
        (await db()('lecture_purchase_grants').where({ lecture_id: lecture, user_id: fx.shop.ids.minsu }))
          .length,
        1,
      );
      // A phone order gets the phone channel.
      const phone = await checkoutOne('jiwoo', 12_000, 'phone');
      t.is(phone.payment.channelKey, 'channel-key-phone');
    } finally {
      fake.setWebhookUrl(webhookUrl);
    }
  },
);

test.serial(
  'amount mismatch: a payment around the pre-registration fails the order, never PAID',
  async (t) => {
    fake.setWebhookUrl(null);
    try {
      const { buyer, lecture, order } = await checkoutOne('hana', 50_000);
      await fake.pay(order.orderId, { amount: 100, skipPreRegistrationCheck: true });
      const res = await buyer.post('/api/checkout/confirm', redirectOf(order));
      t.is(res.status, 400, JSON.stringify(res.body));
      t.is(res.body.err.code, 'amount_mismatch');
      t.like(await orderRow(order.orderId), { status: 'FAILED', failure_code: 'amount_mismatch' });
      t.is(
        (await db()('lecture_purchase_grants').where({ lecture_id: lecture, user_id: fx.shop.ids.hana }))
          .length,
        0,
      );
    } finally {
      fake.setWebhookUrl(webhookUrl);
    }
  },
);

test.serial('decline: the card company refuses, the order fails with the buyer told', async (t) => {
  fake.setWebhookUrl(null);
  try {
    const { buyer, order } = await checkoutOne('sora', 30_000);
    await fake.pay(order.orderId, { decline: true });
    const res = await buyer.post('/api/checkout/confirm', redirectOf(order));
    t.is(res.status, 400, JSON.stringify(res.body));
    t.is(res.body.err.code, 'payment_declined');
    t.is(res.body.err.providerCode, 'REJECT_CARD_PAYMENT');
    t.like(await orderRow(order.orderId), {
      status: 'FAILED',
      failure_code: 'REJECT_CARD_PAYMENT',
      failure_message: '잔액이 부족합니다.',
    });
  } finally {
    fake.setWebhookUrl(webhookUrl);
  }
});

test.serial('a window closed unpaid: the redirect back confirms nothing and the order fails', async (t) => {
  fake.setWebhookUrl(null);
  try {
    // Never attempted: PortOne has no payment of that id.
    const closed = await checkoutOne('sora', 31_000);
    const none = await closed.buyer.post('/api/checkout/confirm', redirectOf(closed.order));
    t.is(none.status, 400, JSON.stringify(none.body));
    t.is(none.body.err.code, 'payment_declined');
    t.like(await orderRow(closed.order.orderId), { status: 'FAILED', failure_code: 'payment_not_found' });
    // Opened and left: the payment is still READY.
    const left = await checkoutOne('sora', 32_000);
    await fake.pay(left.order.orderId);
    (fake.payment(left.order.orderId) as { status: string }).status = 'READY';
    const ready = await left.buyer.post('/api/checkout/confirm', redirectOf(left.order));
    t.is(ready.status, 400, JSON.stringify(ready.body));
    t.like(await orderRow(left.order.orderId), { status: 'FAILED', failure_code: 'PAYMENT_NOT_PAID' });
  } finally {
    fake.setWebhookUrl(webhookUrl);
  }
});

test.serial(
  'timeout: confirm answers 202 CONFIRMING; the reconciler reads the payment and pays the order',
  async (t) => {
    fake.setWebhookUrl(null);
    try {
      const { buyer, order } = await checkoutOne('dami', 25_000);
      await fake.pay(order.orderId);
      fake.fault({ method: 'GET', path: new RegExp(order.orderId), kind: 'hang' });
      const res = await buyer.post('/api/checkout/confirm', redirectOf(order));
      t.is(res.status, 202, JSON.stringify(res.body));
      t.is(res.body.data.status, 'CONFIRMING');
      const paid = await eventually(
        () => orderRow(order.orderId),
        (o) => o.status === 'PAID',
      );
      t.is(paid.status, 'PAID');
      // The job's handler pays the order a moment before the queue records the job as completed.
      const status = await eventually(
        () => fx.app.core.jobs.jobStatus(reconcileJob, `reconcile-${paid.id}`),
        (s) => s?.state === 'completed',
      );
      t.like(status, { state: 'completed', result: 'PAID' });
    } finally {
      fake.setWebhookUrl(webhookUrl);
    }
  },
);

test.serial('a good webhook pays the order without the browser; a duplicate is recorded once', async (t) => {
  const { order } = await checkoutOne('yuna', 33_000);
  // Paying sends Transaction.Paid, signed; the buyer never comes back to confirm.
  await fake.pay(order.orderId);
  const sent = fake.webhooks.filter((w) => w.paymentId === order.orderId);
  t.deepEqual(
    sent.map((w) => [w.type, w.status]),
    [['Transaction.Paid', 200]],
  );
  const paid = await eventually(
    () => orderRow(order.orderId),
    (o) => o.status === 'PAID',
  );
  t.is(paid.status, 'PAID');
  // The same delivery again (same webhook-id): accepted, recorded once, nothing more happens.
  t.is(await fake.sendWebhook('Transaction.Paid', order.orderId, { webhookId: sent[0].id }), 200);
  const rows = await inbox(order.orderId);
  t.is(rows.length, 1);
  t.like(rows[0], { event_key: sent[0].id, claimed_status: 'DONE' });
  t.is((await db()('commerce_orders').where({ order_key: order.orderId })).length, 1);
});

test.serial('a forged or unsigned webhook answers 401 and records nothing', async (t) => {
  const { order } = await checkoutOne('minsu', 21_000);
  fake.setWebhookUrl(null);
  await fake.pay(order.orderId);
  fake.setWebhookUrl(webhookUrl);
  const forger = `whsec_${Buffer.from('not the shop secret').toString('base64')}`;
  t.is(await fake.sendWebhook('Transaction.Paid', order.orderId, { secret: forger }), 401);
  const unsigned = await fx.app.client().request('POST', '/api/commerce/webhook/portone', {
    type: 'Transaction.Paid',
    timestamp: new Date().toISOString(),
    data: { paymentId: order.orderId, storeId },
  });
  t.is(unsigned.status, 401);
  t.is((await unsigned.json()).err.code, 'invalid_signature');
  t.is((await inbox(order.orderId)).length, 0);
  t.is((await orderRow(order.orderId)).status, 'PENDING');
});

test.serial(
  'a refund made at PortOne reaches us as Transaction.Cancelled and is checked with PortOne',
  async (t) => {
    const { order } = await checkoutOne('jiwoo', 40_000);
    await fake.pay(order.orderId);
    await eventually(
      () => orderRow(order.orderId),
      (o) => o.status === 'PAID',
    );
    const provider = (await import('./providers/index.ts')).createPortOneProvider({
      apiSecret,
      storeId,
      apiUrl: fake.url,
    });
    const part = await provider.cancel({
      paymentKey: order.orderId,
      reason: '부분 환불',
      amount: 15_000,
      currentBalance: 40_000,
      idempotencyKey: 'x',
    });
    t.is(part.balanceAmount, 25_000);
    const event = await eventually(
      async () => (await inbox(order.orderId)).find((r) => r.claimed_status === 'PARTIAL_CANCELED'),
      (r) => r?.processed_at != null,
    );
    // Fetched from PortOne and handed to the same transition as Toss's: the paid order stays paid.
    t.is(event?.outcome, 'already-paid');
  },
);

test.serial(
  'a partial refund approved here is cancelled at PortOne against the current balance',
  async (t) => {
    fake.setWebhookUrl(null);
    try {
      const first = await fx.lecture({ price: 30_000 });
      const second = await fx.lecture({ price: 20_000 });
      const bora = await fx.shop.login('bora');
      const created = await bora.post('/api/checkout', checkoutBody([first, second], 50_000));
      t.is(created.status, 201, JSON.stringify(created.body));
      const order = created.body.data.order as { orderId: string; paymentAmount: number };
      await fake.pay(order.orderId);
      const paid = await bora.post('/api/checkout/confirm', redirectOf(order));
      t.is(paid.body.data.status, 'PAID');
      const item = (paid.body.data.items as { itemIndex: number; sequence: number }[]).find(
        (i) => i.sequence === second,
      )!;
      const asked = await bora.post(`/api/checkout/order/${order.orderId}/refund`, {
        itemIds: [item.itemIndex],
        reason: '',
      });
      t.is(asked.status, 201, JSON.stringify(asked.body));
      const boss = await fx.shop.login('boss');
      const approved = await boss.post(
        `/api/admin/refunds/${asked.body.data.refund.refundIndex}/approve`,
        {},
      );
      t.true([200, 202].includes(approved.status), JSON.stringify(approved.body));
      const refunded = await eventually(
        () => orderRow(order.orderId),
        (o) => o.status === 'PARTIAL_CANCELED',
      );
      t.like(refunded, { status: 'PARTIAL_CANCELED', refunded_amount: 20_000 });
      const cancel = fake.calls.find((c) => c.path === `/payments/${order.orderId}/cancel`);
      t.like(cancel, { status: 200, body: { amount: 20_000, currentCancellableAmount: 50_000, storeId } });
      t.like(fake.payment(order.orderId), { status: 'PARTIAL_CANCELLED', amount: { cancelled: 20_000 } });
    } finally {
      fake.setWebhookUrl(webhookUrl);
    }
  },
);
