/**
 * A coupon's usage limit holds under load: 200 buyers check out at once with a coupon that may be
 * used 50 times; exactly 50 orders hold it and the other 150 get OVER_COUNT (7).
 */
import test from 'ava';
import type { TestClient } from '@seodang/sdk/testing';
import { checkoutBody, startCheckoutFixture, type CheckoutFixture } from '../testing/checkout-fixture.ts';

const buyers = Array.from({ length: 200 }, (_, i) => `buyer${String(i).padStart(3, '0')}`);
let fx: CheckoutFixture;
let clients: TestClient[] = [];

test.before(async () => {
  fx = await startCheckoutFixture({ learners: buyers });
  for (let i = 0; i < buyers.length; i += 20)
    clients = clients.concat(await Promise.all(buyers.slice(i, i + 20).map((b) => fx.shop.login(b))));
});
test.after.always(async () => {
  await fx?.stop();
});

test('200 concurrent checkouts against a coupon with a limit of 50: exactly 50 succeed', async (t) => {
  const lecture = await fx.lecture({ price: 30_000 });
  const couponId = await fx.coupon({ code: 'FIFTY', usage_limit: 50, coupon_content: 10_000 });
  const body = checkoutBody([lecture], 20_000, { [lecture]: 'FIFTY' });
  const answers = await Promise.all(clients.map((c) => c.post('/api/checkout', body)));
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  t.deepEqual(Object.fromEntries(byStatus), { 201: 50, 409: 150 });
  for (const a of answers.filter((x) => x.status === 409))
    t.deepEqual(a.body.err, {
      code: 'coupon_over_count',
      message: '쿠폰의 사용 가능 수량이 모두 소진되었습니다.',
      couponErrorCode: 7,
    });
  const db = fx.app.core.db;
  t.like(await db('commerce_coupons').where({ id: couponId }).first(), { used: 50 });
  t.is(
    (await db('commerce_coupon_redemptions').where({ coupon_id: couponId, status: 'reserved' })).length,
    50,
  );
  t.is((await db('commerce_orders').where({ status: 'PENDING' })).length, 50);
});
