import test from 'ava';
import {
  addEvent,
  analyticsProduct,
  checkoutEvent,
  checkoutOptionEvent,
  detailEvent,
  purchaseEvent,
  purchaseOnce,
  refundEvent,
  reportedPurchasesKept,
  reportedPurchasesKey,
  type AnalyticsLecture,
  type CommerceEvent,
  type ReportedStore,
} from './analytics.ts';

const python: AnalyticsLecture = {
  sequence: 12,
  subject: '파이썬 기초',
  category: { first: { id: 'programming' }, second: { id: 'algorithm' } },
  educatorsData: { name: '이강사' },
  price: 45_000,
};
const design: AnalyticsLecture = {
  sequence: 7,
  subject: 'UX 입문',
  category: { first: { id: 'design' }, second: null },
  educatorsData: { name: '박디자' },
  price: 30_000,
};

const memoryStore = (): ReportedStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

test('a lecture as a product: sequence, subject, category ids, educator name and price (spec §1)', (t) => {
  t.deepEqual(analyticsProduct(python), {
    id: '12',
    name: '파이썬 기초',
    brand: '이강사',
    category: 'programming/algorithm',
    firstCategoryId: 'programming',
    secondCategoryId: 'algorithm',
    sequence: 12,
    educatorName: '이강사',
    price: 45_000,
    quantity: 1,
  });
  t.like(analyticsProduct(design), { category: 'design', firstCategoryId: 'design', secondCategoryId: null });
  t.like(analyticsProduct({ ...design, category: { first: null, second: null } }), {
    category: '',
    firstCategoryId: null,
  });
});

test('every event is sent with KRW, under its own action', (t) => {
  const events: CommerceEvent[] = [
    detailEvent(python),
    addEvent([python, design]),
    checkoutEvent([python]),
    checkoutOptionEvent(1, 'card'),
    purchaseEvent({ orderId: 'sd1-abcdefghijkl', paymentAmount: 40_000 }, [python]),
    refundEvent({ orderId: 'sd1-abcdefghijkl' }),
  ];
  t.deepEqual(
    events.map((e) => e.event),
    ['detail', 'add', 'checkout', 'checkout_option', 'purchase', 'refund'],
  );
  for (const e of events) {
    t.is(e.ecommerce.currencyCode, 'KRW');
    t.truthy(e.ecommerce[e.event], e.event);
  }
  t.deepEqual(
    (addEvent([python, design]).ecommerce.add as { products: { id: string }[] }).products.map((p) => p.id),
    ['12', '7'],
  );
});

test('checkout: the step and the payment method chosen', (t) => {
  t.deepEqual(checkoutEvent([python]).ecommerce.checkout, {
    actionField: { step: 1 },
    products: [analyticsProduct(python)],
  });
  t.deepEqual(
    (checkoutEvent([python], 2, 'phone').ecommerce.checkout as { actionField: unknown }).actionField,
    {
      step: 2,
      option: 'phone',
    },
  );
  t.deepEqual(checkoutOptionEvent(1, 'card').ecommerce, {
    currencyCode: 'KRW',
    checkout_option: { actionField: { step: 1, option: 'card' } },
  });
});

test('purchase: the order id, the amount paid, the coupons used once each, and the lectures', (t) => {
  const e = purchaseEvent(
    { orderId: 'sd9-abcdefghijkl', paymentAmount: 62_000, coupons: ['SPRING', null, 'SPRING', 'VIP'] },
    [python, design],
  );
  t.deepEqual(e.ecommerce.purchase, {
    actionField: { id: 'sd9-abcdefghijkl', revenue: 62_000, coupon: 'SPRING,VIP' },
    products: [analyticsProduct(python), analyticsProduct(design)],
  });
  t.deepEqual(
    (
      purchaseEvent({ orderId: 'sd9-abcdefghijkl', paymentAmount: 0 }, []).ecommerce.purchase as {
        actionField: unknown;
      }
    ).actionField,
    { id: 'sd9-abcdefghijkl', revenue: 0 },
  );
});

test('refund: the whole order, or an amount and the lectures refunded', (t) => {
  t.deepEqual(refundEvent({ orderId: 'sd3-abcdefghijkl' }).ecommerce.refund, {
    actionField: { id: 'sd3-abcdefghijkl' },
  });
  t.deepEqual(refundEvent({ orderId: 'sd3-abcdefghijkl', refundAmount: 15_000 }, [design]).ecommerce.refund, {
    actionField: { id: 'sd3-abcdefghijkl', revenue: 15_000 },
    products: [analyticsProduct(design)],
  });
});

test('a purchase is reported once per order, even when its page is opened again', (t) => {
  const store = memoryStore();
  const sent: CommerceEvent[] = [];
  const push = (e: CommerceEvent) => void sent.push(e);
  const order = { orderId: 'sd5-abcdefghijkl', paymentAmount: 45_000 };
  t.true(purchaseOnce(store, order, [python], push));
  t.false(purchaseOnce(store, order, [python], push));
  t.true(purchaseOnce(store, { ...order, orderId: 'sd6-abcdefghijkl' }, [python], push));
  t.deepEqual(
    sent.map((e) => (e.ecommerce.purchase as { actionField: { id: string } }).actionField.id),
    ['sd5-abcdefghijkl', 'sd6-abcdefghijkl'],
  );
  t.deepEqual(JSON.parse(store.data.get(reportedPurchasesKey)!), ['sd5-abcdefghijkl', 'sd6-abcdefghijkl']);
});

test('the remembered orders are bounded, and a broken or failing store still sends', (t) => {
  const store = memoryStore();
  for (let i = 1; i <= reportedPurchasesKept + 5; i += 1)
    purchaseOnce(store, { orderId: `sd${i}-abcdefghijkl`, paymentAmount: 1 }, [], () => {});
  const kept = JSON.parse(store.data.get(reportedPurchasesKey)!) as string[];
  t.is(kept.length, reportedPurchasesKept);
  t.is(kept[0], 'sd6-abcdefghijkl');

  store.data.set(reportedPurchasesKey, '{not json');
  let sent = 0;
  t.true(purchaseOnce(store, { orderId: 'sd1-abcdefghijkl', paymentAmount: 1 }, [], () => (sent += 1)));
  const failing: ReportedStore = {
    getItem: () => null,
    setItem: () => {
      throw new Error('quota');
    },
  };
  t.true(purchaseOnce(failing, { orderId: 'sd2-abcdefghijkl', paymentAmount: 1 }, [], () => (sent += 1)));
  t.true(purchaseOnce(null, { orderId: 'sd2-abcdefghijkl', paymentAmount: 1 }, [], () => (sent += 1)));
  t.is(sent, 3);
});
