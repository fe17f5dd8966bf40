/**
 * The demo seed's revenue: the demo teacher's three months of sales to the demo learner (paid
 * orders with their ledger lines, the lectures granted, each paid for real at the local test
 * provider), a settled and an unsettled statement, and nothing more on a second seed; a seeded
 * order refunds through the API like any other; without the test provider no sale is made.
 */
import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts } from '../../../scripts/demo-accounts.ts';
import { startTestPg, testPgControl, type TestPg } from '../testing/test-pg/index.ts';

const secretKey = 'test_sk_demo_revenue';
let pg: TestPg;
let app: TestCore;
let seedMs = 0;

test.before(async () => {
  pg = await startTestPg({ secretKey, control: true });
  app = await startTestCore({
    plugins: ['lectures', 'commerce'],
    config: { commerce: { provider: 'test', testPgUrl: pg.url, testPgSecretKey: secretKey } },
  });
  const started = Date.now();
  await seedDemo(app.core);
  seedMs = Date.now() - started;
});
test.after.always(async () => {
  await app?.stop();
  await pg?.stop();
});

test.serial(
  'three paid orders over three months, consistent with the ledger; a settled and an unsettled statement; idempotent',
  async (t) => {
    t.log(`the demo seed took ${seedMs} ms with its payments at the test provider`);
    const db = app.core.db;
    const teacher = await db('users').where({ user_id: 'seoyeon' }).first('id');
    const learner = await db('users').where({ user_id: 'minjun' }).first('id');
    // The learner's sales; the demo refunds' orders (paid, then refunded or waiting) are not among them.
    const orders = await db('commerce_orders')
      .where({ user_id: learner.id, status: 'PAID' })
      .whereNotIn('id', db('commerce_refunds').select('order_id'))
      .orderBy('paid_at');
    t.is(orders.length, 3);
    t.deepEqual(new Set(orders.map((o) => o.method)), new Set(['card', 'phone']));
    for (const o of orders) {
      t.regex(o.order_key, /^sd\d+-[A-Za-z0-9]{12}$/);
      const [line] = await db('commerce_ledger').where({ order_id: o.id });
      t.like(line, { entry_type: 'sale', recipient_user_id: teacher.id, amount: o.amount });
      t.true(line.fee > 0);
      const item = await db('commerce_order_items').where({ order_id: o.id }).first();
      t.truthy(await db('lecture_enrolments').where({ lecture_id: item.ref, user_id: learner.id }).first());
      // Paid at the test provider: its payment is the order's, approved for the whole amount.
      const payment = (await testPgControl(pg.url).payments()).find((p) => p.paymentKey === o.payment_key);
      t.like(payment, {
        orderId: o.order_key,
        status: 'DONE',
        totalAmount: o.amount,
        balanceAmount: o.amount,
        method: o.method === 'phone' ? '휴대폰' : '카드',
      });
    }
    const statements = await db('commerce_statements')
      .where({ recipient_user_id: teacher.id })
      .orderBy('period');
    t.true(statements.length >= 2);
    t.is(statements.at(-1).status, 'not_settled');
    t.true(statements.slice(0, -1).every((s) => s.status === 'settled' && s.transfer_reference));
    // the teacher sees them on her screen's API
    const client = app.client();
    await client.login('seoyeon', demoAccounts.find((a) => a.userId === 'seoyeon')!.password);
    const report = await client.get('/api/teach/revenue?preset=6month');
    t.is(report.status, 200);
    // Her sales, beside the demo refunds' orders of her lectures.
    const rows = report.body.data.rows as { orderId: string }[];
    t.true(orders.every((o) => rows.some((r) => r.orderId === o.order_key)));
    t.is(report.body.data.statements.length, statements.length);
    await seedDemo(app.core);
    t.is((await db('commerce_orders').where({ user_id: learner.id })).length, orders.length + 2);
    t.is(
      (await db('commerce_statements').where({ recipient_user_id: teacher.id })).length,
      statements.length,
    );
  },
);

test.serial(
  'a seeded paid order refunds: the learner asks, the site admin approves, the provider cancels it',
  async (t) => {
    const db = app.core.db;
    const learner = await db('users').where({ user_id: 'minjun' }).first('id');
    const order = await db('commerce_orders')
      .where({ user_id: learner.id, status: 'PAID', method: 'card' })
      .whereNotIn('id', db('commerce_refunds').select('order_id'))
      .orderBy('paid_at', 'desc')
      .first();
    const item = await db('commerce_order_items').where({ order_id: order.id }).first('id');
    const buyer = app.client();
    await buyer.login('minjun', demoAccounts.find((a) => a.userId === 'minjun')!.password);
    const asked = await buyer.post(`/api/checkout/order/${order.order_key}/refund`, {
      itemIds: [item.id],
      reason: '다른 강의를 듣기로 했어요',
    });
    t.is(asked.status, 201, JSON.stringify(asked.body));
    const refundIndex = asked.body.data.refund.refundIndex;

    await app.createUser({ userId: 'demo-site-admin', isSiteAdmin: true });
    const admin = app.client();
    await admin.login('demo-site-admin', testPassword);
    const approved = await admin.post(`/api/admin/refunds/${refundIndex}/approve`, {});
    t.is(approved.status, 200, JSON.stringify(approved.body));
    t.is(approved.body.data.status, 'REFUNDED');
    t.like(await db('commerce_orders').where({ id: order.id }).first(), { status: 'CANCELED' });
    const payment = (await testPgControl(pg.url).payments()).find((p) => p.paymentKey === order.payment_key);
    t.like(payment, { status: 'CANCELED', balanceAmount: 0 });
  },
);

test.serial(
  'without the local test provider the seed makes no sale (no order it could not refund)',
  async (t) => {
    const bare = await startTestCore({ plugins: ['lectures', 'commerce'] });
    try {
      const started = Date.now();
      await seedDemo(bare.core);
      t.log(`the demo seed took ${Date.now() - started} ms without a payment provider`);
      t.is((await bare.core.db('commerce_orders').count({ n: '*' }).first())?.n, 0);
      t.is((await bare.core.db('commerce_statements').count({ n: '*' }).first())?.n, 0);
    } finally {
      await bare.stop();
    }
  },
);
