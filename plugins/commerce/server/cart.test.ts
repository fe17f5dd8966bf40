/**
 * The cart (`/api/cart/list`, `POST /api/cart`, `PATCH /api/cart`, `DELETE /api/cart`) with the
 * lectures plugin's `lecture` kind: what can go in (paid, published, not owned, not already
 * there), the checked state, errors in ko and en, channel isolation, sign-in first, and the
 * COMMERCE switch.
 */
import test from 'ava';
import { startTestCore, testPassword, type TestChannel, type TestCore } from '@seodang/sdk/testing';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;

/** A lecture row, paid and published unless told otherwise. */
async function lecture(channelId: number | null, fields: Record<string, unknown> = {}): Promise<number> {
  const [row] = await app.core
    .db('lectures')
    .insert({
      channel_id: channelId,
      subject: '파이썬 기초',
      slug: 'python-basics',
      contents: '<!-- contents -->',
      is_free: false,
      price: 50_000,
      is_published: true,
      ...fields,
    })
    .returning('id');
  return Number(row.id);
}

let paid: number;
let discounted: number;
let free: number;
let draft: number;
let otherChannels: number;
let publicSite: number;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
  school = await app.createChannelWithMembers({
    slug: 'shop',
    members: { minsu: 'student', jiwoo: 'student', boss: 'admin' },
  });
  other = await app.createChannelWithMembers({ slug: 'elsewhere', members: { hana: 'student' } });
  paid = await lecture(school.id);
  discounted = await lecture(school.id, {
    subject: '리액트 실전',
    slug: 'react',
    price: 80_000,
    discount: 25,
    discounted_price: 60_000,
  });
  free = await lecture(school.id, { is_free: true, price: 0 });
  draft = await lecture(school.id, { is_published: false });
  otherChannels = await lecture(other.id);
  publicSite = await lecture(null);
});
test.after.always(async () => {
  await app?.stop();
});

test.serial('a learner puts paid lectures in the cart and lists them with their prices', async (t) => {
  const minsu = await school.login('minsu');
  const empty = await minsu.get('/api/cart/list');
  t.is(empty.status, 200);
  t.deepEqual(empty.body, { data: { cartItemCount: 0, cartItemList: [] } });

  const added = await minsu.post('/api/cart', { itemType: 'lecture', sequence: paid });
  t.is(added.status, 201, JSON.stringify(added.body));
  t.is(added.body.data.cartItemCount, 1);
  t.is((await minsu.post('/api/cart', { itemType: 'lecture', sequence: String(discounted) })).status, 201);
  await app.core.db('lecture_wishes').insert({ lecture_id: discounted, user_id: school.ids.minsu, state: 1 });

  const list = (await minsu.get('/api/cart/list')).body.data;
  t.is(list.cartItemCount, 2);
  t.deepEqual(list.cartItemList[0], {
    itemIndex: added.body.data.itemIndex,
    itemType: 'lecture',
    isChecked: true,
    isWishing: false,
    isWishingStateChanging: false,
    lectureSequence: paid,
    lectureList: [],
    title: '파이썬 기초',
    link: `/lecture/${paid}/python-basics`,
    price: 50_000,
    discountedPrice: null,
    finalPrice: 50_000,
    ownedDeduction: 0,
    isForSale: true,
  });
  t.like(list.cartItemList[1], {
    lectureSequence: discounted,
    isWishing: true,
    price: 80_000,
    discountedPrice: 60_000,
    finalPrice: 60_000,
  });
  // Another learner's cart is their own.
  t.is((await (await school.login('jiwoo')).get('/api/cart/list')).body.data.cartItemCount, 0);
});

test.serial('what cannot go in: twice, free, unpublished, owned — in Korean and in English', async (t) => {
  const ko = await school.login('minsu');
  const en = await school.login('minsu', { locale: 'en' });
  const twice = await ko.post('/api/cart', { itemType: 'lecture', sequence: paid });
  t.is(twice.status, 409);
  t.deepEqual(twice.body.err, { code: 'already_in_cart', message: '이미 장바구니에 담긴 상품입니다.' });
  t.is(
    (await en.post('/api/cart', { itemType: 'lecture', sequence: paid })).body.err.message,
    'The item is already in your cart.',
  );

  const freeOne = await en.post('/api/cart', { itemType: 'lecture', sequence: free });
  t.is(freeOne.status, 400);
  t.deepEqual(freeOne.body.err, {
    code: 'not_for_sale',
    message: 'Free lectures are not bought: enrol in them directly.',
  });
  const unpublished = await ko.post('/api/cart', { itemType: 'lecture', sequence: draft });
  t.deepEqual(unpublished.body.err, { code: 'not_for_sale', message: '아직 공개되지 않은 상품입니다.' });

  const owned = await lecture(school.id, { subject: 'SQL', slug: 'sql' });
  await app.core
    .db('lecture_enrolments')
    .insert({ lecture_id: owned, user_id: school.ids.minsu, state: 'joined', joined_at: new Date() });
  const mine = await en.post('/api/cart', { itemType: 'lecture', sequence: owned });
  t.is(mine.status, 409);
  t.deepEqual(mine.body.err, { code: 'already_owned', message: 'You already have this item.' });

  const unknown = await en.post('/api/cart', { itemType: 'spaceship', sequence: paid });
  t.is(unknown.status, 400);
  t.is(unknown.body.err.code, 'unknown_item_type');
  const bad = await en.post('/api/cart', { itemType: 'lecture', sequence: 0 });
  t.is(bad.status, 400);
  t.is(bad.body.err.code, 'validation');
  t.is((await ko.get('/api/cart/list')).body.data.cartItemCount, 2, 'nothing was added');
});

test.serial('ids of another channel answer exactly like missing ones, on the way in and out', async (t) => {
  const minsu = await school.login('minsu', { locale: 'en' });
  const missing = await minsu.post('/api/cart', { itemType: 'lecture', sequence: 999_999 });
  t.is(missing.status, 404);
  t.deepEqual(missing.body.err, { code: 'item_not_found', message: 'The item was not found.' });
  for (const sequence of [otherChannels, publicSite]) {
    const foreign = await minsu.post('/api/cart', { itemType: 'lecture', sequence });
    t.is(foreign.status, 404);
    t.deepEqual(foreign.body, missing.body);
  }

  // hana's cart item in her channel cannot be named from this one, nor jiwoo's by minsu.
  const hana = await other.login('hana');
  const hanas = await hana.post('/api/cart', { itemType: 'lecture', sequence: otherChannels });
  t.is(hanas.status, 201);
  const jiwoo = await school.login('jiwoo');
  const jiwoos = await jiwoo.post('/api/cart', { itemType: 'lecture', sequence: paid });
  t.is(jiwoos.status, 201);
  const absent = await minsu.delete('/api/cart', { itemIndexes: [999_999] });
  t.is(absent.status, 404);
  t.deepEqual(absent.body.err, { code: 'cart_item_not_found', message: 'The item is not in your cart.' });
  for (const itemIndex of [hanas.body.data.itemIndex, jiwoos.body.data.itemIndex]) {
    const foreign = await minsu.delete('/api/cart', { itemIndexes: [itemIndex] });
    t.is(foreign.status, 404);
    t.deepEqual(foreign.body, absent.body);
  }
  t.is((await hana.get('/api/cart/list')).body.data.cartItemCount, 1, 'still there');
  t.is((await jiwoo.get('/api/cart/list')).body.data.cartItemCount, 1, 'still there');

  // On the public site the public site's lectures are the ones that sell.
  await app.createUser({ userId: 'visitor' });
  const site = app.client();
  await site.login('visitor', testPassword);
  t.is((await site.post('/api/cart', { itemType: 'lecture', sequence: publicSite })).status, 201);
  t.is((await site.post('/api/cart', { itemType: 'lecture', sequence: paid })).status, 404);
});

test.serial('the checked state is kept per item (PATCH /api/cart), only for my own items', async (t) => {
  const minsu = await school.login('minsu');
  const en = await school.login('minsu', { locale: 'en' });
  const checked = async () =>
    ((await minsu.get('/api/cart/list')).body.data.cartItemList as { isChecked: boolean }[]).map(
      (i) => i.isChecked,
    );
  const items = (await minsu.get('/api/cart/list')).body.data.cartItemList as { itemIndex: number }[];
  t.deepEqual(await checked(), [true, true], 'a new item comes checked');
  const one = await minsu.json('PATCH', '/api/cart', { itemIndexes: [items[0].itemIndex], isChecked: false });
  t.is(one.status, 200, JSON.stringify(one.body));
  t.deepEqual(one.body, { data: { itemIndexes: [items[0].itemIndex], isChecked: false } });
  t.deepEqual(await checked(), [false, true]);
  const all = items.map((i) => i.itemIndex);
  t.is((await minsu.json('PATCH', '/api/cart', { itemIndexes: all, isChecked: false })).status, 200);
  t.deepEqual(await checked(), [false, false]);
  t.is((await minsu.json('PATCH', '/api/cart', { itemIndexes: all, isChecked: true })).status, 200);
  t.deepEqual(await checked(), [true, true]);

  // Another learner's item, another channel's, or a missing one: one 404, and nothing changes.
  const jiwoos = (await (await school.login('jiwoo')).get('/api/cart/list')).body.data.cartItemList[0];
  const hanas = (await (await other.login('hana')).get('/api/cart/list')).body.data.cartItemList[0];
  const absent = await en.json('PATCH', '/api/cart', { itemIndexes: [999_999], isChecked: false });
  t.is(absent.status, 404);
  t.deepEqual(absent.body.err, { code: 'cart_item_not_found', message: 'The item is not in your cart.' });
  for (const foreign of [jiwoos.itemIndex, hanas.itemIndex]) {
    const res = await en.json('PATCH', '/api/cart', { itemIndexes: [all[0], foreign], isChecked: false });
    t.is(res.status, 404);
    t.deepEqual(res.body, absent.body);
  }
  t.deepEqual(await checked(), [true, true], 'nothing changed');
  t.true((await (await school.login('jiwoo')).get('/api/cart/list')).body.data.cartItemList[0].isChecked);

  const bad = await minsu.json('PATCH', '/api/cart', { itemIndexes: all, isChecked: 'yes' });
  t.is(bad.status, 400);
  t.deepEqual(bad.body.err.code, 'validation');
  t.is(bad.body.err.message, '선택 여부는 true 또는 false로 보내 주세요.');
  t.is(
    (await en.json('PATCH', '/api/cart', { itemIndexes: all })).body.err.message,
    'isChecked must be true or false.',
  );
  t.is((await minsu.json('PATCH', '/api/cart', { itemIndexes: [], isChecked: true })).status, 400);
});

test.serial('deleting the checked items: all of them or none', async (t) => {
  const minsu = await school.login('minsu');
  const items = (await minsu.get('/api/cart/list')).body.data.cartItemList as { itemIndex: number }[];
  t.is(items.length, 2);
  const hana = (await (await other.login('hana')).get('/api/cart/list')).body.data.cartItemList[0];
  const mixed = await minsu.delete('/api/cart', { itemIndexes: [items[0].itemIndex, hana.itemIndex] });
  t.is(mixed.status, 404);
  t.is((await minsu.get('/api/cart/list')).body.data.cartItemCount, 2, 'nothing deleted');
  const done = await minsu.delete('/api/cart', { itemIndexes: items.map((i) => i.itemIndex) });
  t.is(done.status, 200);
  t.deepEqual(done.body, { data: { cartItemCount: 0 } });
  t.is((await minsu.delete('/api/cart', { itemIndexes: [] })).status, 400);
});

test.serial('anonymous callers are asked to sign in before anything about the input is said', async (t) => {
  const anonymous = app.client({ host: school.host });
  t.is((await anonymous.get('/api/cart/list')).status, 401);
  const post = await anonymous.post('/api/cart', { itemType: 'lecture', sequence: 'not a number' });
  t.is(post.status, 401);
  t.is(post.body.err.code, 'unauthenticated');
  t.is((await anonymous.delete('/api/cart', { itemIndexes: [1] })).status, 401);
  t.is((await anonymous.json('PATCH', '/api/cart', { itemIndexes: [1], isChecked: 'x' })).status, 401);
});

test.serial('with COMMERCE switched off in the channel the cart answers service_disabled', async (t) => {
  const boss = await school.login('boss');
  t.is((await boss.put('/api/channel/services/COMMERCE', { enabled: false })).status, 200);
  const minsu = await school.login('minsu', { locale: 'en' });
  const off = await minsu.get('/api/cart/list');
  t.is(off.status, 403);
  t.is(off.body.err.code, 'service_disabled');
  t.is(
    (await minsu.post('/api/cart', { itemType: 'lecture', sequence: paid })).body.err.code,
    'service_disabled',
  );
  t.is((await (await other.login('hana')).get('/api/cart/list')).status, 200, 'other channels keep it');
  await boss.put('/api/channel/services/COMMERCE', { enabled: true });
  t.is((await minsu.get('/api/cart/list')).status, 200);
});

test.serial(
  "the analytics events' fields: in the add's answer, and an item's own (public; another channel's or a draft: 404)",
  async (t) => {
    const ts = await lecture(school.id, { subject: '타입스크립트', slug: 'ts', price: 40_000 });
    const minsu = await school.login('minsu');
    const added = await minsu.post('/api/cart', { itemType: 'lecture', sequence: ts });
    t.is(added.status, 201);
    t.is(added.body.data.analytics.length, 1);
    t.like(added.body.data.analytics[0], {
      sequence: ts,
      subject: '타입스크립트',
      price: 40_000,
    });
    const seen = await minsu.get(`/api/commerce/items/lecture/${ts}/analytics`);
    t.is(seen.status, 200);
    t.deepEqual(seen.body.data.analytics, added.body.data.analytics);
    // The discounted lecture reports what it sells for now.
    t.like((await minsu.get(`/api/commerce/items/lecture/${discounted}/analytics`)).body.data.analytics[0], {
      price: 60_000,
    });
    for (const missing of [otherChannels, draft, 999_999])
      t.is(
        (await minsu.get(`/api/commerce/items/lecture/${missing}/analytics`)).status,
        404,
        String(missing),
      );
    t.is((await minsu.get(`/api/commerce/items/roadmap/${ts}/analytics`)).status, 400);
    // A visitor of the public site who is not signed in.
    const visitor = await app.client().get(`/api/commerce/items/lecture/${publicSite}/analytics`);
    t.is(visitor.status, 200);
    t.like(visitor.body.data.analytics[0], { sequence: publicSite, price: 50_000 });
  },
);
