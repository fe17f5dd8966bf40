/**
 * Revenue and settlement over the ledger: the channel's fee and commission rates on a real paid
 * order, the holdback, the monthly closing (idempotent on re-run), refunds and negative balances
 * carried into the next statement, a settled statement's immutability, who may see what, and the
 * CSV. Sales of the past are written straight into the tables (orders, items, sale lines) with
 * their times, as the confirm path writes them. Serial: the closing job reads every channel.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { testPassword, uncoveredIdRoutes, type TestChannel } from '@seodang/sdk/testing';
import { saleLines } from '../common/ledger.ts';
import { defaultRevenueSettings, ledgerRatesOf, periodBounds, periodOf } from '../common/revenue.ts';
import {
  checkoutAndPay,
  checkoutBody,
  eventually,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../testing/checkout-fixture.ts';
import { closeStatementsJob } from './revenue-jobs.ts';
import { closePeriod } from './revenue.ts';

let fx: CheckoutFixture;
let other: TestChannel;

test.before(async () => {
  fx = await startCheckoutFixture({ learners: ['minsu', 'jiwoo'] });
  const boss = await fx.app.createUser({ userId: 'boss', name: '관리자' });
  await fx.app.addMember(fx.shop.id, boss, 'admin');
  const teach2 = await fx.app.createUser({ userId: 'teach2', name: '이선생' });
  await fx.app.addMember(fx.shop.id, teach2, 'teacher');
  fx.shop.ids.boss = boss;
  fx.shop.ids.teach2 = teach2;
  other = await fx.app.createChannelWithMembers({
    slug: 'othershop',
    members: { otherboss: 'admin', otherteach: 'teacher' },
  });
});
test.after.always(async () => {
  await fx?.stop();
});

const db = () => fx.app.core.db;

/** A paid order of one item for `recipient`, paid at `at`, with its sale line at the default rates. */
async function sale(
  channel: TestChannel,
  recipient: number,
  amount: number,
  at: string,
  method: 'card' | 'phone' = 'card',
): Promise<{ orderId: number; lineId: number; fee: number; net: number }> {
  const when = new Date(at);
  const [order] = await db()('commerce_orders')
    .insert({
      order_key: `sd0-${randomBytes(6).toString('hex')}`,
      channel_id: channel.id,
      user_id: channel.ids.minsu ?? channel.ids.otherteach,
      status: 'PAID',
      method,
      order_name: '파이썬 기초',
      price: amount + 1_000,
      discount: 1_000,
      coupon_discount: 0,
      amount,
      provider: 'test',
      checkout: {},
      locale: 'ko',
      expires_at: when,
      paid_at: when,
      created_at: when,
    })
    .returning('*');
  const [item] = await db()('commerce_order_items')
    .insert({
      order_id: order.id,
      item_type: 'lecture',
      ref: 1,
      title: '파이썬 기초',
      link: '/lecture/1',
      price: amount + 1_000,
      discount: 1_000,
      coupon_discount: 0,
      amount,
      recipients: JSON.stringify([{ userId: recipient, share: 1 }]),
    })
    .returning('*');
  const [line] = saleLines(
    [{ orderItemId: item.id, amount, recipients: [{ userId: recipient, share: 1 }] }],
    method,
    ledgerRatesOf(defaultRevenueSettings),
  );
  const [row] = await db()('commerce_ledger')
    .insert({
      entry_type: 'sale',
      order_id: order.id,
      order_item_id: item.id,
      channel_id: channel.id,
      recipient_user_id: recipient,
      amount: line.amount,
      fee: line.fee,
      commission: line.commission,
      net: line.net,
      method,
      provider: 'test',
      created_at: when,
    })
    .returning('*');
  return { orderId: order.id, lineId: Number(row.id), fee: line.fee, net: line.net };
}

/** A full refund line of a sale line, made at `at`. */
async function refund(lineId: number, at: string) {
  const s = await db()('commerce_ledger').where({ id: lineId }).first();
  await db()('commerce_ledger').insert({
    entry_type: 'refund',
    order_id: s.order_id,
    order_item_id: s.order_item_id,
    channel_id: s.channel_id,
    recipient_user_id: s.recipient_user_id,
    amount: -s.amount,
    fee: -s.fee,
    commission: -s.commission,
    net: -s.net,
    method: s.method,
    provider: s.provider,
    reverses_id: lineId,
    created_at: new Date(at),
  });
}

const statementsOfTeacher = (recipient: number) =>
  db()('commerce_statements').where({ recipient_user_id: recipient }).orderBy('period');

test.serial(
  'a paid order writes its sale line at the channel rates: fee by method, commission by the channel',
  async (t) => {
    const boss = await fx.shop.login('boss');
    const before = await boss.get('/api/admin/revenue/settings');
    t.deepEqual(before.body.data, defaultRevenueSettings);
    const set = await boss.put('/api/admin/revenue/settings', {
      cardFeeBasisPoints: 330,
      phoneFeeBasisPoints: 500,
      commissionBasisPoints: 1_000,
      holdbackDays: 14,
    });
    t.is(set.status, 200, JSON.stringify(set.body));
    t.is(set.body.data.commissionBasisPoints, 1_000);
    t.is(
      (await boss.put('/api/admin/revenue/settings', { ...set.body.data, commissionBasisPoints: 10_001 }))
        .status,
      400,
    );
    const lecture = await fx.lecture({ price: 33_333 });
    const minsu = await fx.shop.login('minsu');
    const { redirect } = await checkoutAndPay(fx, minsu, checkoutBody([lecture], 33_333));
    t.is((await minsu.post('/api/checkout/confirm', redirect)).status, 200);
    const order = await db()('commerce_orders').where({ order_key: redirect.orderId }).first();
    const [line] = await db()('commerce_ledger').where({ order_id: order.id });
    // card 3.3 %: ⌊33 333 × 0.033⌋ = 1 099; commission 10 %: ⌊3 333.3⌋ = 3 333
    t.like(line, { amount: 33_333, fee: 1_099, commission: 3_333, net: 28_901, method: 'card' });
    // the teacher's report traces it to its order and lines
    const teach = await fx.shop.login('teach');
    const mine = await teach.get('/api/teach/revenue?preset=week');
    t.is(mine.status, 200);
    const row = mine.body.data.rows.find((r: { orderIndex: number }) => r.orderIndex === order.id);
    t.like(row, {
      amount: 33_333,
      fee: 1_099,
      commission: 3_333,
      net: 28_901,
      settled: false,
      method: 'card',
    });
    const traced = await teach.get(`/api/teach/revenue/orders/${order.id}`);
    t.is(traced.status, 200);
    t.deepEqual(
      traced.body.data.lines.map((l: { id: number }) => l.id),
      [Number(line.id)],
    );
    // back to the defaults for the rest
    await boss.put('/api/admin/revenue/settings', defaultRevenueSettings);
  },
);

test.serial(
  'the closing job: holdback, one statement per teacher and period, a re-run adds nothing',
  async (t) => {
    const teach2 = fx.shop.ids.teach2;
    const a = await sale(fx.shop, teach2, 50_000, '2025-03-05T03:00:00Z');
    const late = await sale(fx.shop, teach2, 20_000, '2025-03-25T03:00:00Z'); // within 14 days of the end
    const first = await closePeriod(db(), '2025-03');
    t.true(first.created.length >= 1);
    const [march] = await statementsOfTeacher(teach2);
    t.like(march, {
      period: '2025-03',
      revenue: 50_000,
      refunds: 0,
      fees: a.fee,
      commission: 0,
      carried_in: 0,
      settlement_amount: a.net,
      carried_out: 0,
      status: 'not_settled',
    });
    const again = await closePeriod(db(), '2025-03');
    t.deepEqual(again.created, []);
    t.is((await statementsOfTeacher(teach2)).length, 1);
    // the held-back sale goes into April's, through the job itself
    const jobs = fx.app.core.jobs;
    await jobs.enqueue(closeStatementsJob, { period: '2025-04' }, { jobId: 'close-2025-04-test' });
    const done = await eventually(
      () => jobs.jobStatus(closeStatementsJob, 'close-2025-04-test'),
      (s) => s?.state === 'completed' || s?.state === 'failed',
    );
    t.is(done?.state, 'completed', done?.failedReason ?? '');
    const [, april] = await statementsOfTeacher(teach2);
    t.like(april, { period: '2025-04', revenue: 20_000, settlement_amount: late.net });
    t.is((await db()('commerce_statement_lines').where({ statement_id: april.id })).length, 1);
    // a period not ended is refused
    await t.throwsAsync(closePeriod(db(), '2999-01'), { instanceOf: RangeError });
    const boss = await fx.shop.login('boss');
    t.is((await boss.post('/api/admin/revenue/statements/close', { period: '2999-01' })).status, 400);
    t.is(
      (await boss.post('/api/admin/revenue/statements/close', { period: '2025-03' })).body.data.statements
        .length,
      0,
    );
  },
);

test.serial('a refund after settlement and a negative balance carry into the next statements', async (t) => {
  const teach = fx.shop.ids.teach;
  const s1 = await sale(fx.shop, teach, 100_000, '2025-05-02T03:00:00Z');
  await closePeriod(db(), '2025-05', new Date(), fx.shop.id);
  const [may] = await statementsOfTeacher(teach);
  t.like(may, { period: '2025-05', settlement_amount: s1.net });
  const boss = await fx.shop.login('boss');
  const settled = await boss.post(`/api/admin/revenue/statements/${may.id}/settle`, {
    transferReference: 'KB-2025-06-10-001',
    settledOn: '2025-06-10',
  });
  t.is(settled.status, 200, JSON.stringify(settled.body));
  t.like(settled.body.data, {
    status: 'settled',
    settledOn: '2025-06-10',
    transferReference: 'KB-2025-06-10-001',
  });
  // immutable once settled: the route, and the table itself
  const twice = await boss.post(`/api/admin/revenue/statements/${may.id}/settle`, { transferReference: 'X' });
  t.is(twice.status, 409);
  await t.throwsAsync(
    db()('commerce_statements').where({ id: may.id }).update({ transfer_reference: 'changed' }),
  );
  await t.throwsAsync(db()('commerce_statements').where({ id: may.id }).delete());
  // the sale refunded in June, with a smaller sale: June's statement is negative, 0 paid, carried
  await refund(s1.lineId, '2025-06-03T03:00:00Z');
  const s2 = await sale(fx.shop, teach, 30_000, '2025-06-04T03:00:00Z');
  await closePeriod(db(), '2025-06', new Date(), fx.shop.id);
  const june = (await statementsOfTeacher(teach)).find((s) => s.period === '2025-06');
  t.like(june, {
    revenue: 30_000,
    refunds: 100_000,
    carried_in: 0,
    settlement_amount: 0,
    carried_out: s2.net - s1.net,
  });
  // July: nothing to take, no statement; August's sale pays off the carry first
  await closePeriod(db(), '2025-07', new Date(), fx.shop.id);
  t.falsy((await statementsOfTeacher(teach)).find((s) => s.period === '2025-07'));
  const s3 = await sale(fx.shop, teach, 200_000, '2025-08-01T03:00:00Z');
  await closePeriod(db(), '2025-08', new Date(), fx.shop.id);
  const august = (await statementsOfTeacher(teach)).find((s) => s.period === '2025-08');
  t.like(august, {
    carried_in: s2.net - s1.net,
    settlement_amount: s3.net + s2.net - s1.net,
    carried_out: 0,
  });
  // a statement's figures never change, even before it is settled
  await t.throwsAsync(db()('commerce_statements').where({ id: august.id }).update({ revenue: 1 }));
  // both screens list them
  const teachClient = await fx.shop.login('teach');
  const listed = await teachClient.get('/api/teach/revenue?preset=week');
  t.true(listed.body.data.statements.some((s: { id: number }) => s.id === august.id));
  const adminListed = await boss.get('/api/admin/revenue?preset=week');
  t.true(adminListed.body.data.statements.some((s: { id: number }) => s.id === august.id));
});

test.serial(
  'who sees what: the teacher their own, the channel admin the channel, others nothing',
  async (t) => {
    const teach = await fx.shop.login('teach');
    const teach2 = await fx.shop.login('teach2');
    const minsu = await fx.shop.login('minsu');
    const boss = await fx.shop.login('boss');
    const otherboss = await other.login('otherboss');
    const range = '?from=2025-01-01&to=2025-12-31';
    const mine = await teach.get(`/api/teach/revenue${range}`);
    t.is(mine.status, 200);
    t.true(mine.body.data.rows.length > 0);
    t.true(
      mine.body.data.rows.every((r: { recipientUserId: number }) => r.recipientUserId === fx.shop.ids.teach),
    );
    t.true(
      mine.body.data.statements.every(
        (s: { recipientUserId: number }) => s.recipientUserId === fx.shop.ids.teach,
      ),
    );
    const all = await boss.get(`/api/admin/revenue${range}`);
    t.is(all.status, 200);
    const recipients = new Set(all.body.data.rows.map((r: { recipientUserId: number }) => r.recipientUserId));
    t.true(recipients.has(fx.shop.ids.teach) && recipients.has(fx.shop.ids.teach2));
    const oneTeacher = await boss.get(`/api/admin/revenue${range}&teacher=${fx.shop.ids.teach2}`);
    t.true(
      oneTeacher.body.data.rows.every(
        (r: { recipientUserId: number }) => r.recipientUserId === fx.shop.ids.teach2,
      ),
    );
    // another teacher's order: the missing one's 404
    const order = mine.body.data.rows[0].orderIndex;
    t.is((await teach2.get(`/api/teach/revenue/orders/${order}`)).status, 404);
    t.is((await boss.get(`/api/admin/revenue/orders/${order}`)).status, 200);
    // learners: 403; teachers on the admin screen: 403
    t.is((await minsu.get('/api/teach/revenue')).status, 403);
    t.is((await minsu.get('/api/teach/revenue/csv')).status, 403);
    t.is((await teach.get('/api/admin/revenue')).status, 403);
    t.is((await teach.put('/api/admin/revenue/settings', defaultRevenueSettings)).status, 403);
    // another channel's admin: nothing of this channel, from there or from here
    const theirs = await otherboss.get(`/api/admin/revenue${range}`);
    t.is(theirs.status, 200);
    t.deepEqual(theirs.body.data.rows, []);
    t.deepEqual(theirs.body.data.statements, []);
    t.is((await otherboss.get(`/api/admin/revenue/orders/${order}`)).status, 404);
    const statement = mine.body.data.statements.find((s: { status: string }) => s.status === 'not_settled');
    t.is(
      (
        await otherboss.post(`/api/admin/revenue/statements/${statement.id}/settle`, {
          transferReference: 'x',
        })
      ).status,
      404,
    );
    t.is((await otherboss.get(`/api/admin/revenue/orders/999999`)).status, 404);
    // a teacher of another channel: this channel's order is the missing one there too
    const otherteach = await other.login('otherteach');
    t.is((await otherteach.get(`/api/teach/revenue/orders/${order}`)).status, 404);
    // every revenue route with an id was sent another channel's id above
    const doc = (await fx.app.client().get('/api/openapi.json')).body;
    const sent: [string, string][] = [
      ['GET', `/api/admin/revenue/orders/${order}`],
      ['POST', `/api/admin/revenue/statements/${statement.id}/settle`],
      ['GET', `/api/teach/revenue/orders/${order}`],
    ];
    t.deepEqual(
      uncoveredIdRoutes(doc, 'commerce', sent).filter((p) => /revenue/.test(p)),
      [],
    );
    const intruder = fx.app.client({ host: fx.shop.host });
    await intruder.login('otherboss', testPassword);
    t.is((await intruder.get('/api/admin/revenue')).status, 403);
    t.is((await intruder.get('/api/teach/revenue')).status, 403);
    t.is((await fx.app.client({ host: fx.shop.host }).get('/api/admin/revenue')).status, 401);
    // a teacher of another channel asked as a filter: the missing user's 404
    t.is((await boss.get(`/api/admin/revenue?teacher=${other.ids.otherteach}`)).status, 404);
    // bad input
    t.is((await teach.get('/api/teach/revenue?preset=decade')).status, 400);
    t.is((await teach.get('/api/teach/revenue?from=2025-02-30')).status, 400);
    t.is((await teach.get('/api/teach/revenue?from=2025-03-01&to=2025-02-01')).status, 400);
  },
);

test.serial('the CSV: a header in the caller’s language and one record per row of the report', async (t) => {
  const teach = await fx.shop.login('teach');
  const range = '?from=2025-01-01&to=2025-12-31';
  const report = await teach.get(`/api/teach/revenue${range}`);
  const res = await teach.request('GET', `/api/teach/revenue/csv${range}`);
  t.is(res.status, 200);
  t.regex(res.headers.get('content-type') ?? '', /text\/csv/);
  t.regex(
    res.headers.get('content-disposition') ?? '',
    /attachment; filename="revenue-2025-01-01-2025-12-31\.csv"/,
  );
  const bytes = Buffer.from(await res.arrayBuffer());
  t.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  // no field here holds a comma, a quote or a line break
  const records = text
    .slice(1)
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
  t.deepEqual(records[0].slice(0, 3), ['결제일시', '주문번호', '상품']);
  t.is(records.length - 1, report.body.data.rows.length);
  const byOrder = new Map(records.slice(1).map((r) => [r[1], r]));
  for (const row of report.body.data.rows) {
    const rec = byOrder.get(row.orderId)!;
    t.is(rec[9], String(row.amount));
    t.is(rec[10], String(row.fee));
    t.is(rec[14], row.settled ? '정산 완료' : '미정산');
  }
  const en = await fx.shop.login('teach', { locale: 'en' });
  const enText = await (await en.request('GET', `/api/teach/revenue/csv${range}`)).text();
  t.true(enText.replace('\ufeff', '').startsWith('Paid at,Order,Product'));
});

test.serial(
  'a refund through the refund path after its sale was settled reverses it to the won and is carried into the next statement',
  async (t) => {
    const teach = fx.shop.ids.teach;
    const lecture = await fx.lecture({ price: 40_000 });
    const jiwoo = await fx.shop.login('jiwoo');
    const { redirect } = await checkoutAndPay(fx, jiwoo, checkoutBody([lecture], 40_000));
    t.is((await jiwoo.post('/api/checkout/confirm', redirect)).status, 200);
    const order = await db()('commerce_orders').where({ order_key: redirect.orderId }).first();
    const [sale] = await db()('commerce_ledger').where({ order_id: order.id, entry_type: 'sale' });
    t.like(sale, { amount: 40_000, fee: 1_320, commission: 0, net: 38_680 });
    // the sale is held back this month and settled with next month's statement
    const next = periodOf(periodBounds(periodOf(new Date())).end);
    const afterNext = periodOf(periodBounds(next).end);
    await closePeriod(db(), next, periodBounds(next).end, fx.shop.id);
    const statement = await db()('commerce_statements')
      .where({ recipient_user_id: teach, period: next })
      .first();
    t.truthy(
      await db()('commerce_statement_lines')
        .where({ statement_id: statement.id, ledger_id: sale.id })
        .first(),
    );
    const boss = await fx.shop.login('boss');
    const settled = await boss.post(`/api/admin/revenue/statements/${statement.id}/settle`, {
      transferReference: 'SH-0001',
    });
    t.is(settled.status, 200, JSON.stringify(settled.body));
    // then the whole payment is cancelled: a refund line reversing the sale to the won
    const canceled = await boss.post(`/api/admin/payments/${redirect.orderId}/cancel`, {
      reason: '중복 결제',
    });
    t.is(canceled.status, 200, JSON.stringify(canceled.body));
    const [reversal] = await db()('commerce_ledger').where({ reverses_id: sale.id });
    t.like(reversal, { entry_type: 'refund', amount: -40_000, fee: -1_320, commission: 0, net: -38_680 });
    // the report shows it refunded and settled; the next statement takes the refund, pays 0 and carries it
    const report = await (await fx.shop.login('teach')).get(`/api/teach/revenue/orders/${order.id}`);
    t.like(report.body.data.rows[0], { refunded: 40_000, refundedNet: 38_680, settled: true });
    await closePeriod(db(), afterNext, periodBounds(afterNext).end, fx.shop.id);
    const carried = await db()('commerce_statements')
      .where({ recipient_user_id: teach, period: afterNext })
      .first();
    t.like(carried, {
      revenue: 0,
      refunds: 40_000,
      fees: -1_320,
      settlement_amount: 0,
      carried_out: -38_680,
    });
  },
);
