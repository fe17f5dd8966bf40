/**
 * The demo seed's revenue: the demo teacher's three months of sales to the demo learner (paid
 * orders with their ledger lines, the lectures granted), a settled and an unsettled statement,
 * and nothing more on a second seed.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts } from '../../../scripts/demo-accounts.ts';

let app: TestCore;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

test('three paid orders over three months, consistent with the ledger; a settled and an unsettled statement; idempotent', async (t) => {
  const db = app.core.db;
  const teacher = await db('users').where({ user_id: 'seoyeon' }).first('id');
  const learner = await db('users').where({ user_id: 'minjun' }).first('id');
  const orders = await db('commerce_orders')
    .where({ user_id: learner.id, status: 'PAID' })
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
  t.is(report.body.data.rows.length, 3);
  t.is(report.body.data.statements.length, statements.length);
  await seedDemo(app.core);
  t.is((await db('commerce_orders').where({ user_id: learner.id })).length, 3);
  t.is((await db('commerce_statements').where({ recipient_user_id: teacher.id })).length, statements.length);
});
