/**
 * The buyer's payment notifications (spec §8), against the in-process test provider and the
 * community plugin's sender: a declined card tells the buyer why, in their language, with a link
 * to try again; paying the same items by phone right after tells them the method changed; the
 * same method again, or other items, tells nothing; and a change whose transaction rolls back
 * sends nothing. Serial: the provider's faults are global.
 */
import test from 'ava';
import {
  checkoutAndPay,
  checkoutBody,
  eventually,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../testing/checkout-fixture.ts';
import { paymentDeniedJob, paymentMethodChangedJob } from './job-defs.ts';

let fx: CheckoutFixture;

test.before(async () => {
  fx = await startCheckoutFixture({
    learners: ['minsu', 'jiwoo', 'hana'],
    plugins: ['community', 'lectures', 'commerce'],
  });
});
test.after.always(async () => {
  await fx?.stop();
});

const db = () => fx.app.core.db;

interface NotificationRow {
  title: string;
  message: string;
  link: string;
  channel_id: number | null;
}
const notificationsOf = (learner: string): Promise<NotificationRow[]> =>
  db()('community_notifications').where({ user_id: fx.shop.ids[learner] }).orderBy('id');

const orderIndexOf = async (orderId: string) =>
  Number((await db()('commerce_orders').where({ order_key: orderId }).first('id')).id);

/** Whether the job of that kind was ever queued for the order. */
const queued = async (def: typeof paymentDeniedJob, jobId: string) =>
  (await fx.app.core.jobs.jobStatus(def, jobId)) !== null;

/** A declined card payment of these lectures; answers the failed order's id. */
async function declined(learner: string, lectures: number[], amount: number) {
  const client = await fx.shop.login(learner);
  const { order, redirect } = await checkoutAndPay(fx, client, checkoutBody(lectures, amount), 'decline');
  const res = await client.post('/api/checkout/confirm', redirect);
  if (res.status !== 400) throw new Error(`decline: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, orderId: order.orderId };
}

/** Checks out these lectures and pays by phone in the window; answers the confirm's response. */
async function paidByPhone(learner: string, lectures: number[], amount: number) {
  const client = await fx.shop.login(learner);
  const created = await client.post('/api/checkout', checkoutBody(lectures, amount, {}, 'phone'));
  const order = created.body.data.order as { orderId: string; paymentAmount: number };
  const { paymentKey } = await fx.control.createSession({
    orderId: order.orderId,
    amount: order.paymentAmount,
    method: 'phone',
  });
  const res = await client.post('/api/checkout/confirm', { paymentKey, orderId: order.orderId, amount });
  return { res, orderId: order.orderId };
}

test.serial(
  'a declined card tells the buyer why with a link to try again; paying the same items by phone then tells the method changed',
  async (t) => {
    const lecture = await fx.lecture({ subject: '알고리즘 입문', price: 30_000 });
    const failed = await declined('minsu', [lecture], 30_000);
    const denial = await eventually(
      () => notificationsOf('minsu'),
      (l) => l.length > 0,
    );
    t.is(denial.length, 1);
    t.like(denial[0], {
      title: '결제가 거절되었습니다',
      message:
        '「알고리즘 입문」 30,000원 결제가 거절되었습니다. 카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요. 장바구니는 그대로 남아 있습니다.',
      link: `/checkout/fail?code=REJECT_CARD_COMPANY&orderId=${failed.orderId}`,
      channel_id: fx.shop.id,
    });

    const paid = await paidByPhone('minsu', [lecture], 30_000);
    t.is(paid.res.status, 200, JSON.stringify(paid.res.body));
    t.like(paid.res.body.data, { status: 'PAID', method: 'phone' });
    const notes = await eventually(
      () => notificationsOf('minsu'),
      (l) => l.length > 1,
    );
    t.is(notes.length, 2);
    t.like(notes[1], {
      title: '결제 수단이 변경되었습니다',
      message: '거절된 카드 결제 대신 휴대폰(으)로 「알고리즘 입문」 30,000원을 결제했습니다.',
      link: `/learn/payments/${paid.orderId}`,
    });
  },
);

test.serial(
  "in the buyer's own language; the same method again, or other items, is no method change",
  async (t) => {
    await db()('users').where({ id: fx.shop.ids.jiwoo }).update({ locale: 'en' });
    const [a, b] = [await fx.lecture({ subject: 'SQL', price: 12_000 }), await fx.lecture({ price: 8_000 })];
    await declined('jiwoo', [a, b], 20_000);
    const [denial] = await eventually(
      () => notificationsOf('jiwoo'),
      (l) => l.length > 0,
    );
    t.is(denial.title, 'Your payment was declined');
    t.regex(
      denial.message,
      /^The payment of 20,000 won for “SQL and 1 more” was declined\. The card company/,
    );

    // Other items by phone: no change of method for the same purchase.
    const other = await paidByPhone('jiwoo', [a], 12_000);
    t.is(other.res.status, 200);
    t.false(
      await queued(paymentMethodChangedJob, `payment-method-changed-${await orderIndexOf(other.orderId)}`),
    );

    // Declined, then the same items by card again.
    const c = await fx.lecture({ price: 9_000 });
    await declined('jiwoo', [c], 9_000);
    const client = await fx.shop.login('jiwoo');
    const again = await checkoutAndPay(fx, client, checkoutBody([c], 9_000));
    t.is((await client.post('/api/checkout/confirm', again.redirect)).status, 200);
    t.false(
      await queued(
        paymentMethodChangedJob,
        `payment-method-changed-${await orderIndexOf(again.order.orderId)}`,
      ),
    );
    await eventually(
      () => notificationsOf('jiwoo'),
      (l) => l.length >= 2,
    );
    t.deepEqual(
      (await notificationsOf('jiwoo')).map((n) => n.title),
      ['Your payment was declined', 'Your payment was declined'],
    );
  },
);

/** Makes the database refuse one kind of change of one order, for the length of `run`. */
async function refusing(sql: { table: string; when: string }, run: () => Promise<void>) {
  await db().raw(`CREATE OR REPLACE FUNCTION commerce_test_refuse() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql`);
  await db().raw(
    `CREATE TRIGGER commerce_test_refuse BEFORE INSERT OR UPDATE ON ${sql.table}
     FOR EACH ROW WHEN (${sql.when}) EXECUTE FUNCTION commerce_test_refuse()`,
  );
  try {
    await run();
  } finally {
    await db().raw(`DROP TRIGGER commerce_test_refuse ON ${sql.table}`);
    await db().raw('DROP FUNCTION commerce_test_refuse()');
  }
}

test.serial(
  "a webhook that reports the decline before the confirm call does tells the provider's reason",
  async (t) => {
    const lecture = await fx.lecture({ subject: '자료구조', price: 16_000 });
    const client = await fx.shop.login('hana');
    const { order, redirect } = await checkoutAndPay(fx, client, checkoutBody([lecture], 16_000), 'decline');
    const index = await orderIndexOf(order.orderId);
    // The confirm call hears the decline but cannot record it; the webhook then fails the order.
    await fx.control.holdWebhooks();
    t.teardown(() => fx.control.releaseWebhooks());
    await refusing(
      { table: 'commerce_orders', when: `NEW.id = ${index} AND NEW.status = 'FAILED'` },
      async () => {
        t.is((await client.post('/api/checkout/confirm', redirect)).status, 500);
      },
    );
    t.like(await db()('commerce_orders').where({ id: index }).first(), { status: 'CONFIRMING' });
    await fx.control.releaseWebhooks();
    const [denial] = await eventually(
      () => notificationsOf('hana'),
      (l) => l.length > 0,
    );
    t.like(await db()('commerce_orders').where({ id: index }).first(), {
      status: 'FAILED',
      failure_code: 'REJECT_CARD_COMPANY',
    });
    t.is(
      denial?.message,
      '「자료구조」 16,000원 결제가 거절되었습니다. 카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요. 장바구니는 그대로 남아 있습니다.',
    );
    await db()('community_notifications').where({ user_id: fx.shop.ids.hana }).delete();
  },
);

test.serial('a failure or payment whose transaction rolls back tells nothing', async (t) => {
  // No webhook fails the rolled-back order later on the provider's word (that would tell, rightly).
  await fx.control.setWebhookUrl(null);
  t.teardown(() => fx.control.setWebhookUrl(fx.webhookUrl));
  const lecture = await fx.lecture({ price: 15_000 });
  const client = await fx.shop.login('hana');
  const { order, redirect } = await checkoutAndPay(fx, client, checkoutBody([lecture], 15_000), 'decline');
  const index = await orderIndexOf(order.orderId);
  await refusing(
    { table: 'commerce_orders', when: `NEW.id = ${index} AND NEW.status = 'FAILED'` },
    async () => {
      t.is((await client.post('/api/checkout/confirm', redirect)).status, 500);
    },
  );
  t.like(await db()('commerce_orders').where({ id: index }).first(), { status: 'CONFIRMING' });
  t.false(await queued(paymentDeniedJob, `payment-denied-${index}`));

  // A declined card, then the phone payment whose transaction (its ledger lines) rolls back.
  const next = await fx.lecture({ price: 11_000 });
  await declined('hana', [next], 11_000);
  await eventually(
    () => notificationsOf('hana'),
    (l) => l.length > 0,
  );
  const created = await client.post('/api/checkout', checkoutBody([next], 11_000, {}, 'phone'));
  const phone = created.body.data.order as { orderId: string; paymentAmount: number };
  const phoneIndex = await orderIndexOf(phone.orderId);
  const { paymentKey } = await fx.control.createSession({
    orderId: phone.orderId,
    amount: 11_000,
    method: 'phone',
  });
  await refusing({ table: 'commerce_ledger', when: `NEW.order_id = ${phoneIndex}` }, async () => {
    const res = await client.post('/api/checkout/confirm', {
      paymentKey,
      orderId: phone.orderId,
      amount: 11_000,
    });
    t.is(res.status, 500);
  });
  t.not((await db()('commerce_orders').where({ id: phoneIndex }).first()).status, 'PAID');
  t.false(await queued(paymentMethodChangedJob, `payment-method-changed-${phoneIndex}`));
  t.deepEqual(
    (await notificationsOf('hana')).map((n) => n.title),
    ['결제가 거절되었습니다'],
  );
});
