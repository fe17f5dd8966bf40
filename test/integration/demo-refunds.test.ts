// The demo learner's refunds in the demo data: with the local test payment provider (as under
// `npm start`), the seed pays two lectures for real at the provider, refunds one in full and
// leaves the other's request (one lesson studied) waiting, its lessons closed meanwhile.
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../core/src/seed/demo.ts';
import { demoAccounts } from '../../scripts/demo-accounts.ts';
import { startTestPg, testPgControl, type TestPg } from '../../plugins/commerce/testing/test-pg/index.ts';

let pg: TestPg;
let app: TestCore;

test.before(async () => {
  pg = await startTestPg({ secretKey: 'test_sk_demo_refunds', control: true });
  app = await startTestCore({
    plugins: ['workspace', 'community', 'commerce', 'lectures'],
    config: { commerce: { provider: 'test', testPgUrl: pg.url, testPgSecretKey: 'test_sk_demo_refunds' } },
  });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
  await pg?.stop();
});

test('the demo learner has a refunded order and a refund waiting, both paid at the test provider', async (t) => {
  const db = app.core.db;
  const minjun = (await db('users').where({ user_id: 'minjun' }).first('id')).id;
  const refunds = await db('commerce_refunds as r')
    .join('commerce_orders as o', 'o.id', 'r.order_id')
    .where('r.user_id', minjun)
    .orderBy('r.id')
    .select(
      'r.status',
      'r.requested_amount',
      'r.amount',
      'o.status as order_status',
      'o.order_key',
      'o.amount as paid',
    );
  t.like(refunds, [
    { status: 'REFUNDED', order_status: 'CANCELED' },
    { status: 'REQUESTED', order_status: 'PAID', paid: 45_000, requested_amount: 45_000 - 11_250 },
  ]);
  t.is(refunds[0].amount, refunds[0].paid);
  const payments = await testPgControl(pg.url).payments();
  t.like(
    payments.find((p) => p.orderId === refunds[0].order_key),
    { status: 'CANCELED', balanceAmount: 0 },
  );
  t.like(
    payments.find((p) => p.orderId === refunds[1].order_key),
    { status: 'DONE' },
  );

  // Through the API: the history says so, and the Git lecture's lessons wait for the decision.
  const client = app.client();
  await client.login('minjun', demoAccounts.find((a) => a.userId === 'minjun')!.password);
  const history = (await client.get('/api/checkout/history?limit=20')).body.data.list as {
    orderId: string;
    status: string;
    refunds: { status: string }[];
  }[];
  t.like(history.find((o) => o.orderId === refunds[0].order_key)!.refunds[0], { status: 'REFUNDED' });
  const git = await db('lectures').where({ subject: 'Git과 GitHub로 협업하기' }).first('id');
  const lesson = await db('lecture_lessons').where({ lecture_id: git.id }).orderBy('position').first('id');
  t.is((await client.get(`/api/lecture/${git.id}/lessons/${lesson.id}`)).body.err?.code, 'study_suspended');

  // Seeding again changes nothing.
  await seedDemo(app.core);
  t.is((await db('commerce_refunds').where({ user_id: minjun })).length, 2);
});
