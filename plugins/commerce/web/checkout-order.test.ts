import test from 'ava';
import type { AnalyticsLecture } from '../common/analytics.ts';
import { changedPrice, checkoutAgain, orderLectures, type Order, type OrderItem } from './checkout-order.ts';

const lecture = (sequence: number, subject: string): AnalyticsLecture => ({
  sequence,
  subject,
  category: { first: { id: 'programming' }, second: null },
  educatorsData: { name: '이강사' },
  price: 10_000,
});

const item = (sequence: number, over: Partial<OrderItem> = {}): OrderItem => ({
  itemIndex: sequence * 10,
  itemType: 'lecture',
  sequence,
  title: `강좌 ${sequence}`,
  link: `/lecture/${sequence}`,
  price: 10_000,
  discount: 0,
  couponDiscount: 0,
  paymentAmount: 10_000,
  appliedCouponCode: null,
  analytics: lecture(sequence, `강좌 ${sequence}`),
  lectureList: [],
  ...over,
});

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 'sd7-abcdefghijkl',
  orderIndex: 7,
  status: 'FAILED',
  method: 'phone',
  orderName: '강좌 1 외 1건',
  price: 30_000,
  discount: 0,
  couponDiscount: 5_000,
  paymentAmount: 25_000,
  currency: 'KRW',
  receiptUrl: null,
  failure: { code: 'REJECT_CARD_COMPANY', message: '' },
  createdAt: '2026-11-26T00:00:00.000Z',
  expiresAt: '2026-11-26T00:30:00.000Z',
  paidAt: null,
  closedAt: null,
  checkout: {
    lectures: [
      { index: 1, appliedCouponCode: 'SAVE5000' },
      { index: 2, itemType: 'bundle', appliedCouponCode: null },
    ],
    coupons: [
      { code: 'SAVE5000', possibleLectureIndex: 1, appliedLectureIndex: 1 },
      { code: 'UNUSED', possibleLectureIndex: 2, appliedLectureIndex: null },
    ],
    roadmapIdList: [],
  },
  items: [item(1, { appliedCouponCode: 'SAVE5000' }), item(2, { itemType: 'bundle' })],
  ...over,
});

test('trying again: the same lectures (with their kinds), the applied coupons and the amount of the failed order', (t) => {
  t.deepEqual(checkoutAgain(order(), 'card'), {
    lectures: [
      { index: 1, itemType: 'lecture', appliedCouponCode: 'SAVE5000' },
      { index: 2, itemType: 'bundle', appliedCouponCode: null },
    ],
    coupons: [{ code: 'SAVE5000', possibleLectureIndex: 1, appliedLectureIndex: 1 }],
    roadmapIdList: [],
    method: 'card',
    expectedAmount: 25_000,
  });
});

test('trying again keeps a lecture and a bundle of the same index apart, with their coupons', (t) => {
  const again = checkoutAgain(
    order({
      checkout: {
        lectures: [
          { index: 2, itemType: 'lecture', appliedCouponCode: null },
          { index: 2, itemType: 'bundle', appliedCouponCode: 'PACK' },
        ],
        coupons: [{ code: 'PACK', possibleLectureIndex: 2, appliedLectureIndex: 2, itemType: 'bundle' }],
        roadmapIdList: [],
      },
      items: [item(2), item(2, { itemType: 'bundle', appliedCouponCode: 'PACK' })],
    }),
    'phone',
  );
  t.deepEqual(again.lectures, [
    { index: 2, itemType: 'lecture', appliedCouponCode: null },
    { index: 2, itemType: 'bundle', appliedCouponCode: 'PACK' },
  ]);
  t.deepEqual(again.coupons, [
    { code: 'PACK', possibleLectureIndex: 2, appliedLectureIndex: 2, itemType: 'bundle' },
  ]);
});

test("a purchase's lectures: a bundle's lectures in its place, items without analytics left out", (t) => {
  const bundle = item(2, {
    itemType: 'bundle',
    analytics: null,
    lectureList: [item(3), { ...item(4), analytics: null }],
  });
  t.deepEqual(
    orderLectures({ items: [item(1), bundle, item(5, { analytics: null })] }).map((l) => l.sequence),
    [1, 3],
  );
});

test("a changed price: the server's figures of a 409 price_changed, nothing for another refusal", (t) => {
  t.deepEqual(
    changedPrice({
      status: 409,
      code: 'price_changed',
      message: '',
      extra: { price: 50_000, discount: 10_000, couponDiscount: 0, paymentAmount: 40_000 },
    }),
    { price: 50_000, discount: 10_000, couponDiscount: 0, paymentAmount: 40_000 },
  );
  t.is(changedPrice({ status: 409, code: 'already_owned', message: '', extra: {} }), null);
});
