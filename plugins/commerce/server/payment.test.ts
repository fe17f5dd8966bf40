/**
 * Paying an order with the in-process test provider: confirm (grants, ledger, coupons, cart in one
 * transaction), racing confirms and webhooks with one winner, a tampered amount, a decline and a
 * new order, a provider that times out and the reconciler, a webhook before its order commits,
 * expiry giving coupons back, and the webhook route itself. Serial: the provider's faults and
 * webhook switches are global.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { formatOrderId } from '../common/checkout.ts';
import {
  checkoutAndPay,
  checkoutBody,
  eventually,
  payInWindow,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../testing/checkout-fixture.ts';
import { expireOrderJob, reconcileJob, sweepJob } from './job-defs.ts';
import { commercePaymentsRef } from './payments-service.ts';

let fx: CheckoutFixture;

test.before(async () => {
  fx = await startCheckoutFixture({
    learners: ['minsu', 'jiwoo', 'hana', 'sora', 'dami', 'yuna', 'bora'],
    providerTimeoutMs: 1_000,
    hangMs: 3_000,
  });
});
test.after.always(async () => {
  await fx?.stop();
});

const db = () => fx.app.core.db;
const orderRow = (orderId: string) => db()('commerce_orders').where({ order_key: orderId }).first();
const confirms = async () =>
  (await fx.control.calls()).filter((c) => c.method === 'POST' && c.path === '/v1/payments/confirm');

test.serial(
  'confirm pays the order: PAID, the lecture granted, a sale line, the coupon redeemed, the cart emptied of it',
  async (t) => {
    const lecture = await fx.lecture({ subject: '알고리즘', price: 70_000 });
    await fx.coupon({ code: 'TENOFF', coupon_detail_type: 'percent', coupon_content: 10, usage_limit: 5 });
    const minsu = await fx.shop.login('minsu');
    await minsu.post('/api/cart', { itemType: 'lecture', sequence: lecture });
    await fx.control.clearCalls();
    const { order, redirect } = await checkoutAndPay(
      fx,
      minsu,
      checkoutBody([lecture], 63_000, { [lecture]: 'TENOFF' }),
    );
    const res = await minsu.post('/api/checkout/confirm', redirect);
    t.is(res.status, 200, JSON.stringify(res.body));
    t.like(res.body.data, {
      orderId: order.orderId,
      status: 'PAID',
      method: 'card',
      paymentAmount: 63_000,
      failure: null,
    });
    t.regex(res.body.data.receiptUrl, new RegExp(`^${fx.pg.url}/receipt/`));
    const [call] = await confirms();
    t.is(call.idempotencyKey, `confirm-${order.orderId}`);
    t.deepEqual(call.body, { paymentKey: redirect.paymentKey, orderId: order.orderId, amount: 63_000 });

    const row = await orderRow(order.orderId);
    t.like(row, { status: 'PAID', payment_key: redirect.paymentKey, provider: 'test' });
    t.like(
      await db()('lecture_enrolments').where({ lecture_id: lecture, user_id: fx.shop.ids.minsu }).first(),
      { state: 'joined' },
    );
    const ledger = await db()('commerce_ledger').where({ order_id: row.id });
    t.like(ledger, [
      {
        entry_type: 'sale',
        recipient_user_id: fx.shop.ids.teach,
        amount: 63_000,
        // the default card fee, 3.3 % rounded down; no commission
        fee: 2_079,
        commission: 0,
        net: 60_921,
        method: 'card',
      },
    ]);
    t.like(await db()('commerce_coupon_redemptions').where({ order_id: row.id }).first(), {
      status: 'redeemed',
    });
    t.like(await db()('commerce_coupons').where({ code: 'TENOFF' }).first(), { used: 1 });
    t.is((await minsu.get('/api/cart/list')).body.data.cartItemCount, 0);
    // The ledger is append-only.
    await t.throwsAsync(db()('commerce_ledger').where({ order_id: row.id }).update({ amount: 1 }), {
      message: /append-only/,
    });
    // Confirming again answers the paid order and asks the provider nothing.
    const again = await minsu.post('/api/checkout/confirm', redirect);
    t.is(again.status, 200);
    t.is(again.body.data.status, 'PAID');
    t.is((await confirms()).length, 1);
    const history = (await minsu.get('/api/checkout/history')).body.data.list;
    t.like(history[0], { orderId: order.orderId, status: 'PAID', receiptUrl: res.body.data.receiptUrl });
  },
);

test.serial('5 concurrent confirms and 3 webhook deliveries: one capture, one grant, one sale', async (t) => {
  const lecture = await fx.lecture({ subject: '자료구조', price: 40_000 });
  const jiwoo = await fx.shop.login('jiwoo');
  await fx.control.clearCalls();
  await fx.control.holdWebhooks();
  const { order, redirect } = await checkoutAndPay(fx, jiwoo, checkoutBody([lecture], 40_000));
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => jiwoo.post('/api/checkout/confirm', redirect)),
  );
  t.deepEqual(
    answers.map((a) => [a.status, a.body.data?.status]),
    Array.from({ length: 5 }, () => [200, 'PAID']),
  );
  await fx.control.releaseWebhooks();
  const [event] = await eventually(
    async () =>
      (await fx.control.webhooks()).filter((w) => w.orderId === order.orderId && w.state === 'delivered'),
    (list) => list.length === 1,
  );
  await fx.control.resendWebhook(event.transmissionId);
  await fx.control.resendWebhook(event.transmissionId);
  const inbox = await eventually(
    () => db()('commerce_webhook_inbox').where({ order_key: order.orderId }),
    (rows) => rows.length === 1 && rows[0].processed_at !== null,
  );
  await eventually(
    async () =>
      (await fx.control.webhooks()).find((w) => w.transmissionId === event.transmissionId)!.attempts,
    (attempts) => attempts.length === 3 && attempts.every((a) => a.responseStatus === 200),
  );
  t.is(inbox.length, 1, 'duplicates are one inbox row');
  t.is(inbox[0].outcome, 'already-paid');
  t.is((await confirms()).length, 1, 'one capture');
  const row = await orderRow(order.orderId);
  t.is(
    (await db()('lecture_purchase_grants').where({ user_id: fx.shop.ids.jiwoo, lecture_id: lecture })).length,
    1,
  );
  t.is((await db()('commerce_ledger').where({ order_id: row.id, entry_type: 'sale' })).length, 1);
});

test.serial(
  'a tampered amount fails the order (amount_mismatch) without asking the provider, and gives the coupon back',
  async (t) => {
    const lecture = await fx.lecture({ price: 30_000 });
    await fx.coupon({ code: 'TAMPER', usage_limit: 1 });
    const ko = await fx.shop.login('hana');
    const en = await fx.shop.login('hana', { locale: 'en' });
    await fx.control.clearCalls();
    const { order, redirect } = await checkoutAndPay(
      fx,
      ko,
      checkoutBody([lecture], 25_000, { [lecture]: 'TAMPER' }),
    );
    const res = await ko.post('/api/checkout/confirm', { ...redirect, amount: 100 });
    t.is(res.status, 400);
    t.deepEqual(res.body.err, {
      code: 'amount_mismatch',
      message: '결제 금액이 주문 금액과 다릅니다. 주문이 취소되었습니다.',
    });
    t.deepEqual(await confirms(), []);
    t.like(await orderRow(order.orderId), { status: 'FAILED', failure_code: 'amount_mismatch' });
    t.like(await db()('commerce_coupons').where({ code: 'TAMPER' }).first(), { used: 0 });
    // The right amount afterwards cannot revive it.
    const later = await en.post('/api/checkout/confirm', redirect);
    t.is(later.status, 400);
    t.deepEqual(later.body.err, {
      code: 'amount_mismatch',
      message: 'The amount paid differs from the order. The order was cancelled.',
    });
    t.deepEqual(await confirms(), []);
    t.is((await db()('lecture_purchase_grants').where({ lecture_id: lecture })).length, 0);
  },
);

test.serial(
  "a declined card fails the order with the reason in the buyer's language; the cart stays and a new order pays",
  async (t) => {
    const lecture = await fx.lecture({ price: 20_000 });
    await fx.coupon({ code: 'RETRY', usage_limit: 1 });
    const sora = await fx.shop.login('sora', { locale: 'en' });
    await sora.post('/api/cart', { itemType: 'lecture', sequence: lecture });
    const body = checkoutBody([lecture], 15_000, { [lecture]: 'RETRY' });
    const { order, redirect } = await checkoutAndPay(fx, sora, body, 'decline');
    const res = await sora.post('/api/checkout/confirm', redirect);
    t.is(res.status, 400);
    t.deepEqual(res.body.err, {
      code: 'payment_declined',
      message: 'The card company declined the payment. Try another card.',
      providerCode: 'REJECT_CARD_COMPANY',
    });
    const failed = (await sora.get(`/api/checkout/order/${order.orderId}`)).body.data;
    t.like(failed, {
      status: 'FAILED',
      failure: {
        code: 'REJECT_CARD_COMPANY',
        message: 'The card company declined the payment. Try another card.',
      },
    });
    const ko = await fx.shop.login('sora');
    t.is(
      (await ko.get(`/api/checkout/order/${order.orderId}`)).body.data.failure.message,
      '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.',
    );
    t.like(await db()('commerce_coupons').where({ code: 'RETRY' }).first(), { used: 0 });
    t.is((await sora.get('/api/cart/list')).body.data.cartItemCount, 1);
    // The failed order is final; the checkout it came from starts a new one.
    t.is((await sora.post('/api/checkout/confirm', redirect)).status, 400);
    const retry = await checkoutAndPay(fx, sora, {
      ...failed.checkout,
      method: 'card',
      expectedAmount: 15_000,
    });
    t.not(retry.order.orderId, order.orderId);
    const paid = await sora.post('/api/checkout/confirm', retry.redirect);
    t.is(paid.status, 200, JSON.stringify(paid.body));
    t.is(paid.body.data.status, 'PAID');
    t.like(await db()('commerce_coupons').where({ code: 'RETRY' }).first(), { used: 1 });
    t.is((await sora.get('/api/cart/list')).body.data.cartItemCount, 0);
  },
);

test.serial(
  'a provider that does not answer leaves the order CONFIRMING (202); the reconciler completes it',
  async (t) => {
    const lecture = await fx.lecture({ price: 25_000 });
    const dami = await fx.shop.login('dami');
    await fx.control.setWebhookUrl(null);
    try {
      const { order, redirect } = await checkoutAndPay(fx, dami, checkoutBody([lecture], 25_000), 'timeout');
      const res = await dami.post('/api/checkout/confirm', redirect);
      t.is(res.status, 202, JSON.stringify(res.body));
      t.is(res.body.data.status, 'CONFIRMING');
      const row = await orderRow(order.orderId);
      // Another checkout of the same lecture waits for this one.
      const meanwhile = await dami.post('/api/checkout', checkoutBody([lecture], 25_000));
      t.is(meanwhile.status, 409);
      t.is(meanwhile.body.err.code, 'order_in_progress');
      const paid = await eventually(
        () => orderRow(order.orderId),
        (o) => o.status === 'PAID',
      );
      t.is(paid.status, 'PAID');
      // The job's handler pays the order a moment before the queue records the job as completed.
      const status = await eventually(
        () => fx.app.core.jobs.jobStatus(reconcileJob, `reconcile-${row.id}`),
        (s) => s?.state === 'completed',
      );
      t.like(status, { state: 'completed', result: 'PAID' });
      t.is(
        (await db()('lecture_purchase_grants').where({ lecture_id: lecture, user_id: fx.shop.ids.dami }))
          .length,
        1,
      );
      t.is((await dami.get(`/api/checkout/order/${order.orderId}`)).body.data.status, 'PAID');
    } finally {
      await fx.control.setWebhookUrl(fx.webhookUrl);
    }
  },
);

test.serial(
  'the reconciler confirms again under the same key when the provider failed before approving',
  async (t) => {
    const lecture = await fx.lecture({ price: 26_000 });
    const yuna = await fx.shop.login('yuna');
    await fx.control.clearCalls();
    await fx.control.addFault({ on: 'confirm', status: 503 });
    const { order, redirect } = await checkoutAndPay(fx, yuna, checkoutBody([lecture], 26_000));
    const res = await yuna.post('/api/checkout/confirm', redirect);
    t.is(res.status, 202);
    await eventually(
      () => orderRow(order.orderId),
      (o) => o.status === 'PAID',
    );
    const calls = await confirms();
    t.is(calls.length, 2);
    t.deepEqual(
      calls.map((c) => [c.idempotencyKey, c.status]),
      [
        [`confirm-${order.orderId}`, 503],
        [`confirm-${order.orderId}`, 200],
      ],
    );
  },
);

test.serial(
  'a webhook that comes before its order is committed is replayed until the order is there',
  async (t) => {
    const lecture = await fx.lecture({ price: 33_000 });
    // The order's id is taken, its payment approved at the provider, and only then is the order written.
    const { rows } = await db().raw("SELECT nextval('commerce_orders_id_seq') AS id");
    const id = Number(rows[0].id);
    const orderId = formatOrderId(id, randomBytes(6).toString('hex'));
    const { paymentKey } = await payInWindow(fx.control, { orderId, paymentAmount: 33_000 });
    const provider = fx.app.core.service(commercePaymentsRef).setup!.provider;
    await provider.confirm({ paymentKey, orderId, amount: 33_000, idempotencyKey: `confirm-${orderId}` });
    const waiting = await eventually(
      () => db()('commerce_webhook_inbox').where({ payment_key: paymentKey }).first(),
      (row) => !!row && row.attempts >= 1,
    );
    t.is(waiting.processed_at, null);
    t.regex(waiting.last_error, /no order/);
    await db().transaction(async (trx) => {
      await trx('commerce_orders').insert({
        id,
        order_key: orderId,
        channel_id: fx.shop.id,
        user_id: fx.shop.ids.bora,
        status: 'CONFIRMING',
        method: 'card',
        order_name: '늦은 주문',
        price: 33_000,
        discount: 0,
        coupon_discount: 0,
        amount: 33_000,
        provider: 'test',
        payment_key: paymentKey,
        checkout: '{}',
        locale: 'ko',
        expires_at: new Date(Date.now() + 60_000),
        confirming_at: new Date(),
      });
      await trx('commerce_order_items').insert({
        order_id: id,
        item_type: 'lecture',
        ref: lecture,
        title: '늦은 강의',
        link: `/lecture/${lecture}/x`,
        price: 33_000,
        discount: 0,
        coupon_discount: 0,
        amount: 33_000,
        recipients: JSON.stringify([{ userId: fx.shop.ids.teach, share: 1 }]),
      });
    });
    const processed = await eventually(
      () => db()('commerce_webhook_inbox').where({ id: waiting.id }).first(),
      (row) => row.processed_at !== null,
    );
    t.is(processed.outcome, 'paid');
    t.like(await orderRow(orderId), { status: 'PAID' });
    t.is(
      (await db()('lecture_purchase_grants').where({ lecture_id: lecture, user_id: fx.shop.ids.bora }))
        .length,
      1,
    );
  },
);

test.serial(
  'an unpaid order expires after its time and gives its coupon back; paying it then is refused',
  async (t) => {
    const lecture = await fx.lecture({ price: 12_000 });
    await fx.coupon({ code: 'LATE', usage_limit: 1 });
    const ko = await fx.shop.login('yuna');
    const { order, redirect } = await checkoutAndPay(
      fx,
      ko,
      checkoutBody([lecture], 7_000, { [lecture]: 'LATE' }),
    );
    const row = await orderRow(order.orderId);
    t.like(await db()('commerce_coupons').where({ code: 'LATE' }).first(), { used: 1 });
    t.is((await fx.app.core.jobs.jobStatus(expireOrderJob, `expire-${row.id}`))?.state, 'delayed');
    await db()('commerce_orders')
      .where({ id: row.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await fx.app.core.jobs.enqueue(expireOrderJob, { orderId: row.id }, { jobId: `expire-now-${row.id}` });
    await eventually(
      () => orderRow(order.orderId),
      (o) => o.status === 'EXPIRED',
    );
    t.like(await orderRow(order.orderId), { status: 'EXPIRED', failure_code: 'expired' });
    t.like(await db()('commerce_coupons').where({ code: 'LATE' }).first(), { used: 0 });
    t.like(await db()('commerce_coupon_redemptions').where({ order_id: row.id }).first(), {
      status: 'released',
    });
    const late = await ko.post('/api/checkout/confirm', redirect);
    t.is(late.status, 409);
    t.deepEqual(late.body.err, {
      code: 'order_expired',
      message: '결제 시간이 지나 주문이 만료되었습니다. 다시 주문해 주세요.',
    });
    const en = await fx.shop.login('yuna', { locale: 'en' });
    t.deepEqual((await en.post('/api/checkout/confirm', redirect)).body.err, {
      code: 'order_expired',
      message: 'The time to pay has passed and the order expired. Order again.',
    });

    // The sweep expires what no timer did.
    const again = await checkoutAndPay(fx, ko, checkoutBody([lecture], 7_000, { [lecture]: 'LATE' }));
    await db()('commerce_orders')
      .where({ order_key: again.order.orderId })
      .update({ expires_at: new Date(Date.now() - 1000) });
    await fx.app.core.jobs.enqueue(sweepJob, {}, { jobId: `sweep-now-${row.id}` });
    const swept = await eventually(
      () => fx.app.core.jobs.jobStatus(sweepJob, `sweep-now-${row.id}`),
      (s) => s?.state === 'completed',
    );
    t.like(swept?.result, { expired: 1 });
    t.like(await orderRow(again.order.orderId), { status: 'EXPIRED' });
    t.like(await db()('commerce_coupons').where({ code: 'LATE' }).first(), { used: 0 });
  },
);

test.serial(
  'the webhook route: no CSRF token, any host, 200 at once; bodies that are not events change nothing',
  async (t) => {
    // A client with no cookies at all (no session, no CSRF token), on the base host or a channel's.
    const post = async (body: unknown, host?: string) => {
      const res = await fx.app
        .client(host ? { host } : {})
        .request('POST', '/api/commerce/webhook/toss', body);
      return { status: res.status, body: await res.json() };
    };
    const notAnEvent = await post({ hello: 'world' });
    t.is(notAnEvent.status, 200);
    t.deepEqual(notAnEvent.body, { data: { accepted: false } });
    const event = (paymentKey: string) => ({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: '2025-03-01T12:00:00.000000',
      data: { paymentKey, orderId: 'sd1-AAAAAAAAAAAA', status: 'DONE' },
    });
    const unknown = await post(event('tpg_unknown'));
    t.is(unknown.status, 200);
    t.deepEqual(unknown.body, { data: { accepted: true } });
    const inChannel = await post(event('tpg_unknown_in_channel'), fx.shop.host);
    t.is(inChannel.status, 200);
    t.deepEqual(inChannel.body, { data: { accepted: true } });
    t.is((await post(event('tpg_unknown'))).status, 200, 'a duplicate is accepted too');
    t.is((await db()('commerce_webhook_inbox').where({ payment_key: 'tpg_unknown' })).length, 1);
    const row = await eventually(
      () => db()('commerce_webhook_inbox').where({ payment_key: 'tpg_unknown' }).first(),
      (r) => r?.processed_at != null,
    );
    t.is(row.outcome, 'unknown_payment');
    t.is((await db()('commerce_orders').where({ order_key: 'sd1-AAAAAAAAAAAA' })).length, 0);
  },
);
