/**
 * Bundles (`/api/commerce/bundles` and the purchasable kind `bundle`): a teacher composes one of
 * their own paid lectures (every rule, errors in ko and en), shares of the one price by largest
 * remainder that add up exactly, the cart showing the children nested, not for sale while a child
 * is unpublished, owned when every child is, a paid checkout granting every child with the
 * children's order items and ledger lines adding up to the payment, permissions and channel
 * isolation.
 */
import test from 'ava';
import { testPassword, uncoveredIdRoutes, type TestChannel, type TestClient } from '@seodang/sdk/testing';
import { checkoutAndPay, startCheckoutFixture, type CheckoutFixture } from '../testing/checkout-fixture.ts';

let fx: CheckoutFixture;
let other: TestChannel;
const l = { a: 0, b: 0, c: 0, free: 0, colleague: 0, otherChannel: 0 };

async function clientOf(userId: string, locale?: string): Promise<TestClient> {
  const c = fx.app.client({ host: fx.shop.host, locale });
  await c.login(userId, testPassword);
  return c;
}

test.before(async () => {
  fx = await startCheckoutFixture({ learners: ['minsu', 'jiwoo', 'hana'] });
  const colleague = await fx.app.createUser({ userId: 'colleague' });
  await fx.app.addMember(fx.shop.id, colleague, 'teacher');
  const boss = await fx.app.createUser({ userId: 'boss' });
  await fx.app.addMember(fx.shop.id, boss, 'admin');
  other = await fx.app.createChannelWithMembers({ slug: 'elsewhere', members: { otherteach: 'teacher' } });
  l.a = await fx.lecture({ subject: '파이썬 기초', price: 30_000 });
  l.b = await fx.lecture({ subject: '자료 구조', price: 50_000 });
  l.c = await fx.lecture({ subject: '알고리즘', price: 20_000 });
  l.free = await fx.lecture({ subject: '무료 특강', is_free: true, price: 0 });
  l.colleague = await fx.lecture({ subject: '동료 강의', owner_id: colleague });
  l.otherChannel = await fx.lecture({ subject: '다른 채널', owner_id: other.ids.otherteach }, other.id);
});
test.after.always(async () => {
  await fx?.stop();
});

let bundle = 0;

test.serial(
  'a teacher composes a bundle of their own paid lectures; shares add up to the one price',
  async (t) => {
    const teach = await fx.shop.login('teach');
    const res = await teach.post('/api/commerce/bundles', {
      title: '파이썬 완주 패키지',
      price: 77_777,
      children: [l.a, l.b, l.c],
      isPublished: true,
    });
    t.is(res.status, 201, JSON.stringify(res.body));
    bundle = res.body.data.bundleIndex;
    const view = res.body.data;
    t.like(view, { title: '파이썬 완주 패키지', price: 77_777, isPublished: true, listPrice: 100_000 });
    t.deepEqual(
      view.children.map((c: { sequence: number; price: number }) => [c.sequence, c.price]),
      [
        [l.a, 30_000],
        [l.b, 50_000],
        [l.c, 20_000],
      ],
    );
    const shares = view.children.map((c: { share: number }) => c.share);
    t.deepEqual(shares, [23_333, 38_889, 15_555], 'largest remainder by list price');
    t.is(
      shares.reduce((a: number, b: number) => a + b, 0),
      77_777,
    );
    t.is((await teach.get(`/api/commerce/bundles/${bundle}`)).body.data.title, '파이썬 완주 패키지');
    t.deepEqual(
      (await teach.get('/api/commerce/bundles')).body.data.list.map(
        (b: { bundleIndex: number }) => b.bundleIndex,
      ),
      [bundle],
    );
  },
);

test.serial('every rule of a bundle answers in the caller’s language', async (t) => {
  const en = await fx.shop.login('teach', { locale: 'en' });
  const ko = await fx.shop.login('teach');
  const ok = { title: '묶음', price: 10_000, children: [l.a, l.b] };
  const cases: [Record<string, unknown>, number, string][] = [
    [{ title: '  ' }, 400, 'Please enter the bundle title.'],
    [{ title: 'x'.repeat(61) }, 400, 'A bundle title can not exceed 60 characters.'],
    [{ price: 99 }, 400, 'A bundle’s price is a whole number of at least 100 won.'],
    [{ price: 1000.5 }, 400, 'A bundle’s price is a whole number of at least 100 won.'],
    [{ children: [l.a] }, 400, 'A bundle holds from 2 to 20 lectures.'],
    [{ children: [l.a, l.a] }, 400, 'A lecture can be in a bundle only once.'],
    [{ children: [l.a, l.free] }, 400, 'A bundle holds paid lectures only.'],
    [{ children: [l.a, l.colleague] }, 403, 'You can manage only your own lectures, coupons and bundles.'],
    [{ children: [l.a, l.otherChannel] }, 404, 'The lecture was not found.'],
  ];
  for (const [fields, status, message] of cases) {
    const res = await en.post('/api/commerce/bundles', { ...ok, ...fields });
    t.is(res.status, status, JSON.stringify(fields));
    t.is(res.body.err.message, message, JSON.stringify(fields));
  }
  t.is(
    (await ko.post('/api/commerce/bundles', { ...ok, title: '' })).body.err.message,
    '패키지 이름을 입력해 주세요.',
  );
  t.is(
    (await ko.post('/api/commerce/bundles', { ...ok, children: [l.a, l.free] })).body.err.message,
    '패키지에는 유료 강의만 담을 수 있습니다.',
  );
});

test.serial(
  'permissions: own bundles for a teacher, the channel for its admin, learners 403, visitors 401',
  async (t) => {
    const colleague = await clientOf('colleague');
    t.is((await colleague.get(`/api/commerce/bundles/${bundle}`)).status, 403);
    t.is(
      (
        await colleague.put(`/api/commerce/bundles/${bundle}`, {
          title: 'x',
          price: 1_000,
          children: [l.a, l.b],
        })
      ).status,
      403,
    );
    t.deepEqual((await colleague.get('/api/commerce/bundles')).body.data.list, []);
    const boss = await clientOf('boss');
    t.is((await boss.get('/api/commerce/bundles')).body.data.list.length, 1);
    const renamed = await boss.put(`/api/commerce/bundles/${bundle}`, {
      title: '파이썬 완주 패키지',
      price: 77_777,
      children: [l.a, l.b, l.c],
      isPublished: true,
    });
    t.is(renamed.status, 200, 'the admin edits with the owner’s lectures');
    const minsu = await fx.shop.login('minsu');
    const anonymous = fx.app.client({ host: fx.shop.host });
    const save = { title: 'x', price: 1_000, children: [l.a, l.b] };
    for (const [method, path, body] of [
      ['GET', '/api/commerce/bundles'],
      ['GET', `/api/commerce/bundles/${bundle}`],
      ['POST', '/api/commerce/bundles', save],
      ['PUT', `/api/commerce/bundles/${bundle}`, save],
    ] as const) {
      t.is((await minsu.json(method, path, body)).status, 403, `${method} ${path}`);
      t.is((await anonymous.json(method, path, body)).status, 401, `${method} ${path}`);
    }
  },
);

test.serial(
  'the cart shows the bundle with its lectures nested; a child unpublished is not for sale',
  async (t) => {
    const jiwoo = await fx.shop.login('jiwoo', { locale: 'en' });
    const added = await jiwoo.post('/api/cart', { itemType: 'bundle', sequence: bundle });
    t.is(added.status, 201, JSON.stringify(added.body));
    const [item] = (await jiwoo.get('/api/cart/list')).body.data.cartItemList;
    t.like(item, {
      itemType: 'bundle',
      lectureSequence: bundle,
      price: 77_777,
      finalPrice: 77_777,
      isForSale: true,
    });
    t.deepEqual(
      item.lectureList.map((c: { parentIndex: number; itemType: string; lectureSequence: number }) => [
        c.parentIndex,
        c.itemType,
        c.lectureSequence,
      ]),
      [
        [item.itemIndex, 'lecture', l.a],
        [item.itemIndex, 'lecture', l.b],
        [item.itemIndex, 'lecture', l.c],
      ],
    );
    await fx.app.core.db('lectures').where({ id: l.c }).update({ is_published: false });
    try {
      const listed = (await jiwoo.get('/api/cart/list')).body.data.cartItemList[0];
      t.false(listed.isForSale);
      const hana = await fx.shop.login('hana', { locale: 'en' });
      const refused = await hana.post('/api/cart', { itemType: 'bundle', sequence: bundle });
      t.is(refused.status, 400);
      t.is(refused.body.err.message, 'The item has not been published yet.');
    } finally {
      await fx.app.core.db('lectures').where({ id: l.c }).update({ is_published: true });
    }
  },
);

test.serial('a paid bundle checkout grants every child; the children’s figures add up exactly', async (t) => {
  // A bundle with one of its own lectures beside it: that lecture would be paid twice.
  const en = await fx.shop.login('minsu', { locale: 'en' });
  const twice = await en.post('/api/checkout', {
    lectures: [
      { index: bundle, itemType: 'bundle', appliedCouponCode: null },
      { index: l.b, appliedCouponCode: null },
    ],
    coupons: [],
    roadmapIdList: [],
    method: 'card',
    expectedAmount: 127_777,
  });
  t.is(twice.status, 400);
  t.deepEqual(twice.body.err, {
    code: 'duplicate_item',
    message: 'A lecture cannot be paid for twice. Leave out the lectures a bundle already holds.',
  });
  const minsu = await fx.shop.login('minsu');
  const { order, redirect } = await checkoutAndPay(fx, minsu, {
    lectures: [{ index: bundle, itemType: 'bundle', appliedCouponCode: null }],
    coupons: [],
    roadmapIdList: [],
    method: 'card',
    expectedAmount: 77_777,
  });
  const paid = await minsu.post('/api/checkout/confirm', redirect);
  t.is(paid.status, 200, JSON.stringify(paid.body));
  t.is(paid.body.data.status, 'PAID');
  const [item] = paid.body.data.items;
  t.like(item, { itemType: 'bundle', sequence: bundle, paymentAmount: 77_777 });
  t.deepEqual(
    item.lectureList.map((c: { sequence: number; paymentAmount: number }) => [c.sequence, c.paymentAmount]),
    [
      [l.a, 23_333],
      [l.b, 38_889],
      [l.c, 15_555],
    ],
  );
  const db = fx.app.core.db;
  for (const lecture of [l.a, l.b, l.c])
    t.like(
      await db('lecture_enrolments').where({ lecture_id: lecture, user_id: fx.shop.ids.minsu }).first(),
      {
        state: 'joined',
      },
    );
  const row = await db('commerce_orders').where({ order_key: order.orderId }).first();
  const ledger: { amount: number; recipient_user_id: number }[] = await db('commerce_ledger').where({
    order_id: row.id,
  });
  t.is(ledger.length, 3, 'a sale line per child, none for the bundle');
  t.is(
    ledger.reduce((s, x) => s + x.amount, 0),
    77_777,
  );
  t.true(ledger.every((x) => x.recipient_user_id === fx.shop.ids.teach));

  // Every child owned: the bundle is owned.
  const again = await minsu.post('/api/cart', { itemType: 'bundle', sequence: bundle });
  t.is(again.status, 409);
  t.is(again.body.err.code, 'already_owned');
});

test.serial("another channel's bundle answers the missing one's 404 on every route", async (t) => {
  const otherTeach = await other.login('otherteach');
  const otherLecture2 = await fx.lecture(
    { subject: '다른 채널 2', owner_id: other.ids.otherteach },
    other.id,
  );
  const theirs = await otherTeach.post('/api/commerce/bundles', {
    title: '다른 채널 패키지',
    price: 5_000,
    children: [l.otherChannel, otherLecture2],
  });
  t.is(theirs.status, 201, JSON.stringify(theirs.body));
  const id = theirs.body.data.bundleIndex;
  const boss = await clientOf('boss');
  const save = { title: 'x', price: 1_000, children: [l.a, l.b] };
  const requests: [string, string, unknown, string][] = [
    ['GET', `/api/commerce/bundles/${id}`, undefined, 'bundle_not_found'],
    ['PUT', `/api/commerce/bundles/${id}`, save, 'bundle_not_found'],
    ['GET', '/api/commerce/bundles/999999', undefined, 'bundle_not_found'],
  ];
  for (const [method, path, body, code] of requests) {
    const res = await boss.json(method, path, body);
    t.is(res.status, 404, `${method} ${path}`);
    t.is(res.body.err.code, code, `${method} ${path}`);
  }
  const minsu = await fx.shop.login('minsu');
  t.is((await minsu.post('/api/cart', { itemType: 'bundle', sequence: id })).status, 404);
  t.is((await fx.app.core.db('commerce_bundles').where({ id }).first()).title, '다른 채널 패키지');
  const doc = await fetch(`${fx.app.url}/api/openapi.json`).then((r) => r.json());
  t.deepEqual(
    uncoveredIdRoutes(
      doc,
      'commerce',
      requests.map(([method, path]) => [method, path] as const),
    ).filter((r) => r.includes('/api/commerce/bundles')),
    [],
  );
});
