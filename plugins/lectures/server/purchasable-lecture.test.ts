import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { lecturePurchasable } from './purchasable-lecture.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
});
test.after.always(async () => {
  await app?.stop();
});

async function lecture(fields: Record<string, unknown> = {}): Promise<number> {
  const [row] = await app.core
    .db('lectures')
    .insert({
      subject: '알고리즘',
      slug: 'algorithms',
      contents: '<!-- -->',
      is_free: false,
      price: 70_000,
      is_published: true,
      ...fields,
    })
    .returning('id');
  return Number(row.id);
}

test('grant joins the buyer once per order item; revoke takes it back once', async (t) => {
  const db = app.core.db;
  const seq = await lecture();
  const userId = await app.createUser({ userId: 'buyer' });
  const item = { orderItemId: 501, orderId: 50, channelIndex: null, userId, ref: seq };
  await db.transaction((trx) => lecturePurchasable.grant(trx, item));
  await db.transaction((trx) => lecturePurchasable.grant(trx, item));
  const enrolments = await db('lecture_enrolments').where({ lecture_id: seq, user_id: userId });
  t.is(enrolments.length, 1);
  t.is(enrolments[0].state, 'joined');
  t.is((await db('lectures').where({ id: seq }).first()).student_count, 1);
  const scope = { db, channelIndex: null, userId, locale: 'ko' as const, now: new Date() };
  t.deepEqual([...(await lecturePurchasable.owned(scope, [seq]))], [seq]);

  await db.transaction((trx) => lecturePurchasable.revoke(trx, item));
  t.is((await db('lecture_enrolments').where({ lecture_id: seq, user_id: userId })).length, 0);
  t.is((await db('lectures').where({ id: seq }).first()).student_count, 0);
  // A second revoke, or a grant of the same order item after it, changes nothing.
  await db.transaction((trx) => lecturePurchasable.revoke(trx, item));
  await db.transaction((trx) => lecturePurchasable.grant(trx, item));
  t.is((await db('lecture_enrolments').where({ lecture_id: seq, user_id: userId })).length, 0);
  // A grant that fails rolls back with the caller's transaction.
  await t.throwsAsync(
    db.transaction(async (trx) => {
      await lecturePurchasable.grant(trx, { ...item, orderItemId: 502 });
      throw new Error('payment failed');
    }),
  );
  t.is(await db('lecture_purchase_grants').where({ order_item_id: 502 }).first(), undefined);
});

test('suspend closes the lessons while a refund waits, in English too; resume opens them; revoke ends it', async (t) => {
  const db = app.core.db;
  const seq = await lecture({ subject: '자료구조', slug: 'data-structures' });
  const [lesson] = await db('lecture_lessons')
    .insert({ lecture_id: seq, position: 1, title: '배열' })
    .returning('id');
  const userId = await app.createUser({ userId: 'waiter' });
  const item = { orderItemId: 601, orderId: 60, channelIndex: null, userId, ref: seq };
  await db.transaction((trx) => lecturePurchasable.grant(trx, item));
  const client = app.client({ locale: 'en' });
  await client.login('waiter', testPassword);
  const open = () => client.get(`/api/lecture/${seq}/lessons/${Number(lesson.id)}`);
  t.is((await open()).status, 200);

  await db.transaction((trx) => lecturePurchasable.suspend!(trx, item));
  await db.transaction((trx) => lecturePurchasable.suspend!(trx, item));
  const closed = await open();
  t.is(closed.status, 403);
  t.is(closed.body.err.code, 'study_suspended');
  t.regex(closed.body.err.message, /refund request is being decided/);
  // Still the learner's: commerce does not sell it to them again meanwhile.
  const scope = { db, channelIndex: null, userId, locale: 'ko' as const, now: new Date() };
  t.deepEqual([...(await lecturePurchasable.owned(scope, [seq]))], [seq]);

  await db.transaction((trx) => lecturePurchasable.resume!(trx, item));
  t.is((await open()).status, 200);
  await db.transaction((trx) => lecturePurchasable.suspend!(trx, item));
  await db.transaction((trx) => lecturePurchasable.revoke(trx, item));
  t.is((await open()).status, 403);
  t.is((await open()).body.err.code, 'not_enrolled');
  // Resuming a revoked purchase gives nothing back.
  await db.transaction((trx) => lecturePurchasable.resume!(trx, item));
  t.is((await db('lecture_enrolments').where({ lecture_id: seq, user_id: userId })).length, 0);
});

test('quotes: prices now, analytics fields, why not for sale; usage for refunds', async (t) => {
  const db = app.core.db;
  const owner = await app.createUser({ userId: 'teacher', name: '이강사' });
  const now = new Date('2025-05-10T00:00:00Z');
  const sale = await lecture({
    owner_id: owner,
    category_first: 'programming',
    category_second: 'algorithm',
    discount: 20,
    discounted_price: 56_000,
    discount_due_date: new Date('2025-05-31T00:00:00Z'),
  });
  const closed = await lecture({
    period_type: 'dates',
    open_date: new Date('2025-03-01T00:00:00Z'),
    close_date: new Date('2025-04-30T00:00:00Z'),
  });
  const scope = { db, channelIndex: null, userId: null, locale: 'ko' as const, now };
  const quotes = await lecturePurchasable.quote(scope, [sale, closed, 999_999]);
  t.deepEqual([...quotes.keys()].sort(), [sale, closed].sort());
  t.like(quotes.get(sale), {
    kind: 'lecture',
    title: '알고리즘',
    link: `/lecture/${sale}/algorithms`,
    price: 70_000,
    discountedPrice: 56_000,
    finalPrice: 56_000,
    recipients: [{ userId: owner, share: 1 }],
    sale: { forSale: true },
  });
  t.deepEqual(quotes.get(sale)!.analytics, {
    sequence: sale,
    subject: '알고리즘',
    category: { first: { id: 'programming' }, second: { id: 'algorithm' } },
    educatorsData: { name: '이강사' },
    price: 56_000,
  });
  t.deepEqual(quotes.get(closed)!.sale, { forSale: false, reason: 'closed' });
  const own = await lecturePurchasable.quote({ ...scope, userId: owner }, [sale]);
  t.deepEqual(own.get(sale)!.sale, { forSale: false, reason: 'unavailable' }, 'not to its own teacher');
  t.is(
    (await lecturePurchasable.quote({ ...scope, now: new Date('2025-06-01T00:00:00Z') }, [sale])).get(sale)!
      .finalPrice,
    70_000,
  );

  const buyer = await app.createUser({ userId: 'learner' });
  const item = { orderItemId: 601, orderId: 60, channelIndex: null, userId: buyer, purchasedAt: now };
  t.deepEqual(await lecturePurchasable.usage(db, { ...item, ref: closed }), {
    kind: 'scheduled',
    startsAt: '2025-03-01T00:00:00.000Z',
    endsAt: '2025-04-30T00:00:00.000Z',
  });
  const [l1, l2] = await db('lecture_lessons')
    .insert([
      { lecture_id: sale, position: 1, title: '정렬' },
      { lecture_id: sale, position: 2, title: '탐색' },
    ])
    .returning('id');
  await db('lecture_lesson_progress').insert({
    lesson_id: l1.id,
    user_id: buyer,
    lecture_id: sale,
    state: 1,
  });
  t.truthy(l2);
  t.deepEqual(await lecturePurchasable.usage(db, { ...item, ref: sale }), {
    kind: 'recorded',
    totalLessons: 2,
    studiedLessons: 1,
  });
  // Opened in the player counts too, each lesson once; what was studied before the purchase does not.
  await db('lecture_lesson_opens').insert([
    { lesson_id: l1.id, user_id: buyer, lecture_id: sale, opened_at: new Date('2025-05-11T00:00:00Z') },
    { lesson_id: l2.id, user_id: buyer, lecture_id: sale, opened_at: new Date('2025-05-09T00:00:00Z') },
  ]);
  t.like(await lecturePurchasable.usage(db, { ...item, ref: sale }), { studiedLessons: 1 });
  await db('lecture_lesson_opens')
    .where({ lesson_id: l2.id })
    .update({ opened_at: new Date('2025-05-12T00:00:00Z') });
  t.like(await lecturePurchasable.usage(db, { ...item, ref: sale }), { studiedLessons: 2 });
  const later = new Date('2099-01-01T00:00:00Z');
  t.like(await lecturePurchasable.usage(db, { ...item, ref: sale, purchasedAt: later }), {
    studiedLessons: 0,
  });
});
