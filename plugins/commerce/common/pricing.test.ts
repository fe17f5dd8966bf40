import test from 'ava';
import fc from 'fast-check';
import {
  applyCoupon,
  cancelCoupon,
  checkoutProblems,
  couponItemType,
  couponDiscountOf,
  couponTermsSchema,
  linePrice,
  priceOrder,
  type CheckoutState,
  type CouponTerms,
} from './pricing.ts';

const lecture = { price: 50_000, discountedPrice: 40_000 };
const percent = (n: number, couponOnly = false): CouponTerms => ({
  couponOnly,
  couponDetailType: 'percent',
  couponContent: n,
});
const basic = (won: number, couponOnly = false): CouponTerms => ({
  couponOnly,
  couponDetailType: 'basic',
  couponContent: won,
});

test('without a coupon a line costs its discounted price', (t) => {
  t.deepEqual(linePrice(lecture), {
    price: 50_000,
    discount: 10_000,
    couponDiscount: 0,
    paymentAmount: 40_000,
  });
  t.deepEqual(linePrice({ price: 30_000, discountedPrice: 30_000 }, null), {
    price: 30_000,
    discount: 0,
    couponDiscount: 0,
    paymentAmount: 30_000,
  });
});

test('a coupon comes off the discounted price', (t) => {
  t.deepEqual(linePrice(lecture, percent(10)), {
    price: 50_000,
    discount: 10_000,
    couponDiscount: 4_000,
    paymentAmount: 36_000,
  });
  t.deepEqual(linePrice(lecture, basic(5_000)), {
    price: 50_000,
    discount: 10_000,
    couponDiscount: 5_000,
    paymentAmount: 35_000,
  });
});

test('couponOnly: the percent is of the base price and the total is the base price minus the coupon', (t) => {
  t.deepEqual(linePrice(lecture, percent(10, true)), {
    price: 50_000,
    discount: 0,
    couponDiscount: 5_000,
    paymentAmount: 45_000,
  });
  t.deepEqual(linePrice(lecture, basic(5_000, true)), {
    price: 50_000,
    discount: 0,
    couponDiscount: 5_000,
    paymentAmount: 45_000,
  });
});

test('a percent rounds down to the won', (t) => {
  // 15% of 9,990 is 1,498.5: the coupon takes 1,498.
  t.is(couponDiscountOf({ price: 9_990, discountedPrice: 9_990 }, percent(15)), 1_498);
  t.is(linePrice({ price: 9_990, discountedPrice: 9_990 }, percent(15)).paymentAmount, 8_492);
  t.is(couponDiscountOf({ price: 33_333, discountedPrice: 33_333 }, percent(33)), 10_999);
});

test('never below 0: a coupon larger than the price takes the price, 100% takes all', (t) => {
  t.deepEqual(linePrice(lecture, basic(60_000)), {
    price: 50_000,
    discount: 10_000,
    couponDiscount: 40_000,
    paymentAmount: 0,
  });
  t.is(linePrice(lecture, percent(100)).paymentAmount, 0);
  t.is(linePrice({ price: 0, discountedPrice: 0 }, basic(1_000)).paymentAmount, 0);
});

test('refuses amounts that are not whole won and percents above 100', (t) => {
  t.throws(() => linePrice({ price: 100.5, discountedPrice: 100 }), { instanceOf: RangeError });
  t.throws(() => linePrice({ price: 100, discountedPrice: 101 }), { instanceOf: RangeError });
  t.throws(() => linePrice({ price: -1, discountedPrice: -1 }), { instanceOf: RangeError });
  t.throws(() => linePrice(lecture, percent(101)), { instanceOf: RangeError });
  t.throws(() => linePrice(lecture, basic(10.5)), { instanceOf: RangeError });
});

test('the coupon terms schema: a percent is 0–100, an amount any whole won', (t) => {
  t.true(couponTermsSchema.safeParse(percent(100)).success);
  t.true(couponTermsSchema.safeParse(basic(150_000)).success);
  const over = couponTermsSchema.safeParse(percent(101));
  t.false(over.success);
  t.is(over.error?.issues[0].message, 'commerce.validation.couponPercent');
  t.false(couponTermsSchema.safeParse(basic(1.5)).success);
  t.false(couponTermsSchema.safeParse({ ...basic(1), couponDetailType: 'fixed' }).success);
});

test('an order: one breakdown per line and the totals, the payment amount being what is charged', (t) => {
  const order = priceOrder([
    { ref: 'lecture:1', ...lecture, coupon: percent(10) },
    { ref: 'lecture:2', price: 30_000, discountedPrice: 30_000 },
    { ref: 'lecture:3', price: 20_000, discountedPrice: 15_000, coupon: basic(3_000, true) },
  ]);
  t.deepEqual(
    order.lines.map((l) => [l.ref, l.paymentAmount]),
    [
      ['lecture:1', 36_000],
      ['lecture:2', 30_000],
      ['lecture:3', 17_000],
    ],
  );
  t.deepEqual(order.totals, {
    price: 100_000,
    discount: 10_000,
    couponDiscount: 7_000,
    paymentAmount: 83_000,
  });
  t.deepEqual(priceOrder([]).totals, { price: 0, discount: 0, couponDiscount: 0, paymentAmount: 0 });
});

const lineArb = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }))
  .map(([a, b]) => ({ price: Math.max(a, b), discountedPrice: Math.min(a, b) }));
const couponArb = fc.record({
  couponOnly: fc.boolean(),
  couponDetailType: fc.constantFrom('percent' as const, 'basic' as const),
  couponContent: fc.integer({ min: 0, max: 20_000_000 }),
});

test('property: a line is never below 0 nor above its price, and its parts add up', (t) => {
  fc.assert(
    fc.property(lineArb, fc.option(couponArb, { nil: null }), (line, raw) => {
      const coupon =
        raw && raw.couponDetailType === 'percent' ? { ...raw, couponContent: raw.couponContent % 101 } : raw;
      const b = linePrice(line, coupon);
      return (
        b.paymentAmount >= 0 &&
        b.paymentAmount <= b.price &&
        b.price - b.discount - b.couponDiscount === b.paymentAmount &&
        [b.discount, b.couponDiscount, b.paymentAmount].every(Number.isSafeInteger) &&
        (coupon?.couponOnly ? true : b.paymentAmount <= line.discountedPrice)
      );
    }),
  );
  t.pass();
});

// ——— the checkout's coupons (§4) ———

const checkout: CheckoutState = {
  lectures: [
    { index: 1, appliedCouponCode: null },
    { index: 2, appliedCouponCode: null },
  ],
  coupons: [
    { code: 'WELCOME', possibleLectureIndex: 1, appliedLectureIndex: null },
    { code: 'SPRING', possibleLectureIndex: 1, appliedLectureIndex: null },
    { code: 'REACT', possibleLectureIndex: 2, appliedLectureIndex: null },
  ],
  roadmapIdList: [7],
};

function applied(state: CheckoutState, code: string, lectureIndex: number): CheckoutState {
  const result = applyCoupon(state, code, lectureIndex);
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

test('applying a coupon to its possible lecture sets both sides', (t) => {
  const state = applied(checkout, 'WELCOME', 1);
  t.deepEqual(state.lectures, [
    { index: 1, appliedCouponCode: 'WELCOME' },
    { index: 2, appliedCouponCode: null },
  ]);
  t.is(state.coupons.find((c) => c.code === 'WELCOME')!.appliedLectureIndex, 1);
  t.deepEqual(state.roadmapIdList, [7]);
  t.deepEqual(checkoutProblems(state), []);
  t.is(checkout.lectures[0].appliedCouponCode, null, 'the state given is not changed');
  t.deepEqual(applied(state, 'WELCOME', 1), state, 'applying it again changes nothing');
});

test("applying clears the lecture's other coupon, so a lecture has at most one", (t) => {
  const state = applied(applied(applied(checkout, 'WELCOME', 1), 'REACT', 2), 'SPRING', 1);
  t.deepEqual(
    state.lectures.map((l) => l.appliedCouponCode),
    ['SPRING', 'REACT'],
  );
  t.deepEqual(
    state.coupons.map((c) => [c.code, c.appliedLectureIndex]),
    [
      ['WELCOME', null],
      ['SPRING', 1],
      ['REACT', 2],
    ],
  );
  t.deepEqual(checkoutProblems(state), []);
});

test('a coupon applies only where its possibleLectureIndex matches; an unknown code is NOT_FOUND', (t) => {
  t.deepEqual(applyCoupon(checkout, 'REACT', 1), { ok: false, error: 'INVALID_LECTURE' });
  t.deepEqual(applyCoupon(checkout, 'WELCOME', 3), { ok: false, error: 'INVALID_LECTURE' });
  t.deepEqual(applyCoupon(checkout, 'NOPE', 1), { ok: false, error: 'NOT_FOUND' });
});

test('cancelling clears both the lecture side and the coupon side', (t) => {
  const state = cancelCoupon(applied(applied(checkout, 'WELCOME', 1), 'REACT', 2), 'WELCOME');
  t.deepEqual(
    state.lectures.map((l) => l.appliedCouponCode),
    [null, 'REACT'],
  );
  t.is(state.coupons[0].appliedLectureIndex, null);
  t.deepEqual(checkoutProblems(state), []);
  t.deepEqual(cancelCoupon(state, 'WELCOME'), state, 'cancelling an unapplied coupon changes nothing');
});

test('checkoutProblems names a state whose sides disagree', (t) => {
  t.deepEqual(checkoutProblems(checkout), []);
  const oneSided: CheckoutState = {
    ...checkout,
    lectures: [{ index: 1, appliedCouponCode: 'WELCOME' }],
  };
  t.deepEqual(checkoutProblems(oneSided), ['lecture 1 carries WELCOME, which is not applied to it']);
  const wrongPlace: CheckoutState = {
    ...checkout,
    lectures: [
      { index: 1, appliedCouponCode: null },
      { index: 2, appliedCouponCode: 'WELCOME' },
    ],
    coupons: [{ code: 'WELCOME', possibleLectureIndex: 1, appliedLectureIndex: 2 }],
  };
  t.deepEqual(checkoutProblems(wrongPlace), ['coupon WELCOME is applied outside its possible lecture']);
  t.true(
    checkoutProblems({ ...checkout, lectures: [...checkout.lectures, checkout.lectures[0]] }).length > 0,
  );
});

test('property: any sequence of applying and cancelling keeps the checkout consistent', (t) => {
  const step = fc.oneof(
    fc.record({
      op: fc.constant('apply' as const),
      code: fc.constantFrom('WELCOME', 'SPRING', 'REACT', 'NOPE'),
      lecture: fc.constantFrom(1, 2, 3),
    }),
    fc.record({ op: fc.constant('cancel' as const), code: fc.constantFrom('WELCOME', 'SPRING', 'REACT') }),
  );
  fc.assert(
    fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
      let state = checkout;
      for (const s of steps) {
        if (s.op === 'cancel') state = cancelCoupon(state, s.code);
        else {
          const result = applyCoupon(state, s.code, s.lecture);
          if (result.ok) state = result.state;
        }
        if (checkoutProblems(state).length > 0) return false;
      }
      return true;
    }),
  );
  t.pass();
});

// ——— a lecture and a bundle of the same index are two items ———

const mixed: CheckoutState = {
  lectures: [
    { index: 5, itemType: 'lecture', appliedCouponCode: null },
    { index: 5, itemType: 'bundle', appliedCouponCode: null },
  ],
  coupons: [
    { code: 'LECTURE5', possibleLectureIndex: 5, appliedLectureIndex: null },
    { code: 'BUNDLE5', possibleLectureIndex: 5, appliedLectureIndex: null, itemType: 'bundle' },
  ],
  roadmapIdList: [],
};

test('a lecture and a bundle of the same index: each coupon goes to its own kind, both sides agree', (t) => {
  t.deepEqual(checkoutProblems(mixed), []);
  const onBundle = applyCoupon(mixed, 'BUNDLE5', 5, 'bundle');
  if (!onBundle.ok) return t.fail(onBundle.error);
  t.deepEqual(
    onBundle.state.lectures.map((l) => l.appliedCouponCode),
    [null, 'BUNDLE5'],
  );
  const both = applyCoupon(onBundle.state, 'LECTURE5', 5);
  if (!both.ok) return t.fail(both.error);
  t.deepEqual(
    both.state.lectures.map((l) => l.appliedCouponCode),
    ['LECTURE5', 'BUNDLE5'],
  );
  t.deepEqual(checkoutProblems(both.state), []);
  // A bundle's coupon on the lecture of its index, and a lecture's on the bundle: refused.
  t.deepEqual(applyCoupon(mixed, 'BUNDLE5', 5), { ok: false, error: 'INVALID_LECTURE' });
  t.deepEqual(applyCoupon(mixed, 'LECTURE5', 5, 'bundle'), { ok: false, error: 'INVALID_LECTURE' });
  t.deepEqual(cancelCoupon(both.state, 'BUNDLE5').lectures[1].appliedCouponCode, null);
});

test('checkoutProblems: a coupon claimed by the other kind of the same index, and the same item twice', (t) => {
  const crossed: CheckoutState = {
    ...mixed,
    lectures: [
      { index: 5, itemType: 'lecture', appliedCouponCode: 'BUNDLE5' },
      { index: 5, itemType: 'bundle', appliedCouponCode: null },
    ],
    coupons: [{ code: 'BUNDLE5', possibleLectureIndex: 5, appliedLectureIndex: 5, itemType: 'bundle' }],
  };
  t.true(checkoutProblems(crossed).length > 0);
  t.deepEqual(checkoutProblems({ ...mixed, lectures: [mixed.lectures[1], { ...mixed.lectures[1] }] }), [
    'a lecture is listed twice',
  ]);
});

test('a coupon naming no kind is of the one item of its index (a browser that sends no kinds on coupons)', (t) => {
  const bundleOnly: CheckoutState = {
    lectures: [
      { index: 4, itemType: 'lecture', appliedCouponCode: null },
      { index: 9, itemType: 'bundle', appliedCouponCode: 'PACK' },
    ],
    coupons: [{ code: 'PACK', possibleLectureIndex: 9, appliedLectureIndex: 9 }],
    roadmapIdList: [],
  };
  t.is(couponItemType(bundleOnly, bundleOnly.coupons[0]), 'bundle');
  t.deepEqual(checkoutProblems(bundleOnly), []);
  // With a lecture and a bundle of that index, a coupon naming no kind is the lecture's.
  t.is(couponItemType(mixed, mixed.coupons[0]), 'lecture');
});
