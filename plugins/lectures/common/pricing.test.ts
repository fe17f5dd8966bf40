import test from 'ava';
import {
  discountedPriceOf,
  finalPrice,
  isDiscountActive,
  isDiscountWindowOpen,
  type LecturePrice,
} from './pricing.ts';

const now = new Date('2025-06-01T12:00:00Z');
const base: LecturePrice = {
  isFree: false,
  price: 50000,
  discount: 20,
  discountedPrice: 40000,
  discountStartDate: null,
  discountDueDate: null,
};

test('discount window: no start starts now, no end never ends, bounds inclusive', (t) => {
  t.true(isDiscountWindowOpen(null, null, now));
  t.true(isDiscountWindowOpen('2025-05-01T00:00:00Z', null, now));
  t.false(isDiscountWindowOpen('2025-06-02T00:00:00Z', null, now));
  t.true(isDiscountWindowOpen(null, '2025-06-01T12:00:00Z', now));
  t.false(isDiscountWindowOpen(null, '2025-06-01T11:59:59Z', now));
  t.true(isDiscountWindowOpen('2025-06-01T12:00:00Z', '2025-06-30T00:00:00Z', now));
});

test('final price: discounted while active, else the price; free is 0', (t) => {
  t.is(finalPrice(base, now), 40000);
  t.is(finalPrice({ ...base, discountDueDate: '2025-05-31T00:00:00Z' }, now), 50000);
  t.is(finalPrice({ ...base, discountStartDate: '2025-07-01T00:00:00Z' }, now), 50000);
  t.is(finalPrice({ ...base, isFree: true }, now), 0);
});

test('without dates the discount applies only with an integer rate', (t) => {
  t.false(isDiscountActive({ ...base, discount: null }, now));
  t.false(isDiscountActive({ ...base, discount: 12.5 }, now));
  t.true(isDiscountActive({ ...base, discount: 0, discountedPrice: 50000 }, now));
  t.is(finalPrice({ ...base, discount: null }, now), 50000);
});

test('discounted price rounds down and never goes below 0', (t) => {
  t.is(discountedPriceOf(9999, 33), 6699);
  t.is(discountedPriceOf(50000, 100), 0);
  t.is(discountedPriceOf(50000, 101), 50000);
  t.is(finalPrice({ ...base, discountedPrice: -10 }, now), 0);
  t.is(finalPrice({ ...base, discountedPrice: null }, now), 40000);
});
