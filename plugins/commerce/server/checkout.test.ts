/**
 * POST /api/checkout and POST /api/coupon/check with the lectures plugin's `lecture` kind and the
 * in-process test provider: the server's own figures, the order and its payment window, coupons
 * held without going over their limit, every coupon error (§8) and refusal in Korean and English,
 * a 0-won order paid at once, one open checkout per buyer, the buyer's history and order, channel
 * isolation and sign-in first.
 */
import test from 'ava';
import { uncoveredIdRoutes } from '@seodang/sdk/testing';
import { checkoutBody, startCheckoutFixture, type CheckoutFixture } from '../testing/checkout-fixture.ts';

let fx: CheckoutFixture;
let plain: number;
let discounted: number;
let cheap: number;

test.before(async () => {
  fx = await startCheckoutFixture({ learners: ['minsu', 'jiwoo', 'hana', 'sora', 'dami'] });
  plain = await fx.lecture({ subject: '파이썬 기초' });
  discounted = await fx.lecture({
    subject: '리액트 실전',
    price: 80_000,
    discount: 25,
    discounted_price: 60_000,
  });
  cheap = await fx.lecture({ subject: '깃 입문', price: 5_000 });
});
test.after.always(async () => {
  await fx?.stop();
});

const db = () => fx.app.core.db;

test.serial(
  'the server prices the checkout, holds the coupon and writes a PENDING order with its payment window',
  async (t) => {
    await fx.coupon({
      code: 'WELCOME5000',
      name: '첫 구매',
      coupon_detail_type: 'basic',
      coupon_content: 5_000,
      usage_limit: 10,
    });
    const minsu = await fx.shop.login('minsu');
    await minsu.post('/api/cart', { itemType: 'lecture', sequence: plain });
    const res = await minsu.post(
      '/api/checkout',
      checkoutBody([plain, discounted], 105_000, { [discounted]: 'welcome5000' }),
    );
    t.is(res.status, 201, JSON.stringify(res.body));
    const { order, payment } = res.body.data;
    t.regex(order.orderId, /^sd\d+-[A-Za-z0-9]{12}$/);
    t.like(order, {
      status: 'PENDING',
      method: 'card',
      orderName: '파이썬 기초 외 1건',
      price: 130_000,
      discount: 20_000,
      couponDiscount: 5_000,
      paymentAmount: 105_000,
      currency: 'KRW',
      receiptUrl: null,
      failure: null,
      paidAt: null,
    });
    t.true(new Date(order.expiresAt).getTime() - Date.now() > 29 * 60_000);
    t.deepEqual(
      order.items.map((i: Record<string, unknown>) => [
        i.sequence,
        i.price,
        i.discount,
        i.couponDiscount,
        i.paymentAmount,
        i.appliedCouponCode,
      ]),
      [
        [plain, 50_000, 0, 0, 50_000, null],
        [discounted, 80_000, 20_000, 5_000, 55_000, 'WELCOME5000'],
      ],
    );
    // Each item carries the analytics fields it sold with (spec §1), for the purchase event.
    t.like(order.items[0].analytics, { sequence: plain, price: 50_000 });
    t.is(typeof order.items[0].analytics.educatorsData.name, 'string');
    t.like(payment, {
      provider: 'test',
      orderId: order.orderId,
      amount: 105_000,
      method: 'card',
      clientKey: null,
    });
    const window = new URL(payment.payUrl);
    t.is(window.origin, fx.pg.url);
    t.is(window.pathname, '/pay');
    t.is(window.searchParams.get('orderId'), order.orderId);
    t.is(window.searchParams.get('amount'), '105000');
    t.regex(window.searchParams.get('successUrl')!, /\/checkout\/success$/);
    t.regex(window.searchParams.get('failUrl')!, /\/checkout\/fail$/);
    // The coupon is held for the order; the cart keeps its items until the order is paid.
    t.like(await db()('commerce_coupons').where({ code: 'WELCOME5000' }).first(), { used: 1 });
    t.like(await db()('commerce_coupon_redemptions').where({ order_id: order.orderIndex }).first(), {
      status: 'reserved',
      user_id: fx.shop.ids.minsu,
    });
    t.is((await minsu.get('/api/cart/list')).body.data.cartItemCount, 1);
    // In English the order's name is English.
    const en = await fx.shop.login('jiwoo', { locale: 'en' });
    const english = await en.post('/api/checkout', checkoutBody([plain, discounted, cheap], 115_000));
    t.is(english.body.data.order.orderName, '파이썬 기초 and 2 more');
  },
);

test.serial(
  "another figure than the server's is 409 price_changed with the new figures, in Korean and English",
  async (t) => {
    const ko = await fx.shop.login('hana');
    const en = await fx.shop.login('hana', { locale: 'en' });
    const body = checkoutBody([discounted], 80_000);
    const res = await ko.post('/api/checkout', body);
    t.is(res.status, 409);
    t.deepEqual(res.body.err, {
      code: 'price_changed',
      message: '가격이 바뀌었습니다. 바뀐 금액을 확인한 뒤 다시 결제해 주세요.',
      price: 80_000,
      discount: 20_000,
      couponDiscount: 0,
      paymentAmount: 60_000,
    });
    t.is(
      (await en.post('/api/checkout', body)).body.err.message,
      'The price has changed. Check the new amount and pay again.',
    );
    t.is(await db()('commerce_orders').where({ user_id: fx.shop.ids.hana }).first(), undefined);
  },
);

test.serial(
  'every coupon error of the spec, at checkout and on /api/coupon/check, in Korean and English',
  async (t) => {
    const now = Date.now();
    const day = 86_400_000;
    await fx.coupon({ code: 'OLD', ends_at: new Date(now - day) });
    await fx.coupon({ code: 'LATER', starts_at: new Date(now + day) });
    await fx.coupon({ code: 'OFF', enabled: false });
    await fx.coupon({ code: 'ONLYREACT', targets: [discounted] });
    await fx.coupon({ code: 'VIP', users: [fx.shop.ids.jiwoo] });
    await fx.coupon({ code: 'GONE', usage_limit: 1, used: 1 });
    await fx.coupon({ code: 'ONCE' });
    const ko = await fx.shop.login('sora');
    const en = await fx.shop.login('sora', { locale: 'en' });
    // sora used ONCE before: a paid order holds it redeemed.
    const once = await fx.app.core.db('commerce_coupons').where({ code: 'ONCE' }).first();
    const [past] = await db()('commerce_orders')
      .insert({
        order_key: 'sd999999-usedbeforeAA',
        channel_id: fx.shop.id,
        user_id: fx.shop.ids.sora,
        status: 'PAID',
        order_name: 'x',
        price: 0,
        discount: 0,
        coupon_discount: 0,
        amount: 0,
        checkout: '{}',
        locale: 'ko',
        expires_at: new Date(),
      })
      .returning('id');
    await db()('commerce_coupon_redemptions').insert({
      coupon_id: once.id,
      user_id: fx.shop.ids.sora,
      order_id: past.id,
      once_per_user: true,
      status: 'redeemed',
    });
    const cases: [string, number, string, number, string, string][] = [
      ['NOPE', plain, 'coupon_not_found', 2, '존재하지 않는 쿠폰입니다.', 'The coupon does not exist.'],
      [
        'ONCE',
        plain,
        'coupon_already_used',
        3,
        '이미 사용한 쿠폰입니다.',
        'You have already used this coupon.',
      ],
      ['OLD', plain, 'coupon_overdue', 4, '사용 기간이 지난 쿠폰입니다.', 'The coupon has expired.'],
      [
        'ONLYREACT',
        plain,
        'coupon_invalid_lecture',
        5,
        '이 강의에는 적용할 수 없는 쿠폰입니다.',
        'The coupon cannot be applied to this lecture.',
      ],
      [
        'VIP',
        plain,
        'coupon_not_included_target',
        6,
        '쿠폰 발급 대상이 아닙니다.',
        'This coupon is not offered to you.',
      ],
      [
        'GONE',
        plain,
        'coupon_over_count',
        7,
        '쿠폰의 사용 가능 수량이 모두 소진되었습니다.',
        'The coupon has been used up.',
      ],
      [
        'OFF',
        plain,
        'coupon_unavailable',
        8,
        '지금은 사용할 수 없는 쿠폰입니다.',
        'The coupon cannot be used now.',
      ],
      [
        'LATER',
        plain,
        'coupon_unavailable',
        8,
        '지금은 사용할 수 없는 쿠폰입니다.',
        'The coupon cannot be used now.',
      ],
    ];
    for (const [code, lecture, errCode, number, koText, enText] of cases) {
      const status = number === 2 ? 404 : number === 3 || number === 7 ? 409 : 400;
      const checked = await ko.post('/api/coupon/check', { code, lectures: [{ index: lecture }] });
      t.is(checked.status, status, code);
      t.deepEqual(checked.body.err, { code: errCode, message: koText, couponErrorCode: number }, code);
      const atCheckout = await en.post('/api/checkout', checkoutBody([lecture], 45_000, { [lecture]: code }));
      t.is(atCheckout.status, status, code);
      t.deepEqual(atCheckout.body.err, { code: errCode, message: enText, couponErrorCode: number }, code);
    }
    // A coupon that fits: its terms and the lecture of the checkout it may be applied to.
    const fits = await ko.post('/api/coupon/check', {
      code: 'onlyreact',
      lectures: [{ index: plain }, { index: discounted, itemType: 'lecture' }],
    });
    t.is(fits.status, 200, JSON.stringify(fits.body));
    t.like(fits.body.data, {
      code: 'ONLYREACT',
      couponDetailType: 'basic',
      couponContent: 5_000,
      couponOnly: false,
      possibleLectureIndex: discounted,
    });
    // The one user VIP is offered to may use it.
    const jiwoo = await fx.shop.login('jiwoo');
    t.is((await jiwoo.post('/api/coupon/check', { code: 'VIP', lectures: [{ index: plain }] })).status, 200);
    t.is(
      await db()('commerce_orders').where({ user_id: fx.shop.ids.sora, status: 'PENDING' }).first(),
      undefined,
    );
  },
);

test.serial(
  'refusals before anything is written: invalid state, not for sale, owned, another channel, too small',
  async (t) => {
    const ko = await fx.shop.login('dami');
    const misplaced = checkoutBody([plain, discounted], 105_000);
    misplaced.coupons = [
      { code: 'WELCOME5000', possibleLectureIndex: discounted, appliedLectureIndex: plain },
    ];
    misplaced.lectures[0].appliedCouponCode = 'WELCOME5000';
    const invalid = await ko.post('/api/checkout', misplaced);
    t.is(invalid.status, 400);
    t.is(invalid.body.err.code, 'invalid_checkout');

    const draft = await fx.lecture({ is_published: false });
    t.deepEqual((await ko.post('/api/checkout', checkoutBody([draft], 50_000))).body.err, {
      code: 'not_for_sale',
      message: '아직 공개되지 않은 상품입니다.',
    });
    const elsewhere = await fx.app.createChannelWithMembers({
      slug: 'elsewhere',
      members: { other: 'teacher' },
    });
    const foreign = await fx.lecture({ owner_id: elsewhere.ids.other }, elsewhere.id);
    const missing = await ko.post('/api/checkout', checkoutBody([plain, foreign], 100_000));
    t.is(missing.status, 404);
    t.deepEqual(missing.body.err, { code: 'item_not_found', message: '상품을 찾을 수 없습니다.' });
    t.is((await ko.post('/api/coupon/check', { code: 'ONCE', lectures: [{ index: foreign }] })).status, 404);

    await db()('lecture_enrolments').insert({
      lecture_id: cheap,
      user_id: fx.shop.ids.dami,
      state: 'joined',
      joined_at: new Date(),
    });
    const owned = await ko.post('/api/checkout', checkoutBody([cheap], 5_000));
    t.is(owned.status, 409);
    t.is(owned.body.err.code, 'already_owned');

    await fx.coupon({ code: 'ALMOST', coupon_detail_type: 'basic', coupon_content: 49_950 });
    const tiny = await ko.post('/api/checkout', checkoutBody([plain], 50, { [plain]: 'ALMOST' }));
    t.is(tiny.status, 400);
    t.deepEqual(tiny.body.err, {
      code: 'amount_below_minimum',
      message: '결제 금액은 0원이거나 100원 이상이어야 합니다.',
    });
    const unknownKind = await ko.post('/api/checkout', { ...checkoutBody([], 0), roadmapIdList: [1] });
    t.is(unknownKind.body.err.code, 'unknown_item_type');
    const empty = await ko.post('/api/checkout', checkoutBody([], 0));
    t.is(empty.status, 400);
    t.is(empty.body.err.code, 'validation');
    t.is(await db()('commerce_orders').where({ user_id: fx.shop.ids.dami }).first(), undefined);
    t.like(await db()('commerce_coupons').where({ code: 'ALMOST' }).first(), { used: 0 });

    // The same refusals in English.
    const en = await fx.shop.login('dami', { locale: 'en' });
    const english: [unknown, string, string][] = [
      [misplaced, 'invalid_checkout', 'The coupons applied do not add up. Reload the checkout.'],
      [checkoutBody([draft], 50_000), 'not_for_sale', 'The item has not been published yet.'],
      [checkoutBody([plain, foreign], 100_000), 'item_not_found', 'The item was not found.'],
      [checkoutBody([cheap], 5_000), 'already_owned', 'You already have this item.'],
      [
        checkoutBody([plain], 50, { [plain]: 'ALMOST' }),
        'amount_below_minimum',
        'A payment is either 0 won or at least 100 won.',
      ],
      [
        { ...checkoutBody([], 0), roadmapIdList: [1] },
        'unknown_item_type',
        'This kind of item is not sold here.',
      ],
    ];
    for (const [body, code, message] of english)
      t.deepEqual((await en.post('/api/checkout', body)).body.err, { code, message }, code);
    t.deepEqual((await en.get('/api/checkout/order/sd999-AAAAAAAAAAAA')).body.err, {
      code: 'order_not_found',
      message: 'The order was not found.',
    });
  },
);

test.serial(
  'a 0-won order is paid at once: granted, coupon redeemed, no provider, no ledger line',
  async (t) => {
    await fx.coupon({ code: 'FREE100', coupon_detail_type: 'percent', coupon_content: 100 });
    await fx.control.clearCalls();
    const hana = await fx.shop.login('hana');
    const res = await hana.post('/api/checkout', checkoutBody([cheap], 0, { [cheap]: 'FREE100' }));
    t.is(res.status, 201, JSON.stringify(res.body));
    t.is(res.body.data.payment, null);
    t.like(res.body.data.order, { status: 'PAID', method: null, paymentAmount: 0, couponDiscount: 5_000 });
    t.truthy(res.body.data.order.paidAt);
    const id = res.body.data.order.orderIndex;
    t.like(await db()('lecture_enrolments').where({ lecture_id: cheap, user_id: fx.shop.ids.hana }).first(), {
      state: 'joined',
    });
    t.is(
      (await db()('lecture_purchase_grants').where({ user_id: fx.shop.ids.hana, lecture_id: cheap })).length,
      1,
    );
    t.like(await db()('commerce_coupon_redemptions').where({ order_id: id }).first(), { status: 'redeemed' });
    t.deepEqual(await db()('commerce_ledger').where({ order_id: id }), []);
    t.deepEqual(await fx.control.calls(), []);
    t.like(await db()('commerce_order_items').where({ order_id: id }).first(), { amount: 0 });
    t.truthy((await db()('commerce_order_items').where({ order_id: id }).first()).granted_at);
  },
);

test.serial(
  "a new checkout closes the buyer's earlier unpaid order in the channel and gives back its coupon",
  async (t) => {
    await fx.coupon({ code: 'AGAIN', usage_limit: 1 });
    const jiwoo = await fx.shop.login('jiwoo');
    const first = await jiwoo.post('/api/checkout', checkoutBody([plain], 45_000, { [plain]: 'AGAIN' }));
    t.is(first.status, 201);
    t.like(await db()('commerce_coupons').where({ code: 'AGAIN' }).first(), { used: 1 });
    const second = await jiwoo.post('/api/checkout', checkoutBody([plain], 45_000, { [plain]: 'AGAIN' }));
    t.is(second.status, 201, JSON.stringify(second.body));
    t.like(await db()('commerce_coupons').where({ code: 'AGAIN' }).first(), { used: 1 });
    const earlier = (await jiwoo.get(`/api/checkout/order/${first.body.data.order.orderId}`)).body.data;
    t.like(earlier, {
      status: 'EXPIRED',
      failure: { code: 'superseded', message: '새 주문을 시작해 닫힌 주문입니다.' },
    });
    t.like(await db()('commerce_coupon_redemptions').where({ order_id: earlier.orderIndex }).first(), {
      status: 'released',
    });
  },
);

test.serial(
  'history and one order: my own, with items; others and other channels answer 404; sign in first',
  async (t) => {
    const minsu = await fx.shop.login('minsu');
    const history = await minsu.get('/api/checkout/history?limit=5');
    t.is(history.status, 200);
    t.like(history.body.data, { totalCount: 1, page: 1, limit: 5 });
    const [order] = history.body.data.list;
    t.like(order, { status: 'PENDING', paymentAmount: 105_000, method: 'card' });
    t.is(order.items.length, 2);
    t.deepEqual(order.checkout.roadmapIdList, []);
    const one = await minsu.get(`/api/checkout/order/${order.orderId}`);
    t.is(one.status, 200);
    t.deepEqual(one.body.data, order);

    const notFound = { code: 'order_not_found', message: '주문을 찾을 수 없습니다.' };
    // Another buyer, a wrong random part, another channel: the same 404.
    const jiwoo = await fx.shop.login('jiwoo');
    t.deepEqual((await jiwoo.get(`/api/checkout/order/${order.orderId}`)).body.err, notFound);
    const forged = order.orderId.replace(/-.*/, '-AAAAAAAAAAAA');
    t.deepEqual((await minsu.get(`/api/checkout/order/${forged}`)).body.err, notFound);
    await fx.app.addMember(
      (await fx.app.core.db('channels').where({ slug: 'elsewhere' }).first()).id,
      fx.shop.ids.minsu,
      'student',
    );
    const abroad = fx.app.client({ host: 'elsewhere.localhost' });
    await abroad.login('minsu', 'Test#pass1');
    const requests: [string, string, unknown?][] = [
      ['GET', `/api/checkout/order/${order.orderId}`],
      ['POST', '/api/checkout/confirm', { paymentKey: 'tpg_x', orderId: order.orderId, amount: 105_000 }],
    ];
    for (const [method, path, body] of requests) {
      const res = await abroad.json(method, path, body);
      t.is(res.status, 404, `${method} ${path}`);
      t.deepEqual(res.body.err, notFound);
    }
    t.is((await abroad.get('/api/checkout/history')).body.data.totalCount, 0);
    t.is((await minsu.get('/api/checkout/order/12')).status, 400);

    const anonymous = fx.app.client({ host: fx.shop.host });
    for (const [method, path, body] of [
      ['POST', '/api/checkout', checkoutBody([plain], 50_000)],
      ['POST', '/api/checkout/confirm', { paymentKey: 'x', orderId: order.orderId, amount: 1 }],
      ['GET', '/api/checkout/history'],
      ['GET', `/api/checkout/order/${order.orderId}`],
      ['POST', '/api/coupon/check', { code: 'X', lectures: [{ index: plain }] }],
    ] as const)
      t.is((await anonymous.json(method, path, body)).status, 401, `${method} ${path}`);

    const doc = await fetch(`${fx.app.url}/api/openapi.json`).then((r) => r.json());
    // This file covers checkout's routes; refunds, coupons, bundles and revenue check their own.
    type Operations = Record<string, { tags?: string[]; 'x-seodang-plugin'?: string }>;
    const checkoutOnly = {
      paths: Object.fromEntries(
        Object.entries(doc.paths as Record<string, Operations>).map(([path, operations]) => [
          path,
          Object.fromEntries(
            Object.entries(operations).filter(([, op]) => op.tags?.includes('commerce-checkout')),
          ),
        ]),
      ),
    };
    t.deepEqual(
      uncoveredIdRoutes(
        checkoutOnly,
        'commerce',
        requests.map(([method, path]) => [method, path] as const),
      ),
      [],
    );
  },
);
