import test from 'ava';
import type { TestClient } from '@seodang/sdk/testing';
import { lectureEnrolmentsRef } from '@seodang/plugin-lectures/enrolment-sources';
import { reconcileBoughtLectures } from '../server/bought-lectures-reconcile.ts';
import {
  checkoutAndPay,
  checkoutBody,
  eventually,
  payInWindow,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../../commerce/testing/checkout-fixture.ts';

let fx: CheckoutFixture;
let farRoadmap: number;
let farChannel: number;

const db = () => fx.app.core.db;

/** A roadmap row of `channelId` (default: the shop), owned by the shop's teacher. */
async function roadmap(fields: Record<string, unknown> = {}, channelId: number | null = fx.shop.id) {
  const [row] = await db()('roadmaps')
    .insert({
      channel_id: channelId,
      owner_id: fx.shop.ids.teach,
      title: '프론트엔드 로드맵',
      category_first: 'programming',
      category_second: 'web-programming',
      difficulty: 'normal',
      is_free: false,
      price: 39_000,
      is_published: true,
      nodes: JSON.stringify([{ id: 'html', type: 'topic', label: 'HTML' }]),
      ...fields,
    })
    .returning('id');
  return Number(row.id);
}

const checkout = (buyer: TestClient, ids: number[], expectedAmount: number) =>
  buyer.post('/api/checkout', {
    lectures: [],
    coupons: [],
    roadmapIdList: ids,
    method: 'card',
    expectedAmount,
  });

test.before(async () => {
  fx = await startCheckoutFixture({
    plugins: ['lectures', 'commerce', 'roadmaps'],
    members: { boss: 'admin', yuna: 'student' },
  });
  const far = await fx.app.createChannelWithMembers({ slug: 'far', members: { faraway: 'teacher' } });
  farChannel = far.id;
  farRoadmap = await roadmap({ owner_id: far.ids.faraway }, far.id);
});
test.after.always(async () => {
  await fx?.stop();
});

test.serial('a paid roadmap is bought at the test provider once, and a refund takes it back', async (t) => {
  const id = await roadmap({ discount: 10 });
  const minsu = await fx.shop.login('minsu');
  const before = await minsu.get(`/api/roadmap/${id}`);
  t.is(before.body.data.access, 'none');

  const added = await minsu.post('/api/cart', { itemType: 'roadmap', sequence: id });
  t.is(added.status, 201, JSON.stringify(added.body));
  const cart = (await minsu.get('/api/cart/list')).body.data;
  t.like(cart.cartItemList[0], {
    itemType: 'roadmap',
    lectureSequence: id,
    title: '프론트엔드 로드맵',
    price: 39_000,
    finalPrice: 35_100,
    isForSale: true,
  });

  const created = await checkout(minsu, [id], 35_100);
  t.is(created.status, 201, JSON.stringify(created.body));
  const order = created.body.data.order as { orderId: string; paymentAmount: number };
  t.is(order.paymentAmount, 35_100);
  const redirect = await payInWindow(fx.control, order);
  // The success redirect confirmed twice (a reload), and the provider's webhook on top.
  const first = await minsu.post('/api/checkout/confirm', redirect);
  t.is(first.status, 200, JSON.stringify(first.body));
  t.is(first.body.data.status, 'PAID');
  const second = await minsu.post('/api/checkout/confirm', redirect);
  t.is(second.body.data.status, 'PAID');
  await eventually(
    () => db()('commerce_webhook_inbox').count({ n: '*' }).first(),
    (r) => Number(r?.n) > 0,
    5_000,
  );

  const access = await db()('roadmap_access').where({ roadmap_id: id, user_id: fx.shop.ids.minsu });
  t.is(access.length, 1);
  t.like(access[0], { state: 'granted', source: 'purchase' });
  t.is((await db()('roadmap_purchase_grants').where({ roadmap_id: id })).length, 1);
  const after = (await minsu.get(`/api/roadmap/${id}`)).body.data;
  t.is(after.access, 'granted');
  const mine = (await minsu.get('/api/roadmap/user')).body.data.roadmapList as { sequence: number }[];
  t.true(mine.some((r) => r.sequence === id));
  t.is((await minsu.get('/api/cart/list')).body.data.cartItemCount, 0);

  // Bought once: neither the cart nor the checkout sells it again.
  const again = await minsu.post('/api/cart', { itemType: 'roadmap', sequence: id });
  t.is(again.status, 409);
  t.is(again.body.err.code, 'already_owned');
  t.is((await checkout(minsu, [id], 35_100)).status, 409);

  // A refund approved by the channel's admin withdraws the roadmap.
  const paid = (await minsu.get(`/api/checkout/order/${order.orderId}`)).body.data;
  const asked = await minsu.post(`/api/checkout/order/${order.orderId}/refund`, {
    itemIds: [paid.items[0].itemIndex],
    reason: '마음이 바뀌었습니다',
  });
  t.is(asked.status, 201, JSON.stringify(asked.body));
  const boss = await fx.shop.login('boss');
  const approved = await boss.post(`/api/admin/refunds/${asked.body.data.refund.refundIndex}/approve`, {});
  t.is(approved.status, 200, JSON.stringify(approved.body));
  t.is(approved.body.data.status, 'REFUNDED');
  t.is((await minsu.get(`/api/roadmap/${id}`)).body.data.access, 'none');
  t.is(
    (await db()('roadmap_purchase_grants').where({ roadmap_id: id }).first()).revoked_at instanceof Date,
    true,
  );
});

/** A paid lecture of `channelId` (default: the shop) with one text lesson; its lesson's index. */
async function paidLecture(subject: string, channelId: number | null = fx.shop.id) {
  const lecture = await fx.lecture({ subject }, channelId);
  const [row] = await db()('lecture_lessons')
    .insert({ lecture_id: lecture, title: `${subject} 1강`, type: 'text', position: 0 })
    .returning('id');
  return { lecture, lesson: Number(row.id) };
}
const lectureNode = (id: string, lectureIndex: number) => ({ id, type: 'lecture', label: id, lectureIndex });
/** Asks a refund of the order's first item; the pending refund's index. */
const askRefund = async (buyer: TestClient, orderId: string) => {
  const paid = (await buyer.get(`/api/checkout/order/${orderId}`)).body.data;
  const asked = await buyer.post(`/api/checkout/order/${orderId}/refund`, {
    itemIds: [paid.items[0].itemIndex],
    reason: '마음이 바뀌었습니다',
  });
  if (asked.status !== 201) throw new Error(JSON.stringify(asked.body));
  return asked.body.data.refund.refundIndex as number;
};
const refund = async (buyer: TestClient, orderId: string) => {
  const refundIndex = await askRefund(buyer, orderId);
  const boss = await fx.shop.login('boss');
  return boss.post(`/api/admin/refunds/${refundIndex}/approve`, {});
};

test.serial(
  'buying a roadmap enrols the buyer in its lectures, and its refund takes back only those',
  async (t) => {
    const html = await paidLecture('HTML 기초');
    const css = await paidLecture('CSS 기초');
    const far = await paidLecture('먼 곳의 강좌', farChannel);
    const jiwoo = await fx.shop.login('jiwoo');
    const jiwooId = fx.shop.ids.jiwoo;
    const lesson = (l: { lecture: number; lesson: number }) =>
      jiwoo.get(`/api/lecture/${l.lecture}/lessons/${l.lesson}`);

    // CSS bought on its own first.
    const cssPrice = (await db()('lectures').where({ id: css.lecture }).first('price')).price as number;
    const direct = await checkoutAndPay(fx, jiwoo, checkoutBody([css.lecture], cssPrice));
    t.is((await jiwoo.post('/api/checkout/confirm', direct.redirect)).body.data.status, 'PAID');
    t.is((await lesson(css)).status, 200);
    t.not((await lesson(html)).status, 200);

    const id = await roadmap({
      title: '웹 기초 로드맵',
      nodes: JSON.stringify([
        lectureNode('html', html.lecture),
        lectureNode('css', css.lecture),
        lectureNode('far', far.lecture),
        { id: 'topic', type: 'topic', label: '정리' },
      ]),
    });
    const bought = await checkoutAndPay(fx, jiwoo, { ...checkoutBody([], 39_000), roadmapIdList: [id] });
    t.is((await jiwoo.post('/api/checkout/confirm', bought.redirect)).body.data.status, 'PAID');
    t.is((await jiwoo.post('/api/checkout/confirm', bought.redirect)).body.data.status, 'PAID');
    const opened = await lesson(html);
    t.is(opened.status, 200, JSON.stringify(opened.body));
    t.is((await lesson(css)).status, 200);
    t.is(
      (await db()('lecture_enrolments').where({ lecture_id: html.lecture, user_id: jiwooId })).length,
      1,
      'enrolled once',
    );
    // Another channel's lecture on the roadmap enrols no one.
    t.is((await db()('lecture_enrolments').where({ lecture_id: far.lecture, user_id: jiwooId })).length, 0);

    // While a refund of the roadmap waits, its lectures do not open through it; the lecture
    // bought on its own still does. Refused, they open again.
    const boss = await fx.shop.login('boss');
    const pending = await askRefund(jiwoo, bought.order.orderId);
    const suspended = await lesson(html);
    t.is(suspended.status, 403, JSON.stringify(suspended.body));
    t.is(suspended.body.err.code, 'study_suspended');
    t.is((await lesson(css)).status, 200);
    t.is((await db()('lecture_enrolments').where({ lecture_id: html.lecture, user_id: jiwooId })).length, 1);
    const rejected = await boss.post(`/api/admin/refunds/${pending}/reject`, {
      reason: '수강 기록이 있습니다',
    });
    t.is(rejected.status, 200, JSON.stringify(rejected.body));
    t.is((await lesson(html)).status, 200);

    const approved = await refund(jiwoo, bought.order.orderId);
    t.is(approved.status, 200, JSON.stringify(approved.body));
    t.is(approved.body.data.status, 'REFUNDED');
    t.not((await lesson(html)).status, 200);
    t.is((await db()('lecture_enrolments').where({ lecture_id: html.lecture, user_id: jiwooId })).length, 0);
    // The lecture bought on its own stays.
    t.is((await lesson(css)).status, 200);
  },
);

test.serial(
  'a lecture added to a bought roadmap enrols its buyer, one taken off withdraws only the roadmap’s enrolment',
  async (t) => {
    const html = await paidLecture('시맨틱 HTML');
    const css = await paidLecture('반응형 CSS');
    const js = await paidLecture('자바스크립트 입문');
    const minsu = await fx.shop.login('minsu');
    const open = (l: { lecture: number; lesson: number }) =>
      minsu.get(`/api/lecture/${l.lecture}/lessons/${l.lesson}`);
    const cssPrice = (await db()('lectures').where({ id: css.lecture }).first('price')).price as number;
    const direct = await checkoutAndPay(fx, minsu, checkoutBody([css.lecture], cssPrice));
    t.is((await minsu.post('/api/checkout/confirm', direct.redirect)).body.data.status, 'PAID');
    const node = (id: string, lectureIndex: number) => ({
      ...lectureNode(id, lectureIndex),
      position: { x: 0, y: 0 },
    });
    const id = await roadmap({
      title: '바뀌는 로드맵',
      nodes: JSON.stringify([node('html', html.lecture), node('css', css.lecture)]),
    });
    const bought = await checkoutAndPay(fx, minsu, { ...checkoutBody([], 39_000), roadmapIdList: [id] });
    t.is((await minsu.post('/api/checkout/confirm', bought.redirect)).body.data.status, 'PAID');
    t.is((await open(html)).status, 200);
    t.not((await open(js)).status, 200);

    // The teacher swaps HTML and CSS for JavaScript.
    const teach = await fx.shop.login('teach');
    const { version } = (await teach.get(`/api/roadmap/${id}`)).body.data;
    const saved = await teach.put(`/api/roadmap/${id}`, {
      title: '바뀌는 로드맵',
      category: 'programming.web-programming',
      difficulty: 'normal',
      isFree: false,
      price: 39_000,
      nodes: [node('js', js.lecture)],
      edges: [],
      version,
    });
    t.is(saved.status, 200, JSON.stringify(saved.body));
    const js200 = await open(js);
    t.is(js200.status, 200, JSON.stringify(js200.body));
    t.not((await open(html)).status, 200, 'taken off: the roadmap’s enrolment withdrawn');
    t.is((await open(css)).status, 200, 'bought on its own: stays');
    const rows = await db()('lecture_enrolment_sources')
      .where({ user_id: fx.shop.ids.minsu, source_kind: 'roadmap-purchase' })
      .whereIn('lecture_id', [html.lecture, css.lecture, js.lecture])
      .pluck('lecture_id');
    t.deepEqual(rows, [js.lecture]);

    // A stale save changes no enrolment.
    const stale = await teach.put(`/api/roadmap/${id}`, {
      title: '바뀌는 로드맵',
      category: 'programming.web-programming',
      difficulty: 'normal',
      isFree: false,
      price: 39_000,
      nodes: [node('html', html.lecture)],
      edges: [],
      version,
    });
    t.is(stale.status, 409);
    t.is((await open(js)).status, 200);
    t.not((await open(html)).status, 200);

    // While a refund of it waits, a lecture added is enrolled suspended like the rest.
    const pending = await askRefund(minsu, bought.order.orderId);
    t.is((await open(js)).status, 403);
    const again = await teach.put(`/api/roadmap/${id}`, {
      title: '바뀌는 로드맵',
      category: 'programming.web-programming',
      difficulty: 'normal',
      isFree: false,
      price: 39_000,
      nodes: [node('js', js.lecture), node('html', html.lecture)],
      edges: [],
      version: version + 1,
    });
    t.is(again.status, 200, JSON.stringify(again.body));
    t.is((await open(html)).body.err?.code, 'study_suspended');
    const boss = await fx.shop.login('boss');
    t.is(
      (await boss.post(`/api/admin/refunds/${pending}/reject`, { reason: '수강 기록이 있습니다' })).status,
      200,
    );
    t.is((await open(html)).status, 200);
    t.is((await open(js)).status, 200);
  },
);

test.serial(
  'a lecture unpublished when the roadmap was bought is enrolled once published, once however often; suspended while a refund waits',
  async (t) => {
    const html = await paidLecture('웹 접근성');
    const later = await paidLecture('나중에 여는 강좌');
    const pendingLater = await paidLecture('환불 대기 중에 여는 강좌');
    await db()('lectures')
      .whereIn('id', [later.lecture, pendingLater.lecture])
      .update({ is_published: false });
    const yuna = await fx.shop.login('yuna');
    const yunaId = fx.shop.ids.yuna;
    const open = (l: { lecture: number; lesson: number }) =>
      yuna.get(`/api/lecture/${l.lecture}/lessons/${l.lesson}`);
    const enrolments = (l: { lecture: number }) =>
      db()('lecture_enrolments').where({ lecture_id: l.lecture, user_id: yunaId });
    const id = await roadmap({
      title: '나중에 열리는 로드맵',
      nodes: JSON.stringify([
        lectureNode('html', html.lecture),
        lectureNode('later', later.lecture),
        lectureNode('pending', pendingLater.lecture),
      ]),
    });
    const bought = await checkoutAndPay(fx, yuna, { ...checkoutBody([], 39_000), roadmapIdList: [id] });
    t.is((await yuna.post('/api/checkout/confirm', bought.redirect)).body.data.status, 'PAID');
    t.is((await open(html)).status, 200);
    t.is((await enrolments(later)).length, 0, 'unpublished at the purchase: not enrolled');

    const teach = await fx.shop.login('teach');
    const publish = (l: { lecture: number }, published: boolean) =>
      teach.put(`/api/lecture/${l.lecture}/publish`, { published });
    t.is((await publish(later, true)).status, 200);
    await eventually(
      () => enrolments(later),
      (rows) => rows.length === 1,
    );
    t.is((await open(later)).status, 200);
    // Taken back and published again (and a repeated publish): still one enrolment, one source.
    t.is((await publish(later, false)).status, 200);
    t.is((await publish(later, true)).status, 200);
    t.is((await publish(later, true)).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    t.is((await enrolments(later)).length, 1);
    t.is(
      (
        await db()('lecture_enrolment_sources').where({
          lecture_id: later.lecture,
          user_id: yunaId,
          source_kind: 'roadmap-purchase',
        })
      ).length,
      1,
    );
    // Another buyer's lecture elsewhere, or a learner who did not buy, is not enrolled.
    t.is(
      (await db()('lecture_enrolments').where({ lecture_id: later.lecture }).whereNot({ user_id: yunaId }))
        .length,
      0,
    );

    // While a refund of the roadmap waits, a lecture published then is enrolled suspended.
    const pending = await askRefund(yuna, bought.order.orderId);
    t.is((await publish(pendingLater, true)).status, 200);
    await eventually(
      () => enrolments(pendingLater),
      (rows) => rows.length === 1,
    );
    t.is((await open(pendingLater)).body.err?.code, 'study_suspended');
    const boss = await fx.shop.login('boss');
    t.is(
      (await boss.post(`/api/admin/refunds/${pending}/reject`, { reason: '수강 기록이 있습니다' })).status,
      200,
    );
    t.is((await open(pendingLater)).status, 200);
  },
);

test.serial(
  'a publish whose event was lost is made good by the reconciliation pass, once, in pages; a purchase refunded is left alone',
  async (t) => {
    const lost = await paidLecture('알림을 놓친 강좌');
    const other = await paidLecture('함께 담긴 강좌');
    await db()('lectures').where({ id: lost.lecture }).update({ is_published: false });
    const yuna = await fx.shop.login('yuna');
    const id = await roadmap({
      title: '알림을 놓친 로드맵',
      nodes: JSON.stringify([lectureNode('lost', lost.lecture), lectureNode('other', other.lecture)]),
    });
    const bought = await checkoutAndPay(fx, yuna, { ...checkoutBody([], 39_000), roadmapIdList: [id] });
    t.is((await yuna.post('/api/checkout/confirm', bought.redirect)).body.data.status, 'PAID');
    const enrolled = async () =>
      (await db()('lecture_enrolments').where({ lecture_id: lost.lecture, user_id: fx.shop.ids.yuna }))
        .length;
    // Published straight in the table: no `lectures.lecture-published` reaches the roadmaps.
    await db()('lectures').where({ id: lost.lecture }).update({ is_published: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.is(await enrolled(), 0);
    const enrolments = fx.app.core.service(lectureEnrolmentsRef);
    t.true((await reconcileBoughtLectures(db(), enrolments, { pageSize: 1 })) >= 1);
    t.is(await enrolled(), 1);
    t.is(await reconcileBoughtLectures(db(), enrolments, { pageSize: 1 }), 0, 'a second pass writes nothing');
    t.is(await enrolled(), 1);
    // A purchase whose grant was revoked (refunded) enrols nothing more.
    await db()('roadmap_purchase_grants').where({ roadmap_id: id }).update({ revoked_at: new Date() });
    const third = await paidLecture('환불 뒤에 연 강좌');
    await db()('roadmaps')
      .where({ id })
      .update({
        nodes: JSON.stringify([
          lectureNode('lost', lost.lecture),
          lectureNode('other', other.lecture),
          lectureNode('third', third.lecture),
        ]),
      });
    await reconcileBoughtLectures(db(), enrolments);
    t.is(
      (await db()('lecture_enrolments').where({ lecture_id: third.lecture, user_id: fx.shop.ids.yuna }))
        .length,
      0,
    );
  },
);

test('grant and revoke change the roadmap once per order item', async (t) => {
  const { roadmapPurchasableWith } = await import('../server/purchasable-roadmap.ts');
  const roadmapPurchasable = roadmapPurchasableWith(() => fx.app.core.service(lectureEnrolmentsRef));
  const id = await roadmap({ title: '백엔드 로드맵' });
  const item = {
    orderItemId: 90_001,
    orderId: 9,
    channelIndex: fx.shop.id,
    userId: fx.shop.ids.hana,
    ref: id,
  };
  await db().transaction((trx) => roadmapPurchasable.grant(trx, item));
  await db().transaction((trx) => roadmapPurchasable.grant(trx, item));
  t.is((await db()('roadmap_access').where({ roadmap_id: id })).length, 1);
  const scope = {
    db: db(),
    channelIndex: fx.shop.id,
    userId: fx.shop.ids.hana,
    locale: 'ko' as const,
    now: new Date(),
  };
  t.deepEqual([...(await roadmapPurchasable.owned(scope, [id]))], [id]);
  // Another channel sees nothing of it.
  t.is((await roadmapPurchasable.owned({ ...scope, channelIndex: null }, [id])).size, 0);
  t.is((await roadmapPurchasable.quote({ ...scope, channelIndex: null }, [id])).size, 0);
  await db().transaction((trx) => roadmapPurchasable.revoke(trx, item));
  await db().transaction((trx) => roadmapPurchasable.revoke(trx, item));
  await db().transaction((trx) => roadmapPurchasable.grant(trx, item));
  t.is((await db()('roadmap_access').where({ roadmap_id: id })).length, 0);
});

test('another channel’s roadmap answers 404, a free or unpublished one is not for sale, in the buyer’s language', async (t) => {
  const jiwoo = await fx.shop.login('jiwoo', { locale: 'en' });
  const far = await jiwoo.post('/api/cart', { itemType: 'roadmap', sequence: farRoadmap });
  t.is(far.status, 404);
  t.is(far.body.err.code, 'item_not_found');
  t.is((await checkout(jiwoo, [farRoadmap], 39_000)).status, 404);

  const free = await roadmap({ title: '무료 로드맵', is_free: true, price: 0 });
  const refused = await jiwoo.post('/api/cart', { itemType: 'roadmap', sequence: free });
  t.is(refused.status, 400);
  t.is(refused.body.err.code, 'not_for_sale');
  t.is(refused.body.err.message, 'Free roadmaps are not bought: start or request them on the roadmap.');
  const byCheckout = await checkout(jiwoo, [free], 0);
  t.is(byCheckout.status, 400);
  t.is(byCheckout.body.err.code, 'not_for_sale');
  t.is(byCheckout.body.err.message, refused.body.err.message);
  const inKorean = await (
    await fx.shop.login('jiwoo', { locale: 'ko' })
  ).post('/api/cart', {
    itemType: 'roadmap',
    sequence: free,
  });
  t.is(
    inKorean.body.err.message,
    '무료 로드맵은 구매하지 않고 로드맵에서 바로 시작하거나 신청할 수 있습니다.',
  );
  const inJapanese = await (
    await fx.shop.login('jiwoo', { locale: 'ja' })
  ).post('/api/cart', {
    itemType: 'roadmap',
    sequence: free,
  });
  t.regex(inJapanese.body.err.message, /^無料のロードマップ/);

  const draft = await roadmap({ title: '초안 로드맵', is_published: false });
  const ko = await fx.shop.login('jiwoo', { locale: 'ko' });
  const hidden = await ko.post('/api/cart', { itemType: 'roadmap', sequence: draft });
  t.is(hidden.status, 400);
  t.is(hidden.body.err.message, '아직 공개되지 않은 상품입니다.');

  // Its owner cannot buy their own roadmap.
  const teach = await fx.shop.login('teach');
  const own = await teach.post('/api/cart', {
    itemType: 'roadmap',
    sequence: await roadmap({ title: '내 로드맵' }),
  });
  t.is(own.status, 400);
  t.is(own.body.err.code, 'not_for_sale');
});
