/**
 * `GET /api/commerce/items/:itemType/:sequence/bundles`: the published bundles that hold a
 * lecture, priced for the viewer (a learner who owns none sees the bundle's price; a learner who owns one of its
 * lectures sees that lecture marked and its share taken off; one who owns them all is offered
 * nothing), unpublished bundles never offered, another channel's lecture 404, wrong kinds 400.
 */
import test from 'ava';
import { startCheckoutFixture, type CheckoutFixture } from '../testing/checkout-fixture.ts';

let fx: CheckoutFixture;
const l = { a: 0, b: 0, c: 0, elsewhere: 0 };
let bundle = 0;

const offersOf = async (path: string, client?: Awaited<ReturnType<CheckoutFixture['shop']['login']>>) =>
  (client ?? (await fx.shop.login('jiwoo'))).get(path);
const pathOf = (sequence: number, itemType = 'lecture') =>
  `/api/commerce/items/${itemType}/${sequence}/bundles`;

async function enrol(login: string, lecture: number) {
  await fx.app.core.db('lecture_enrolments').insert({
    lecture_id: lecture,
    user_id: fx.shop.ids[login],
    state: 'joined',
    joined_at: new Date(),
  });
}

test.before(async () => {
  fx = await startCheckoutFixture({ learners: ['minsu', 'jiwoo'] });
  l.a = await fx.lecture({ subject: '파이썬 기초', price: 30_000 });
  l.b = await fx.lecture({ subject: '자료 구조', price: 50_000 });
  l.c = await fx.lecture({ subject: '알고리즘', price: 20_000 });
  const other = await fx.app.createChannelWithMembers({ slug: 'other-shop', members: { t2: 'teacher' } });
  l.elsewhere = await fx.lecture({ subject: '다른 채널', owner_id: other.ids.t2 }, other.id);
  const teach = await fx.shop.login('teach');
  const made = await teach.post('/api/commerce/bundles', {
    title: '파이썬 완주 패키지',
    price: 60_000,
    children: [l.a, l.b],
    isPublished: true,
  });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  bundle = made.body.data.bundleIndex;
  const hidden = await teach.post('/api/commerce/bundles', {
    title: '준비 중 패키지',
    price: 40_000,
    children: [l.a, l.c],
    isPublished: false,
  });
  if (hidden.status !== 201) throw new Error(JSON.stringify(hidden.body));
});
test.after.always(async () => {
  await fx?.stop();
});

test.serial(
  'a learner is offered the published bundle at its price, with the list price beside it',
  async (t) => {
    const res = await offersOf(pathOf(l.a));
    t.is(res.status, 200, JSON.stringify(res.body));
    t.deepEqual(res.body.data.list, [
      {
        bundleIndex: bundle,
        title: '파이썬 완주 패키지',
        listPrice: 80_000,
        price: 60_000,
        ownedDeduction: 0,
        children: [
          {
            itemType: 'lecture',
            sequence: l.a,
            title: '파이썬 기초',
            link: `/lecture/${l.a}/python-1`,
            price: 30_000,
            owned: false,
          },
          {
            itemType: 'lecture',
            sequence: l.b,
            title: '자료 구조',
            link: `/lecture/${l.b}/python-2`,
            price: 50_000,
            owned: false,
          },
        ],
      },
    ]);
    t.deepEqual((await offersOf(pathOf(l.c))).body.data.list, [], 'an unpublished bundle is not offered');
  },
);

test.serial(
  'a learner who owns one lecture sees it marked and its share taken off; owning all, no offer',
  async (t) => {
    await enrol('minsu', l.a);
    const minsu = await fx.shop.login('minsu');
    const [offer] = (await offersOf(pathOf(l.b), minsu)).body.data.list;
    t.like(offer, { bundleIndex: bundle, price: 37_500, ownedDeduction: 22_500 });
    t.deepEqual(
      offer.children.map((c: { sequence: number; owned: boolean }) => [c.sequence, c.owned]),
      [
        [l.b, false],
        [l.a, true],
      ],
    );
    await enrol('minsu', l.b);
    t.deepEqual((await offersOf(pathOf(l.a), minsu)).body.data.list, []);
    const jiwoo = await fx.shop.login('jiwoo');
    t.is((await offersOf(pathOf(l.a), jiwoo)).body.data.list[0].price, 60_000, 'priced for each viewer');
    const added = await jiwoo.post('/api/cart', { itemType: 'bundle', sequence: bundle });
    t.is(added.status, 201, JSON.stringify(added.body));
  },
);

test("another channel's lecture answers 404; a bundle or an unknown kind 400; a bad id 400", async (t) => {
  const res = await offersOf(pathOf(l.elsewhere));
  t.is(res.status, 404);
  t.is(res.body.err.code, 'item_not_found');
  t.is((await offersOf(pathOf(bundle, 'bundle'))).status, 400);
  t.is((await offersOf(pathOf(l.a, 'roadmap-x'))).status, 400);
  t.is((await offersOf('/api/commerce/items/lecture/0/bundles')).status, 400);
  t.is((await offersOf('/api/commerce/items/lecture/99999999999999999999/bundles')).status, 400);
});
