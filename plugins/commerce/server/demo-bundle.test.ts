/**
 * The demo seed's commerce data: coupons of each kind on the public site and in the demo channel,
 * and the demo teacher's bundle of two paid lectures, for sale; nothing more on a second seed.
 */
import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';

let app: TestCore;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

test('demo coupons of each kind and a demo bundle for sale; a second seed adds nothing', async (t) => {
  const db = app.core.db;
  const codes = async (publicSite: boolean) =>
    (await db('commerce_coupons')
      .modify((q) => (publicSite ? q.whereNull('channel_id') : q.whereNotNull('channel_id')))
      .orderBy('code')
      .select('code', 'coupon_detail_type', 'coupon_only', 'usage_limit', 'used', 'ends_at')) as {
      code: string;
      coupon_detail_type: string;
      coupon_only: boolean;
      usage_limit: number | null;
      used: number;
      ends_at: Date | null;
    }[];
  const site = await codes(true);
  t.deepEqual(
    site.map((c) => c.code),
    ['LASTYEAR', 'ONLY30', 'SAVE5000', 'SOLDOUT', 'WELCOME10'],
  );
  t.deepEqual(
    (await codes(false)).map((c) => c.code),
    site.map((c) => c.code),
  );
  const by = new Map(site.map((c) => [c.code, c]));
  t.is(by.get('WELCOME10')!.coupon_detail_type, 'percent');
  t.is(by.get('SAVE5000')!.coupon_detail_type, 'basic');
  t.true(by.get('ONLY30')!.coupon_only);
  t.is(by.get('SOLDOUT')!.used, by.get('SOLDOUT')!.usage_limit ?? -1);
  t.true(by.get('LASTYEAR')!.ends_at! < new Date());

  const bundles = await db('commerce_bundles').whereNull('channel_id');
  t.is(bundles.length, 1);
  t.like(bundles[0], { title: '웹 개발 입문 패키지', price: 110_000, is_published: true });
  t.is((await db('commerce_bundle_items').where({ bundle_id: bundles[0].id })).length, 2);

  // Someone new on the public site can put it in their cart, with its lectures nested.
  await app.createUser({ userId: 'newcomer' });
  const newcomer = app.client();
  await newcomer.login('newcomer', testPassword);
  const added = await newcomer.post('/api/cart', { itemType: 'bundle', sequence: bundles[0].id });
  t.is(added.status, 201, JSON.stringify(added.body));
  const [item] = (await newcomer.get('/api/cart/list')).body.data.cartItemList;
  t.is(item.lectureList.length, 2);

  await seedDemo(app.core);
  t.is(Number((await db('commerce_bundles').count({ n: '*' }))[0].n), 1);
  t.is(Number((await db('commerce_coupons').count({ n: '*' }))[0].n), 10);
});
