import test from 'ava';
import {
  checkoutBodySchema,
  confirmBodySchema,
  formatOrderId,
  orderIdSchema,
  orderNameOf,
} from './checkout.ts';

test('order ids: sd{index}-{12 letters or digits}, the index read as an id', (t) => {
  const id = formatOrderId(42, 'Ab3dEf6hIj9k');
  t.is(id, 'sd42-Ab3dEf6hIj9k');
  t.deepEqual(orderIdSchema.parse(id), { orderId: id, index: 42 });
  for (const bad of ['sd0-Ab3dEf6hIj9k', 'sd42-short', 'xx42-Ab3dEf6hIj9k', 'sd42-Ab3dEf6hIj9k-', '42'])
    t.false(orderIdSchema.safeParse(bad).success, bad);
  t.true(/^[A-Za-z0-9_=-]{6,64}$/.test(formatOrderId(Number.MAX_SAFE_INTEGER, 'A'.repeat(12))));
});

test("an order's name: the first title and how many more, in the buyer's language, at most 100 characters", (t) => {
  t.is(orderNameOf(['파이썬 기초'], 'ko'), '파이썬 기초');
  t.is(orderNameOf(['파이썬 기초', 'b', 'c'], 'ko'), '파이썬 기초 외 2건');
  t.is(orderNameOf(['Python', 'b'], 'en'), 'Python and 1 more');
  t.is(orderNameOf(['Python', 'b', 'c'], 'ja'), 'Python 他2件');
  const long = orderNameOf(['가'.repeat(300), 'b'], 'ko');
  t.is(long.length, 100);
  t.true(long.endsWith('… 외 1건'));
});

test('a checkout needs an item, a method and a bounded amount; lectures are lectures unless told', (t) => {
  const parsed = checkoutBodySchema.parse({
    lectures: [{ index: '7' }],
    method: 'card',
    expectedAmount: 1000,
  });
  t.deepEqual(parsed, {
    lectures: [{ index: 7, itemType: 'lecture', appliedCouponCode: null }],
    coupons: [],
    roadmapIdList: [],
    method: 'card',
    expectedAmount: 1000,
  });
  t.false(checkoutBodySchema.safeParse({ method: 'card', expectedAmount: 0 }).success);
  t.false(
    checkoutBodySchema.safeParse({ lectures: [{ index: 1 }], method: 'cash', expectedAmount: 0 }).success,
  );
  t.false(
    checkoutBodySchema.safeParse({ lectures: [{ index: 1 }], method: 'card', expectedAmount: 1.5 }).success,
  );
  t.false(confirmBodySchema.safeParse({ paymentKey: 'a b', orderId: 'sd1-AAAAAAAAAAAA', amount: 1 }).success);
});
