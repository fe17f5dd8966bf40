/**
 * Deciding refunds through the API, against the in-process test provider: a provider failure
 * leaves the refund approved with nothing revoked until a retry (the admin's button, and the job),
 * a double-clicked approve cancels, revokes and reverses once, an undecided request is approved
 * by the sweep on its due day, a rejection gives the lecture back, an admin cancels a payment
 * outright, and who may do what: the learner their own refunds only, a teacher nothing of the
 * admin's, a channel's admin their channel only, the site admin the public site only. Serial:
 * the provider's faults and call log are global.
 */
import test from 'ava';
import { testPassword, uncoveredIdRoutes, type TestChannel, type TestClient } from '@seodang/sdk/testing';
import {
  checkoutAndPay,
  checkoutBody,
  eventually,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../testing/checkout-fixture.ts';
import { refundExecuteJob, refundSweepJob } from './job-defs.ts';

let fx: CheckoutFixture;
let other: TestChannel;

test.before(async () => {
  fx = await startCheckoutFixture({
    learners: ['minsu', 'jiwoo', 'hana', 'sora', 'dami', 'yuna'],
    members: { boss: 'admin' },
    plugins: ['community', 'lectures', 'commerce'],
  });
  other = await fx.app.createChannelWithMembers({
    slug: 'othershop',
    members: { rival: 'admin', outsider: 'student' },
  });
  await fx.app.createUser({ userId: 'siteadmin', isSiteAdmin: true });
});
test.after.always(async () => {
  await fx?.stop();
});

const db = () => fx.app.core.db;
/** The requests sent with ids, as `[method, path]`, for the id-route coverage check. */
const requests: [string, string][] = [];

/** A learner's paid order of one new lecture, and its refund request; the request's ids. */
async function requested(learner: string, price = 20_000, reason = '') {
  const lecture = await fx.lecture({ subject: `환불 강의 ${learner} ${price}`, price });
  const client = await fx.shop.login(learner);
  const { redirect } = await checkoutAndPay(fx, client, checkoutBody([lecture], price));
  const paid = await client.post('/api/checkout/confirm', redirect);
  const order = paid.body.data as { orderId: string; items: { itemIndex: number }[] };
  const asked = await client.post(`/api/checkout/order/${order.orderId}/refund`, {
    itemIds: [order.items[0].itemIndex],
    reason,
  });
  if (asked.status !== 201) throw new Error(`refund: ${asked.status} ${JSON.stringify(asked.body)}`);
  return {
    client,
    lecture,
    orderId: order.orderId,
    itemIndex: order.items[0].itemIndex,
    refundIndex: asked.body.data.refund.refundIndex as number,
  };
}

/** Records the route a request reached, for the id-route coverage check. */
async function call(client: TestClient, method: 'get' | 'post', path: string, body?: object) {
  requests.push([method.toUpperCase(), path]);
  return method === 'get' ? client.get(path) : client.post(path, body ?? {});
}

const cancelsOf = async (refundIndex: number) =>
  (await fx.control.calls()).filter(
    (c) => c.path.endsWith('/cancel') && c.idempotencyKey === `refund-${refundIndex}`,
  );
const refundRow = (id: number) => db()('commerce_refunds').where({ id }).first();
const enrolled = async (lecture: number, learner: string) =>
  (await db()('lecture_enrolments').where({ lecture_id: lecture, user_id: fx.shop.ids[learner] })).length ===
  1;

test.serial(
  'a provider failure leaves the refund approved and retryable with nothing revoked; the retry button and the job finish it',
  async (t) => {
    const boss = await fx.shop.login('boss');
    const r = await requested('minsu');
    await fx.control.addFault({ on: 'cancel', status: 503 });
    const failed = await call(boss, 'post', `/api/admin/refunds/${r.refundIndex}/approve`);
    t.is(failed.status, 202, JSON.stringify(failed.body));
    t.like(failed.body.data, { status: 'APPROVED', amount: 20_000, attempts: 1 });
    t.regex(failed.body.data.lastError, /FAILED_INTERNAL_SYSTEM_PROCESSING/);
    // Nothing revoked or reversed: the lecture is still theirs (suspended), the ledger has its sale only.
    t.true(await enrolled(r.lecture, 'minsu'));
    t.is((await db()('commerce_ledger').where({ entry_type: 'refund', refund_id: r.refundIndex })).length, 0);
    t.like(await db()('commerce_orders').where({ order_key: r.orderId }).first(), {
      status: 'PAID',
      refunded_amount: 0,
    });
    const history = (await r.client.get(`/api/checkout/order/${r.orderId}`)).body.data;
    t.like(history, { balance: 0, refundable: false });
    t.like(history.refunds[0], { status: 'APPROVED', amount: 20_000 });
    t.false('lastError' in history.refunds[0]);

    const retried = await call(boss, 'post', `/api/admin/refunds/${r.refundIndex}/retry`);
    t.is(retried.status, 200);
    t.like(retried.body.data, { status: 'REFUNDED', attempts: 2, lastError: null });
    t.false(await enrolled(r.lecture, 'minsu'));
    t.is((await cancelsOf(r.refundIndex)).length, 2);
    t.like(
      (await fx.control.payments()).find((p) => p.orderId === r.orderId),
      { status: 'CANCELED' },
    );
    const again = await boss.post(`/api/admin/refunds/${r.refundIndex}/retry`, {});
    t.is(again.status, 200);
    t.is((await cancelsOf(r.refundIndex)).length, 2);

    // The job: the provider fails once more, and the retry job (as the backoff queues it) finishes it.
    const s = await requested('jiwoo');
    await fx.control.addFault({ on: 'cancel', status: 500 });
    t.is((await boss.post(`/api/admin/refunds/${s.refundIndex}/approve`, {})).status, 202);
    await fx.app.core.jobs.enqueue(
      refundExecuteJob,
      { refundId: s.refundIndex },
      { jobId: `retry-now-${s.refundIndex}` },
    );
    const done = await eventually(
      () => refundRow(s.refundIndex),
      (row) => row.status === 'REFUNDED',
    );
    t.like(done, { status: 'REFUNDED', attempts: 2, last_error: null });
    t.false(await enrolled(s.lecture, 'jiwoo'));
  },
);

/** Runs a job now and waits until it has finished; answers its result. */
async function runJob<T>(def: Parameters<typeof fx.app.core.jobs.enqueue<T>>[0], data: T, jobId: string) {
  await fx.app.core.jobs.enqueue(def, data, { jobId });
  const status = await eventually(
    () => fx.app.core.jobs.jobStatus(def, jobId),
    (s) => s?.state === 'completed' || s?.state === 'failed',
  );
  return status?.result;
}

test.serial(
  'a cancel the provider refuses is not retried by the job or the sweep: the admin sees its message and retries by hand',
  async (t) => {
    const boss = await fx.shop.login('boss');
    const r = await requested('minsu', 18_000);
    await fx.control.addFault({ on: 'cancel', code: 'NOT_CANCELABLE_PAYMENT' });
    const refused = await boss.post(`/api/admin/refunds/${r.refundIndex}/approve`, {});
    t.is(refused.status, 202, JSON.stringify(refused.body));
    t.like(refused.body.data, { status: 'APPROVED', attempts: 1, retriesStopped: true });
    t.regex(refused.body.data.lastError, /^NOT_CANCELABLE_PAYMENT: 취소 할 수 없는 결제 입니다\./);
    t.true(await enrolled(r.lecture, 'minsu'));

    // The retry job (as an earlier failure would have queued it) and the sweep, long after: no call.
    t.is(await runJob(refundExecuteJob, { refundId: r.refundIndex }, `refused-${r.refundIndex}`), 'APPROVED');
    await db()('commerce_refunds')
      .where({ id: r.refundIndex })
      .update({ last_attempt_at: new Date(Date.now() - 86_400_000) });
    await runJob(refundSweepJob, {}, `refused-sweep-${r.refundIndex}`);
    t.is((await cancelsOf(r.refundIndex)).length, 1);
    t.like(await refundRow(r.refundIndex), { status: 'APPROVED', attempts: 1 });
    const listed = (await boss.get('/api/admin/refunds?status=all')).body.data.list as {
      refundIndex: number;
      retriesStopped: boolean;
      lastError: string;
    }[];
    t.like(
      listed.find((x) => x.refundIndex === r.refundIndex),
      { retriesStopped: true },
    );

    // The admin's retry sends it again, and it goes through.
    const retried = await boss.post(`/api/admin/refunds/${r.refundIndex}/retry`, {});
    t.is(retried.status, 200);
    t.like(retried.body.data, { status: 'REFUNDED', attempts: 2, lastError: null, retriesStopped: false });
    t.is((await cancelsOf(r.refundIndex)).length, 2);
    t.false(await enrolled(r.lecture, 'minsu'));
  },
);

test.serial('a double-clicked approve: one cancel at the provider, one revoke, one reversal', async (t) => {
  const boss = await fx.shop.login('boss');
  const r = await requested('hana', 33_000);
  const answers = await Promise.all([
    boss.post(`/api/admin/refunds/${r.refundIndex}/approve`, {}),
    boss.post(`/api/admin/refunds/${r.refundIndex}/approve`, {}),
    boss.post(`/api/admin/refunds/${r.refundIndex}/approve`, {}),
  ]);
  t.true(
    answers.every((a) => a.status === 200 || a.status === 202),
    JSON.stringify(answers.map((a) => a.body)),
  );
  const row = await eventually(
    () => refundRow(r.refundIndex),
    (x) => x.status === 'REFUNDED',
  );
  t.is(row.attempts, 1);
  t.is((await cancelsOf(r.refundIndex)).length, 1);
  const payment = (await fx.control.payments()).find((p) => p.orderId === r.orderId) as {
    cancels: unknown[];
  };
  t.is(payment.cancels.length, 1);
  t.is((await db()('commerce_ledger').where({ entry_type: 'refund', refund_id: r.refundIndex })).length, 1);
  t.like(await db()('commerce_orders').where({ order_key: r.orderId }).first(), {
    status: 'CANCELED',
    refunded_amount: 33_000,
  });
  // And once more afterwards: the refund as it is, nothing sent.
  const late = await boss.post(`/api/admin/refunds/${r.refundIndex}/approve`, {});
  t.is(late.status, 200);
  t.is((await cancelsOf(r.refundIndex)).length, 1);
});

test.serial(
  'an undecided request is approved at its statutory figure by the sweep on its due day',
  async (t) => {
    const r = await requested('sora', 25_000);
    const boss = await fx.shop.login('boss');
    const listed = (await boss.get('/api/admin/refunds')).body.data.list as { refundIndex: number }[];
    t.true(listed.some((x) => x.refundIndex === r.refundIndex));
    const row = await refundRow(r.refundIndex);
    t.true(new Date(row.auto_approve_at).getTime() > Date.now() + 86_400_000);
    // The clock: its due day has come.
    await db()('commerce_refunds')
      .where({ id: r.refundIndex })
      .update({ auto_approve_at: new Date(Date.now() - 60_000) });
    await fx.app.core.jobs.enqueue(refundSweepJob, {}, { jobId: `sweep-now-${r.refundIndex}` });
    const done = await eventually(
      () => refundRow(r.refundIndex),
      (x) => x.status === 'REFUNDED',
    );
    t.like(done, { status: 'REFUNDED', amount: 25_000, decided_how: 'auto', decided_by: null });
    t.false(await enrolled(r.lecture, 'sora'));
    const view = (await boss.get(`/api/admin/refunds/${r.refundIndex}`)).body.data;
    t.like(view, { decidedHow: 'auto', overdue: false });
  },
);

test.serial(
  'the open list puts overdue requests first; a rejection tells the learner why and gives the lecture back',
  async (t) => {
    const boss = await fx.shop.login('boss', { locale: 'en' });
    const late = await requested('dami', 11_000, '중복 구매');
    const fresh = await requested('yuna', 12_000);
    // Asked long ago, and its due day is over (the sweep has not run: it would approve it).
    await db()('commerce_refunds')
      .where({ id: late.refundIndex })
      .update({
        requested_at: new Date(Date.now() - 20 * 86_400_000),
        auto_approve_at: new Date(Date.now() - 2 * 86_400_000),
      });
    const list = (await call(boss, 'get', '/api/admin/refunds?status=open')).body.data.list as {
      refundIndex: number;
      overdue: boolean;
      learner: { email: string };
    }[];
    t.is(list[0].refundIndex, late.refundIndex);
    t.true(list[0].overdue);
    t.false(list.find((x) => x.refundIndex === fresh.refundIndex)!.overdue);
    t.regex(list[0].learner.email, /\*\*\*/);

    const empty = await boss.post(`/api/admin/refunds/${fresh.refundIndex}/reject`, { reason: ' ' });
    t.is(empty.status, 400);
    t.is(empty.body.err.message, 'Give a reason of 1 to 500 characters.');
    const rejected = await call(boss, 'post', `/api/admin/refunds/${fresh.refundIndex}/reject`, {
      reason: '수강 기간 중 절반 이상을 들었습니다',
    });
    t.is(rejected.status, 200);
    t.like(rejected.body.data, { status: 'REJECTED', rejectReason: '수강 기간 중 절반 이상을 들었습니다' });
    t.true(await enrolled(fresh.lecture, 'yuna'));
    t.is(
      (await fresh.client.get(`/api/checkout/order/${fresh.orderId}`)).body.data.items[0].refundState,
      'none',
    );
    // Rejecting again changes nothing; approving now is refused.
    t.is((await boss.post(`/api/admin/refunds/${fresh.refundIndex}/reject`, { reason: '다시' })).status, 200);
    const approve = await boss.post(`/api/admin/refunds/${fresh.refundIndex}/approve`, {});
    t.is(approve.status, 409);
    t.is(approve.body.err.message, 'The refund request has already been decided.');
    const notes = await eventually(
      async () =>
        (await fresh.client.get('/api/notification?type=all')).body.data.list as { message: string }[],
      (l) => l.length > 0,
    );
    t.regex(notes[0].message, /수강 기간 중 절반 이상을 들었습니다/);
    // The learner may ask again.
    const anew = await fresh.client.post(`/api/checkout/order/${fresh.orderId}/refund`, {
      itemIds: [fresh.itemIndex],
    });
    t.is(anew.status, 201);
    await boss.post(`/api/admin/refunds/${anew.body.data.refund.refundIndex}/reject`, { reason: '테스트' });
  },
);

test.serial('an admin cancels a payment outright; not while a request waits', async (t) => {
  const boss = await fx.shop.login('boss');
  const r = await requested('minsu', 15_000);
  const blocked = await call(boss, 'post', `/api/admin/payments/${r.orderId}/cancel`, {
    reason: '중복 결제',
  });
  t.is(blocked.status, 409);
  t.is(blocked.body.err.code, 'refund_pending');
  await boss.post(`/api/admin/refunds/${r.refundIndex}/reject`, { reason: '전체 취소로 처리합니다' });
  const payments = (await call(boss, 'get', '/api/admin/payments')).body.data.list as {
    orderId: string;
    cancellable: boolean;
  }[];
  t.true(payments.find((p) => p.orderId === r.orderId)!.cancellable);
  const canceled = await boss.post(`/api/admin/payments/${r.orderId}/cancel`, { reason: '중복 결제' });
  t.is(canceled.status, 200, JSON.stringify(canceled.body));
  t.like(canceled.body.data, { status: 'REFUNDED', origin: 'admin', amount: 15_000, reason: '중복 결제' });
  t.like(await db()('commerce_orders').where({ order_key: r.orderId }).first(), {
    status: 'CANCELED',
    refunded_amount: 15_000,
  });
  t.false(await enrolled(r.lecture, 'minsu'));
  const twice = await boss.post(`/api/admin/payments/${r.orderId}/cancel`, { reason: '중복 결제' });
  t.is(twice.status, 409);
  t.is(twice.body.err.code, 'order_not_refundable');
});

test.serial(
  'who may: the learner their own only, a teacher none of the admin routes, an admin their channel only, the site admin the public site',
  async (t) => {
    const r = await requested('jiwoo', 14_000);
    const paths = [
      ['get', `/api/admin/refunds/${r.refundIndex}`],
      ['post', `/api/admin/refunds/${r.refundIndex}/approve`],
      ['post', `/api/admin/refunds/${r.refundIndex}/reject`],
      ['post', `/api/admin/refunds/${r.refundIndex}/retry`],
      ['post', `/api/admin/payments/${r.orderId}/cancel`],
    ] as const;
    const teacher = await fx.shop.login('teach');
    const learner = await fx.shop.login('hana');
    for (const client of [teacher, learner, r.client]) {
      t.is((await client.get('/api/admin/refunds')).status, 403);
      t.is((await client.get('/api/admin/payments')).status, 403);
      for (const [method, path] of paths)
        t.is((await call(client, method, path, { reason: '사유' })).status, 403, `${method} ${path}`);
    }
    // Another learner: the order and its quote are the missing one's 404.
    t.is(
      (await call(learner, 'get', `/api/checkout/order/${r.orderId}/refund-quote?itemIds=${r.itemIndex}`))
        .status,
      404,
    );
    t.is(
      (await call(learner, 'post', `/api/checkout/order/${r.orderId}/refund`, { itemIds: [r.itemIndex] }))
        .status,
      404,
    );
    // Another channel's admin: nothing of this channel's exists.
    const rival = await other.login('rival');
    for (const [method, path] of paths) {
      const res = await call(rival, method, path, { reason: '사유' });
      t.is(res.status, 404, `${method} ${path}`);
      t.regex(res.body.err.code, /^(refund|order)_not_found$/);
    }
    t.is((await rival.get('/api/admin/refunds?status=all')).body.data.totalCount, 0);
    t.is((await rival.get('/api/admin/payments')).body.data.totalCount, 0);
    // The site admin on the public site: only the public site's refunds.
    const site = fx.app.client();
    await site.login('siteadmin', testPassword);
    t.is((await site.get('/api/admin/refunds?status=all')).status, 200);
    t.is((await site.get('/api/admin/refunds?status=all')).body.data.totalCount, 0);
    t.is((await call(site, 'get', `/api/admin/refunds/${r.refundIndex}`)).status, 404);
    // The channel's admin sees it and decides.
    const boss = await fx.shop.login('boss');
    t.is((await boss.get(`/api/admin/refunds/${r.refundIndex}`)).status, 200);
    t.is((await boss.post(`/api/admin/refunds/${r.refundIndex}/approve`, {})).status, 200);

    const doc = (await fx.app.client().get('/api/openapi.json')).body;
    const refundRoutes = uncoveredIdRoutes(doc, 'commerce', requests).filter((p) =>
      /refund|payments/.test(p),
    );
    t.deepEqual(refundRoutes, []);
  },
);
