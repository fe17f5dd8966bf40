/**
 * Refunds by the statutes through the API, paid and refunded at the in-process test provider:
 * within 7 days with nothing studied (all of it, the coupon given back), a recorded lecture partly
 * studied (paid − ⌊paid × studied / total⌋), a course with dates before it starts and a third in,
 * a partial refund and then the rest (PARTIAL_CANCELED, then CANCELED), the items suspended while
 * the request waits, a phone payment that refunds only in full, the learner's notification, and
 * the request's refusals in Korean and English. Serial: the provider's call log is global.
 */
import test from 'ava';
import type { TestClient } from '@seodang/sdk/testing';
import { explainRefund } from '../common/refund-explain.ts';
import {
  checkoutAndPay,
  checkoutBody,
  eventually,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../testing/checkout-fixture.ts';

let fx: CheckoutFixture;

test.before(async () => {
  fx = await startCheckoutFixture({
    learners: ['minsu', 'jiwoo', 'hana', 'sora', 'dami'],
    members: { boss: 'admin' },
    plugins: ['community', 'lectures', 'commerce'],
  });
});
test.after.always(async () => {
  await fx?.stop();
});

const db = () => fx.app.core.db;
const DAY = 86_400_000;

interface Order {
  orderId: string;
  paymentAmount: number;
  items: { itemIndex: number; sequence: number }[];
}

/** Checks out these lectures and pays by card; the PAID order. */
async function buy(
  buyer: TestClient,
  lectures: number[],
  amount: number,
  coupons: Record<number, string> = {},
) {
  const { redirect } = await checkoutAndPay(fx, buyer, checkoutBody(lectures, amount, coupons));
  const paid = await buyer.post('/api/checkout/confirm', redirect);
  if (paid.status !== 200) throw new Error(`confirm: ${paid.status} ${JSON.stringify(paid.body)}`);
  return paid.body.data as Order;
}

/** A lecture with `n` lessons; their ids. */
async function lessons(lectureId: number, n: number): Promise<number[]> {
  const rows = await db()('lecture_lessons')
    .insert(
      Array.from({ length: n }, (_, i) => ({
        lecture_id: lectureId,
        position: i + 1,
        title: `${i + 1}차시`,
      })),
    )
    .returning('id');
  return rows.map((r: { id: number }) => Number(r.id));
}

const cancels = async () =>
  (await fx.control.calls()).filter((c) => c.method === 'POST' && c.path.endsWith('/cancel'));

test.serial(
  'within 7 days, nothing studied: the whole payment back, the item suspended then revoked, the coupon given back, the ledger reversed, the learner told',
  async (t) => {
    const lecture = await fx.lecture({ subject: '파이썬 입문', price: 50_000 });
    const [lesson] = await lessons(lecture, 3);
    await fx.coupon({ code: 'BACK5', coupon_content: 5_000, usage_limit: 10 });
    const minsu = await fx.shop.login('minsu');
    const order = await buy(minsu, [lecture], 45_000, { [lecture]: 'BACK5' });
    const item = order.items[0].itemIndex;
    t.like(await db()('commerce_coupons').where({ code: 'BACK5' }).first(), { used: 1 });

    const quote = await minsu.get(`/api/checkout/order/${order.orderId}/refund-quote?itemIds=${item}`);
    t.is(quote.status, 200, JSON.stringify(quote.body));
    t.like(quote.body.data, { statutoryAmount: 45_000, amount: 45_000, balance: 45_000, fullOnly: false });
    t.like(quote.body.data.items[0], {
      itemIndex: item,
      paymentAmount: 45_000,
      refund: 45_000,
      calculation: { rule: 'withdrawal-7-days', daysSincePurchase: 0 },
    });
    t.regex(quote.body.data.dueDate, /^\d{4}-\d{2}-\d{2}$/);
    // The screen words it from the structured result.
    t.is(
      explainRefund(quote.body.data.items[0].calculation)[0].key,
      'commerce.refund.rule.withdrawal-7-days',
    );

    const asked = await minsu.post(`/api/checkout/order/${order.orderId}/refund`, {
      itemIds: [item],
      reason: '다른 강의를 듣기로 했어요',
    });
    t.is(asked.status, 201, JSON.stringify(asked.body));
    t.like(asked.body.data.refund, {
      status: 'REQUESTED',
      requestedAmount: 45_000,
      amount: null,
      origin: 'learner',
    });
    t.like(asked.body.data.order, { status: 'PAID', refundable: false });
    t.is(asked.body.data.order.items[0].refundState, 'pending');
    // Suspended: the lessons do not open while the request waits; asking again is refused.
    const blocked = await minsu.get(`/api/lecture/${lecture}/lessons/${lesson}`);
    t.is(blocked.status, 403);
    t.is(blocked.body.err.code, 'study_suspended');
    const again = await minsu.post(`/api/checkout/order/${order.orderId}/refund`, { itemIds: [item] });
    t.is(again.status, 409);
    t.is(again.body.err.code, 'refund_pending');
    t.is(again.body.err.message, '이미 환불을 요청한 상품입니다. 결정을 기다려 주세요.');

    await fx.control.clearCalls();
    const boss = await fx.shop.login('boss');
    const refundIndex = asked.body.data.refund.refundIndex;
    const approved = await boss.post(`/api/admin/refunds/${refundIndex}/approve`, {});
    t.is(approved.status, 200, JSON.stringify(approved.body));
    t.like(approved.body.data, { status: 'REFUNDED', amount: 45_000, decidedHow: 'admin', lastError: null });
    const [call] = await cancels();
    t.is(call.idempotencyKey, `refund-${refundIndex}`);
    t.like(call.body, { cancelAmount: 45_000 });

    const row = await db()('commerce_orders').where({ order_key: order.orderId }).first();
    t.like(row, { status: 'CANCELED', refunded_amount: 45_000 });
    t.truthy(row.closed_at);
    t.is(
      (await db()('lecture_enrolments').where({ lecture_id: lecture, user_id: fx.shop.ids.minsu })).length,
      0,
    );
    t.truthy((await db()('lecture_purchase_grants').where({ order_item_id: item }).first()).revoked_at);
    const ledger = await db()('commerce_ledger').where({ order_id: row.id }).orderBy('id');
    t.is(ledger.length, 2);
    t.like(ledger[1], {
      entry_type: 'refund',
      amount: -45_000,
      fee: 0 - ledger[0].fee,
      commission: 0 - ledger[0].commission,
      net: 0 - ledger[0].net,
      reverses_id: ledger[0].id,
      refund_id: refundIndex,
      recipient_user_id: fx.shop.ids.teach,
    });
    t.is(
      ledger.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0),
      0,
    );
    t.is(
      ledger.reduce((sum: number, l: { fee: number; commission: number }) => sum + l.fee + l.commission, 0),
      0,
    );
    // The whole payment came back: the coupon can be used again.
    t.like(await db()('commerce_coupons').where({ code: 'BACK5' }).first(), { used: 0 });
    t.like(await db()('commerce_coupon_redemptions').where({ order_id: row.id }).first(), {
      status: 'released',
    });
    const payment = (await fx.control.payments()).find((p) => p.orderId === order.orderId)!;
    t.like(payment, { status: 'CANCELED', balanceAmount: 0 });

    // The history says refunded; the learner is told in their notifications.
    const history = (await minsu.get('/api/checkout/history')).body.data.list;
    t.like(history[0], {
      orderId: order.orderId,
      status: 'CANCELED',
      refundedAmount: 45_000,
      refundable: false,
    });
    t.like(history[0].refunds[0], { status: 'REFUNDED', amount: 45_000 });
    t.is(history[0].items[0].refundState, 'refunded');
    const notes = await eventually(
      async () =>
        (await minsu.get('/api/notification?type=all')).body.data.list as { title: string; link: string }[],
      (list) => list.length > 0,
    );
    t.like(notes[0], { title: '환불이 완료되었습니다', link: `/learn/payments/${order.orderId}` });
  },
);

test.serial(
  'a recorded lecture partly studied, then the rest of the order: PARTIAL_CANCELED, then CANCELED, each refund its own figure',
  async (t) => {
    const studied = await fx.lecture({ subject: '자료구조', price: 40_000 });
    const fresh = await fx.lecture({ subject: '알고리즘', price: 30_000 });
    const ids = await lessons(studied, 4);
    const jiwoo = await fx.shop.login('jiwoo');
    const order = await buy(jiwoo, [studied, fresh], 70_000);
    await db()('lecture_lesson_progress').insert({
      lesson_id: ids[0],
      user_id: fx.shop.ids.jiwoo,
      lecture_id: studied,
      state: 1,
    });
    const first = order.items.find((i) => i.sequence === studied)!.itemIndex;
    const second = order.items.find((i) => i.sequence === fresh)!.itemIndex;

    const quote = (await jiwoo.get(`/api/checkout/order/${order.orderId}/refund-quote?itemIds=${first}`)).body
      .data;
    t.like(quote.items[0].calculation, {
      rule: 'recorded-pro-rata',
      paid: 40_000,
      studiedLessons: 1,
      totalLessons: 4,
      kept: 10_000,
      refund: 30_000,
    });
    const asked = await jiwoo.post(`/api/checkout/order/${order.orderId}/refund`, { itemIds: [first] });
    t.is(asked.status, 201);
    const boss = await fx.shop.login('boss');
    await fx.control.clearCalls();
    const done = await boss.post(`/api/admin/refunds/${asked.body.data.refund.refundIndex}/approve`, {});
    t.like(done.body.data, { status: 'REFUNDED', amount: 30_000 });
    t.like((await cancels())[0].body, { cancelAmount: 30_000 });
    let row = await db()('commerce_orders').where({ order_key: order.orderId }).first();
    t.like(row, { status: 'PARTIAL_CANCELED', refunded_amount: 30_000 });
    t.like(await db()('commerce_order_items').where({ id: first }).first(), { refunded_amount: 30_000 });
    // The other lecture is still theirs to study.
    t.is(
      (await db()('lecture_enrolments').where({ lecture_id: fresh, user_id: fx.shop.ids.jiwoo })).length,
      1,
    );
    t.is(
      (await db()('lecture_enrolments').where({ lecture_id: studied, user_id: fx.shop.ids.jiwoo })).length,
      0,
    );
    const again = await jiwoo.post(`/api/checkout/order/${order.orderId}/refund`, { itemIds: [first] });
    t.is(again.body.err.code, 'item_already_refunded');

    const rest = await jiwoo.post(`/api/checkout/order/${order.orderId}/refund`, { itemIds: [second] });
    t.like(rest.body.data.refund, { requestedAmount: 30_000 });
    t.like(rest.body.data.order, { balance: 40_000, refundedAmount: 30_000 });
    const last = await boss.post(`/api/admin/refunds/${rest.body.data.refund.refundIndex}/approve`, {});
    t.like(last.body.data, { status: 'REFUNDED', amount: 30_000 });
    row = await db()('commerce_orders').where({ order_key: order.orderId }).first();
    // Every item refunded: CANCELED, with the studied part kept.
    t.like(row, { status: 'CANCELED', refunded_amount: 60_000 });
    const payment = (await fx.control.payments()).find((p) => p.orderId === order.orderId)!;
    t.like(payment, { status: 'PARTIAL_CANCELED', balanceAmount: 10_000 });
    const ledger = await db()('commerce_ledger').where({ order_id: row.id });
    t.is(
      ledger.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0),
      10_000,
    );
    const admins = (await boss.get('/api/admin/refunds?status=decided')).body.data.list;
    t.true(admins.some((r: { refundIndex: number }) => r.refundIndex === rest.body.data.refund.refundIndex));
  },
);

test.serial('a course with dates: all of it before it starts, 2/3 in its first third', async (t) => {
  const hana = await fx.shop.login('hana');
  const now = Date.now();
  const later = await fx.lecture({
    subject: '여름 특강',
    price: 60_000,
    period_type: 'dates',
    open_date: new Date(now + 20 * DAY),
    close_date: new Date(now + 40 * DAY),
  });
  const running = await fx.lecture({
    subject: '봄 학기 코딩반',
    price: 60_000,
    period_type: 'dates',
    open_date: new Date(now - 2 * DAY),
    close_date: new Date(now + 27 * DAY),
  });
  const before = await buy(hana, [later], 60_000);
  // Bought 10 days ago: past the 7-day withdrawal, and the course has not started.
  await db()('commerce_orders')
    .where({ order_key: before.orderId })
    .update({ paid_at: new Date(now - 10 * DAY) });
  const q1 = (
    await hana.get(`/api/checkout/order/${before.orderId}/refund-quote?itemIds=${before.items[0].itemIndex}`)
  ).body.data;
  t.like(q1.items[0].calculation, {
    rule: 'scheduled-before-start',
    refund: 60_000,
    numerator: 1,
    denominator: 1,
  });

  const during = await buy(hana, [running], 60_000);
  const q2 = (
    await hana.get(`/api/checkout/order/${during.orderId}/refund-quote?itemIds=${during.items[0].itemIndex}`)
  ).body.data;
  t.like(q2.items[0].calculation, {
    rule: 'scheduled-before-third',
    periodDays: 30,
    numerator: 2,
    denominator: 3,
    refund: 40_000,
  });
  t.is(q2.amount, 40_000);
  const lines = explainRefund(q2.items[0].calculation);
  t.like(lines[0], {
    key: 'commerce.refund.rule.scheduled-before-third',
    params: { paid: 60_000, refund: 40_000 },
  });
});

test.serial(
  'a phone payment refunds only in full: the whole order, and an admin approves the whole balance',
  async (t) => {
    const a = await fx.lecture({ subject: '웹 기초', price: 20_000 });
    const b = await fx.lecture({ subject: '웹 심화', price: 30_000 });
    const [lesson] = await lessons(a, 2);
    const sora = await fx.shop.login('sora', { locale: 'en' });
    const created = await sora.post('/api/checkout', checkoutBody([a, b], 50_000, {}, 'phone'));
    const order = created.body.data.order as Order;
    const { paymentKey } = await fx.control.createSession({
      orderId: order.orderId,
      amount: 50_000,
      method: 'phone',
      phone: '01012345678',
    });
    const paid = await sora.post('/api/checkout/confirm', {
      paymentKey,
      orderId: order.orderId,
      amount: 50_000,
    });
    t.is(paid.body.data.method, 'phone');
    const [ia, ib] = paid.body.data.items.map((i: { itemIndex: number }) => i.itemIndex);
    const part = await sora.post(`/api/checkout/order/${order.orderId}/refund`, { itemIds: [ia] });
    t.is(part.status, 400);
    t.is(part.body.err.code, 'phone_refund_whole_order');
    t.regex(part.body.err.message, /phone payment cannot be refunded in part/);
    await db()('lecture_lesson_progress').insert({
      lesson_id: lesson,
      user_id: fx.shop.ids.sora,
      lecture_id: a,
      state: 1,
    });
    const asked = await sora.post(`/api/checkout/order/${order.orderId}/refund`, { itemIds: [ia, ib] });
    t.is(asked.status, 201);
    // 20,000 − ⌊20,000 × 1/2⌋ + 30,000 = 40,000, but only all 50,000 can go back.
    t.like(asked.body.data.refund, { requestedAmount: 40_000, fullOnly: true });
    const boss = await fx.shop.login('boss', { locale: 'en' });
    const id = asked.body.data.refund.refundIndex;
    const refused = await boss.post(`/api/admin/refunds/${id}/approve`, {});
    t.is(refused.status, 409);
    t.is(refused.body.err.code, 'phone_refund_full_only');
    t.regex(refused.body.err.message, /50,000 won/);
    await fx.control.clearCalls();
    const done = await boss.post(`/api/admin/refunds/${id}/approve`, { amount: 50_000 });
    t.like(done.body.data, { status: 'REFUNDED', amount: 50_000 });
    t.deepEqual(Object.keys((await cancels())[0].body as object), ['cancelReason']);
    t.like(await db()('commerce_orders').where({ order_key: order.orderId }).first(), {
      status: 'CANCELED',
      refunded_amount: 50_000,
    });
  },
);

test.serial(
  'the request refuses other learners, other items, unpaid orders and bad input, in English too',
  async (t) => {
    const lecture = await fx.lecture({ subject: 'SQL', price: 10_000 });
    const other = await fx.lecture({ subject: 'Git', price: 10_000 });
    const dami = await fx.shop.login('dami', { locale: 'en' });
    const mine = await buy(dami, [lecture], 10_000);
    const minsu = await fx.shop.login('minsu');
    const theirs = await buy(minsu, [other], 10_000);
    const item = mine.items[0].itemIndex;
    // Someone else's order, or an item of another order: the missing one's 404.
    const foreign = await dami.post(`/api/checkout/order/${theirs.orderId}/refund`, { itemIds: [item] });
    t.is(foreign.status, 404);
    t.is(foreign.body.err.code, 'order_not_found');
    const wrongItem = await dami.post(`/api/checkout/order/${mine.orderId}/refund`, {
      itemIds: [theirs.items[0].itemIndex],
    });
    t.is(wrongItem.status, 404);
    t.is(wrongItem.body.err.code, 'order_item_not_found');
    t.is(wrongItem.body.err.message, 'The item was not found in the order.');
    const none = await dami.post(`/api/checkout/order/${mine.orderId}/refund`, { itemIds: [] });
    t.is(none.status, 400);
    t.is(none.body.err.message, 'Choose at least one item to refund.');
    const bad = await dami.get(`/api/checkout/order/${mine.orderId}/refund-quote?itemIds=1,x`);
    t.is(bad.status, 400);
    // A pending order cannot be refunded.
    const open = await dami.post('/api/checkout', checkoutBody([other], 10_000));
    const pending = open.body.data.order as Order;
    const refused = await dami.post(`/api/checkout/order/${pending.orderId}/refund`, {
      itemIds: [pending.items[0].itemIndex],
    });
    t.is(refused.status, 409);
    t.is(refused.body.err.code, 'order_not_refundable');
  },
);
