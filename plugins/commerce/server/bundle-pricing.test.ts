/**
 * Bundles in checkout beside lectures: a coupon whose targets name a bundle applies to it as to a
 * lecture (managed through the coupon routes, offered by /api/coupon/check with the bundle's
 * kind), a lecture and a bundle of the same index are two items of one checkout, each with its
 * own coupon, and a buyer who owns some of a bundle's lectures pays only for the rest: their
 * share comes off, the cart says so, and checkout buys, splits and grants only what is new.
 */
import test from 'ava';
import type { TestClient } from '@seodang/sdk/testing';
import {
  checkoutAndPay,
  payInWindow,
  startCheckoutFixture,
  type CheckoutFixture,
} from '../testing/checkout-fixture.ts';

let fx: CheckoutFixture;
const l = { a: 0, b: 0, c: 0, solo: 0 };
let bundle = 0;
/** The bundle's price and each child's share of it (largest remainder by list price). */
const bundlePrice = 77_777;
const shares = { a: 23_333, b: 38_889, c: 15_555 };

test.before(async () => {
  fx = await startCheckoutFixture({ learners: ['minsu', 'jiwoo', 'hana'], members: { boss: 'admin' } });
  l.a = await fx.lecture({ subject: '파이썬 기초', price: 30_000 });
  l.b = await fx.lecture({ subject: '자료 구조', price: 50_000 });
  l.c = await fx.lecture({ subject: '알고리즘', price: 20_000 });
  l.solo = await fx.lecture({ subject: '단독 특강', price: 40_000 });
  // The bundle takes the index of a lecture outside it, so both stand in one checkout.
  await fx.app.core.db.raw("SELECT setval('commerce_bundles_id_seq', ?, false)", [l.solo]);
  const teach = await fx.shop.login('teach');
  const created = await teach.post('/api/commerce/bundles', {
    title: '파이썬 완주 패키지',
    price: bundlePrice,
    children: [l.a, l.b, l.c],
    isPublished: true,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  bundle = created.body.data.bundleIndex;
});
test.after.always(async () => {
  await fx?.stop();
});

/** A checkout of the solo lecture and the bundle (same index), coupons as given. */
function bothBody(
  expectedAmount: number,
  coupons: { lecture?: string; bundle?: string } = {},
): Record<string, unknown> {
  return {
    lectures: [
      { index: l.solo, itemType: 'lecture', appliedCouponCode: coupons.lecture ?? null },
      { index: bundle, itemType: 'bundle', appliedCouponCode: coupons.bundle ?? null },
    ],
    coupons: [
      ...(coupons.lecture
        ? [{ code: coupons.lecture, possibleLectureIndex: l.solo, appliedLectureIndex: l.solo }]
        : []),
      ...(coupons.bundle
        ? [
            {
              code: coupons.bundle,
              possibleLectureIndex: bundle,
              appliedLectureIndex: bundle,
              itemType: 'bundle',
            },
          ]
        : []),
    ],
    roadmapIdList: [],
    method: 'card',
    expectedAmount,
  };
}

test.serial('coupons name bundles as targets: a teacher their own, shown with the title', async (t) => {
  t.is(bundle, l.solo, 'the bundle shares the solo lecture’s index');
  const teach = await fx.shop.login('teach');
  const made = await teach.post('/api/commerce/coupons', {
    code: 'pack10',
    couponDetailType: 'basic',
    couponContent: 10_000,
    bundleTargets: [bundle],
  });
  t.is(made.status, 201, JSON.stringify(made.body));
  t.deepEqual(made.body.data.targets, [
    { itemType: 'bundle', sequence: bundle, title: '파이썬 완주 패키지' },
  ]);
  // An edit that names only lectures (a form without bundles) keeps the bundle.
  const edited = await teach.put(`/api/commerce/coupons/${made.body.data.couponIndex}`, {
    code: 'PACK10',
    couponDetailType: 'basic',
    couponContent: 10_000,
    targets: [l.solo],
  });
  t.is(edited.status, 200, JSON.stringify(edited.body));
  t.deepEqual(
    edited.body.data.targets
      .map((x: { itemType: string; sequence: number }) => `${x.itemType}:${x.sequence}`)
      .sort(),
    [`bundle:${bundle}`, `lecture:${l.solo}`],
  );
  // Back to the bundle alone, named explicitly.
  const bundleOnly = await teach.put(`/api/commerce/coupons/${made.body.data.couponIndex}`, {
    code: 'PACK10',
    couponDetailType: 'basic',
    couponContent: 10_000,
    bundleTargets: [bundle],
  });
  t.is(bundleOnly.body.data.targets.length, 1);
  // The admin's coupon for the solo lecture only.
  const boss = await fx.shop.login('boss');
  t.is(
    (
      await boss.post('/api/commerce/coupons', {
        code: 'SOLO5',
        couponDetailType: 'basic',
        couponContent: 5_000,
        targets: [l.solo],
      })
    ).status,
    201,
  );
  // Another teacher's bundle, or a missing one, is refused.
  const stranger = await fx.app.createUser({ userId: 'stranger' });
  await fx.app.addMember(fx.shop.id, stranger, 'teacher');
  const other = await fx.shop.login('stranger');
  t.is(
    (
      await other.post('/api/commerce/coupons', {
        code: 'NOTMINE',
        couponDetailType: 'basic',
        couponContent: 1_000,
        bundleTargets: [bundle],
      })
    ).body.err?.code,
    'not_owner',
  );
  t.is(
    (
      await boss.post('/api/commerce/coupons', {
        code: 'NOBUNDLE',
        couponDetailType: 'basic',
        couponContent: 1_000,
        bundleTargets: [bundle + 1000],
      })
    ).body.err?.code,
    'bundle_not_found',
  );
});

test.serial(
  'a lecture and a bundle of the same index check out together, each with its own coupon',
  async (t) => {
    const minsu = await fx.shop.login('minsu');
    const offered = await minsu.post('/api/coupon/check', {
      code: 'pack10',
      lectures: [
        { index: l.solo, itemType: 'lecture' },
        { index: bundle, itemType: 'bundle' },
      ],
    });
    t.is(offered.status, 200, JSON.stringify(offered.body));
    t.like(offered.body.data, { code: 'PACK10', possibleLectureIndex: bundle, itemType: 'bundle' });

    // The bundle's coupon claimed for the lecture of its index is refused.
    const crossed = await minsu.post('/api/checkout', {
      ...bothBody(40_000 + bundlePrice - 10_000),
      lectures: [
        { index: l.solo, itemType: 'lecture', appliedCouponCode: 'PACK10' },
        { index: bundle, itemType: 'bundle', appliedCouponCode: null },
      ],
      coupons: [{ code: 'PACK10', possibleLectureIndex: l.solo, appliedLectureIndex: l.solo }],
    });
    t.is(crossed.status, 400);
    t.truthy(crossed.body.err.couponErrorCode, JSON.stringify(crossed.body));

    const expected = 40_000 - 5_000 + bundlePrice - 10_000;
    const { order, redirect } = await checkoutAndPay(
      fx,
      minsu,
      bothBody(expected, { lecture: 'SOLO5', bundle: 'PACK10' }),
    );
    t.is(order.paymentAmount, expected);
    const paid = await minsu.post('/api/checkout/confirm', redirect);
    t.is(paid.status, 200, JSON.stringify(paid.body));
    const items = paid.body.data.items as {
      itemType: string;
      sequence: number;
      couponDiscount: number;
      paymentAmount: number;
      lectureList: { paymentAmount: number }[];
    }[];
    t.like(
      items.find((i) => i.itemType === 'lecture'),
      { sequence: l.solo, couponDiscount: 5_000, paymentAmount: 35_000 },
    );
    const bundled = items.find((i) => i.itemType === 'bundle')!;
    t.like(bundled, { sequence: bundle, couponDiscount: 10_000, paymentAmount: bundlePrice - 10_000 });
    t.is(
      bundled.lectureList.reduce((s, c) => s + c.paymentAmount, 0),
      bundlePrice - 10_000,
    );
  },
);

/** The learner has the lecture already (joined), as a purchase or an enrolment would leave it. */
async function owns(login: 'jiwoo' | 'hana', lectureId: number): Promise<void> {
  await fx.app.core
    .db('lecture_enrolments')
    .insert({ lecture_id: lectureId, user_id: fx.shop.ids[login], state: 'joined', joined_at: new Date() });
}

async function cartBundle(buyer: TestClient) {
  const list = (await buyer.get('/api/cart/list')).body.data.cartItemList as {
    itemType: string;
    price: number;
    finalPrice: number;
    ownedDeduction: number;
    lectureList: { lectureSequence: number; isOwned: boolean }[];
  }[];
  return list.find((i) => i.itemType === 'bundle');
}

test.serial(
  "owning one of a bundle's lectures: its share comes off, and only the others are bought and granted",
  async (t) => {
    await owns('jiwoo', l.a);
    const jiwoo = await fx.shop.login('jiwoo');
    t.is((await jiwoo.post('/api/cart', { itemType: 'bundle', sequence: bundle })).status, 201);
    const inCart = await cartBundle(jiwoo);
    const price = bundlePrice - shares.a;
    t.like(inCart, { price, finalPrice: price, ownedDeduction: shares.a });
    t.deepEqual(
      inCart!.lectureList.filter((c) => c.isOwned).map((c) => c.lectureSequence),
      [l.a],
    );

    const body = (expectedAmount: number) => ({
      lectures: [{ index: bundle, itemType: 'bundle', appliedCouponCode: null }],
      coupons: [],
      roadmapIdList: [],
      method: 'card',
      expectedAmount,
    });
    // The full bundle price is not what the server charges.
    const full = await jiwoo.post('/api/checkout', body(bundlePrice));
    t.is(full.status, 409);
    t.like(full.body.err, { code: 'price_changed', paymentAmount: price });

    const created = await jiwoo.post('/api/checkout', body(price));
    t.is(created.status, 201, JSON.stringify(created.body));
    const paid = await jiwoo.post(
      '/api/checkout/confirm',
      await payInWindow(fx.control, created.body.data.order),
    );
    t.is(paid.status, 200, JSON.stringify(paid.body));
    t.is(paid.body.data.paymentAmount, price);
    const children = paid.body.data.items[0].lectureList as { sequence: number; paymentAmount: number }[];
    t.deepEqual(
      children.map((c) => c.sequence),
      [l.b, l.c],
      'the owned lecture is not bought again',
    );
    t.is(
      children.reduce((s, c) => s + c.paymentAmount, 0),
      price,
    );
    const enrolled = await fx.app.core
      .db('lecture_enrolments')
      .where({ user_id: fx.shop.ids.jiwoo, state: 'joined' })
      .whereIn('lecture_id', [l.a, l.b, l.c])
      .pluck('lecture_id');
    t.deepEqual(enrolled.map(Number).sort(), [l.a, l.b, l.c].sort());
    const granted = await fx.app.core
      .db('lecture_purchase_grants')
      .where({ user_id: fx.shop.ids.jiwoo })
      .pluck('lecture_id');
    t.deepEqual(granted.map(Number).sort(), [l.b, l.c].sort(), 'only the new lectures come from this order');
    // Their sale lines add up to what was paid.
    const ledger = await fx.app.core
      .db('commerce_ledger')
      .where({ order_id: paid.body.data.orderIndex, entry_type: 'sale' })
      .sum({ amount: 'amount' })
      .first();
    t.is(Number(ledger?.amount), price);
  },
);

test.serial(
  'refunding that bundle gives back what was paid and takes back only the lectures it sold',
  async (t) => {
    const jiwoo = await fx.shop.login('jiwoo');
    const [order] = (await jiwoo.get('/api/checkout/history')).body.data.list as {
      orderId: string;
      paymentAmount: number;
      items: { itemIndex: number; itemType: string }[];
    }[];
    const item = order.items.find((i) => i.itemType === 'bundle')!;
    const quote = await jiwoo.get(
      `/api/checkout/order/${order.orderId}/refund-quote?itemIds=${item.itemIndex}`,
    );
    t.is(quote.status, 200, JSON.stringify(quote.body));
    t.is(quote.body.data.amount, order.paymentAmount, 'nothing studied within 7 days: all of it');
    const asked = await jiwoo.post(`/api/checkout/order/${order.orderId}/refund`, {
      itemIds: [item.itemIndex],
      reason: '',
    });
    t.is(asked.status, 201, JSON.stringify(asked.body));
    const boss = await fx.shop.login('boss');
    const approved = await boss.post(`/api/admin/refunds/${asked.body.data.refund.refundIndex}/approve`, {});
    t.is(approved.status, 200, JSON.stringify(approved.body));
    const joined = await fx.app.core
      .db('lecture_enrolments')
      .where({ user_id: fx.shop.ids.jiwoo, state: 'joined' })
      .whereIn('lecture_id', [l.a, l.b, l.c])
      .pluck('lecture_id');
    t.deepEqual(joined.map(Number), [l.a], 'the lecture owned before stays');
  },
);

test.serial('owning every lecture of a bundle: it is owned, not sold again', async (t) => {
  for (const lecture of [l.a, l.b, l.c]) await owns('hana', lecture);
  const hana = await fx.shop.login('hana');
  const added = await hana.post('/api/cart', { itemType: 'bundle', sequence: bundle });
  t.is(added.status, 409);
  t.is(added.body.err.code, 'already_owned');
});
