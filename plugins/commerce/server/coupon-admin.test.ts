/**
 * Coupon management (`/api/commerce/coupons`): every rule of the body (errors in ko and en), a
 * teacher's coupons for their own lectures only, a channel admin's for the whole channel, the site
 * admin's on the public site, learners 403 and visitors 401, a used coupon's fixed terms, and
 * channel isolation (another channel's coupon, lecture or user is the missing one's 404).
 */
import test from 'ava';
import {
  startTestCore,
  testPassword,
  uncoveredIdRoutes,
  type TestChannel,
  type TestCore,
} from '@seodang/sdk/testing';

let app: TestCore;
let shop: TestChannel;
let other: TestChannel;
const lectures = { mine: 0, mine2: 0, colleague: 0, otherChannel: 0, publicSite: 0 };

async function lecture(channelId: number | null, ownerId: number | null, n: number): Promise<number> {
  const [row] = await app.core
    .db('lectures')
    .insert({
      channel_id: channelId,
      owner_id: ownerId,
      subject: `파이썬 ${n}`,
      slug: `python-${n}`,
      contents: '<!-- contents -->',
      is_free: false,
      price: 50_000,
      is_published: true,
    })
    .returning('id');
  return Number(row.id);
}

const body = (fields: Record<string, unknown> = {}) => ({
  code: 'spring-10',
  couponDetailType: 'percent',
  couponContent: 10,
  targets: [lectures.mine],
  ...fields,
});

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'commerce'] });
  shop = await app.createChannelWithMembers({
    slug: 'shop',
    members: { teach: 'teacher', colleague: 'teacher', boss: 'admin', minsu: 'student' },
  });
  other = await app.createChannelWithMembers({
    slug: 'elsewhere',
    members: { otherboss: 'admin', hana: 'student' },
  });
  lectures.mine = await lecture(shop.id, shop.ids.teach, 1);
  lectures.mine2 = await lecture(shop.id, shop.ids.teach, 2);
  lectures.colleague = await lecture(shop.id, shop.ids.colleague, 3);
  lectures.otherChannel = await lecture(other.id, other.ids.otherboss, 4);
  lectures.publicSite = await lecture(null, null, 5);
});
test.after.always(async () => {
  await app?.stop();
});

test.serial(
  'a teacher creates a coupon for their own lecture: the code in upper case, usage shown',
  async (t) => {
    const teach = await shop.login('teach');
    const res = await teach.post(
      '/api/commerce/coupons',
      body({ usageLimit: 20, endsAt: '2099-01-01T00:00:00+09:00', userIds: [shop.ids.minsu] }),
    );
    t.is(res.status, 201, JSON.stringify(res.body));
    const c = res.body.data;
    t.is(c.code, 'SPRING-10');
    t.like(c, {
      couponDetailType: 'percent',
      couponContent: 10,
      couponOnly: false,
      used: 0,
      usageLimit: 20,
      isUsed: false,
      oncePerUser: true,
      enabled: true,
      status: 'active',
      ownerId: shop.ids.teach,
    });
    t.deepEqual(c.targets, [{ itemType: 'lecture', sequence: lectures.mine, title: '파이썬 1' }]);
    t.deepEqual(c.users, [{ id: shop.ids.minsu, name: c.users[0].name }]);
    t.is(c.endsAt, '2098-12-31T15:00:00.000Z');

    const list = (await teach.get('/api/commerce/coupons')).body.data.list;
    t.deepEqual(
      list.map((x: { code: string }) => x.code),
      ['SPRING-10'],
    );
    // The same code in any case is taken in this channel.
    const again = await teach.post('/api/commerce/coupons', body({ code: 'Spring-10' }));
    t.is(again.status, 409);
    t.is(again.body.err.code, 'coupon_code_taken');
    t.is(again.body.err.message, '이 채널에 같은 코드의 쿠폰이 이미 있습니다.');
  },
);

test.serial('every rule of the body answers in the caller’s language (ko and en)', async (t) => {
  const ko = await shop.login('teach');
  const en = await shop.login('teach', { locale: 'en' });
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { code: '쿠폰!' },
      'commerce.validation.couponCode',
      'A coupon code is up to 40 letters, digits, - or _.',
    ],
    [{ couponDetailType: 'free' }, '', 'Choose a percent or an amount coupon.'],
    [{ couponContent: 0 }, '', 'Enter the discount as a whole number of 1 or more.'],
    [{ couponContent: 1.5 }, '', 'Enter the discount as a whole number of 1 or more.'],
    [{ couponContent: 101 }, '', 'A percent discount is a whole number from 1 to 100.'],
    [
      { startsAt: '2030-02-01T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' },
      '',
      'The end of the period must come after its start.',
    ],
    [{ endsAt: 'tomorrow' }, '', 'Enter a valid date and time.'],
    [{ usageLimit: 0 }, '', 'The usage limit is a whole number from 1 to 1,000,000.'],
    [{ targets: [] }, '', 'A teacher’s coupon applies to at least one of your lectures.'],
  ];
  for (const [fields, , english] of cases) {
    const res = await en.post('/api/commerce/coupons', body({ code: 'RULES', ...fields }));
    t.is(res.status, 400, JSON.stringify(fields));
    t.is(res.body.err.message, english, JSON.stringify(fields));
  }
  const korean = await ko.post('/api/commerce/coupons', body({ code: 'RULES', couponContent: 101 }));
  t.is(korean.body.err.message, '퍼센트 할인은 1에서 100 사이의 정수로 입력해 주세요.');
  const amount = await ko.post(
    '/api/commerce/coupons',
    body({ code: 'WON-3000', couponDetailType: 'basic', couponContent: 3_000 }),
  );
  t.is(amount.status, 201, 'an amount coupon takes more than 100');
});

test.serial('a teacher manages only their own lectures and coupons', async (t) => {
  const teach = await shop.login('teach');
  const colleague = await shop.login('colleague', { locale: 'en' });
  const theirs = await colleague.post(
    '/api/commerce/coupons',
    body({ code: 'COLL', targets: [lectures.mine] }),
  );
  t.is(theirs.status, 403);
  t.is(theirs.body.err.message, 'You can manage only your own lectures, coupons and bundles.');
  const mixed = await teach.post(
    '/api/commerce/coupons',
    body({ code: 'MIXED', targets: [lectures.mine, lectures.colleague] }),
  );
  t.is(mixed.status, 403);
  const id = (await teach.get('/api/commerce/coupons')).body.data.list[0].couponIndex;
  t.is((await colleague.get(`/api/commerce/coupons/${id}`)).status, 403);
  t.is(
    (await colleague.put(`/api/commerce/coupons/${id}`, body({ targets: [lectures.colleague] }))).status,
    403,
  );
  t.is(
    (await colleague.json('PATCH', `/api/commerce/coupons/${id}/enabled`, { enabled: false })).status,
    403,
  );
  t.deepEqual((await colleague.get('/api/commerce/coupons')).body.data.list, [], 'not in their list');
});

test.serial(
  'a channel admin sees and manages every coupon of the channel, with or without targets',
  async (t) => {
    const boss = await shop.login('boss');
    const codes = (await boss.get('/api/commerce/coupons')).body.data.list.map(
      (c: { code: string }) => c.code,
    );
    t.true(codes.includes('SPRING-10') && codes.includes('WON-3000'));
    const any = await boss.post('/api/commerce/coupons', body({ code: 'ALL-5', targets: [] }));
    t.is(any.status, 201, 'an admin coupon for any item');
    const colleagues = await boss.post(
      '/api/commerce/coupons',
      body({ code: 'ADM', targets: [lectures.colleague] }),
    );
    t.is(colleagues.status, 201);
    const off = await boss.json('PATCH', `/api/commerce/coupons/${any.body.data.couponIndex}/enabled`, {
      enabled: false,
    });
    t.is(off.status, 200);
    t.like(off.body.data, { enabled: false, status: 'disabled' });
  },
);

test.serial('learners get 403, visitors 401, on every coupon route', async (t) => {
  const minsu = await shop.login('minsu');
  const anonymous = app.client({ host: shop.host });
  for (const [method, path, b] of [
    ['GET', '/api/commerce/coupons'],
    ['GET', '/api/commerce/coupons/1'],
    ['POST', '/api/commerce/coupons', body({ code: 'X' })],
    ['PUT', '/api/commerce/coupons/1', body({ code: 'X' })],
    ['PATCH', '/api/commerce/coupons/1/enabled', { enabled: true }],
  ] as const) {
    t.is((await minsu.json(method, path, b)).status, 403, `${method} ${path}`);
    t.is((await anonymous.json(method, path, b)).status, 401, `${method} ${path}`);
  }
});

test.serial('a used coupon keeps its code and terms; it can be disabled and extended', async (t) => {
  const teach = await shop.login('teach', { locale: 'en' });
  const created = (await teach.post('/api/commerce/coupons', body({ code: 'USED', usageLimit: 5 }))).body
    .data;
  const id = created.couponIndex;
  // Before any use every term can change.
  const before = await teach.put(
    `/api/commerce/coupons/${id}`,
    body({ code: 'USED', couponContent: 15, usageLimit: 5 }),
  );
  t.is(before.status, 200);
  t.is(before.body.data.couponContent, 15);
  await app.core.db('commerce_coupons').where({ id }).update({ used: 2 });
  for (const change of [
    { couponContent: 20 },
    { couponDetailType: 'basic' },
    { couponOnly: true },
    { code: 'RENAMED' },
  ]) {
    const res = await teach.put(
      `/api/commerce/coupons/${id}`,
      body({ code: 'USED', couponContent: 15, usageLimit: 5, ...change }),
    );
    t.is(res.status, 409, JSON.stringify(change));
    t.is(res.body.err.code, 'coupon_in_use');
  }
  const below = await teach.put(
    `/api/commerce/coupons/${id}`,
    body({ code: 'USED', couponContent: 15, usageLimit: 1 }),
  );
  t.is(below.status, 400);
  t.is(below.body.err.message, 'The usage limit cannot be lower than the uses already made.');
  const extended = await teach.put(
    `/api/commerce/coupons/${id}`,
    body({ code: 'used', couponContent: 15, usageLimit: 50, endsAt: '2099-12-31T00:00:00Z', enabled: false }),
  );
  t.is(extended.status, 200, JSON.stringify(extended.body));
  t.like(extended.body.data, { used: 2, usageLimit: 50, isUsed: true, enabled: false, status: 'disabled' });
  const usedUp = await teach.put(
    `/api/commerce/coupons/${id}`,
    body({ code: 'USED', couponContent: 15, usageLimit: 2 }),
  );
  t.like(usedUp.body.data, { used: 2, usageLimit: 2, status: 'used_up' });
});

test.serial(
  "another channel's ids answer the missing row's 404; the public site has its own coupons",
  async (t) => {
    const otherBoss = await other.login('otherboss');
    const theirs = (
      await otherBoss.post('/api/commerce/coupons', body({ code: 'ELSE', targets: [lectures.otherChannel] }))
    ).body.data.couponIndex;
    t.truthy(theirs);
    t.deepEqual(
      (await otherBoss.get('/api/commerce/coupons')).body.data.list.map((c: { code: string }) => c.code),
      ['ELSE'],
      "nothing of the shop's coupons",
    );
    const boss = await shop.login('boss');
    const requests = crossChannel(theirs);
    for (const [method, path, b, code] of requests) {
      const res = await boss.json(method, path, b);
      t.is(res.status, 404, `${method} ${path}`);
      t.is(res.body.err.code, code, `${method} ${path}`);
    }
    // The same code is free in another channel.
    t.is(
      (await otherBoss.post('/api/commerce/coupons', body({ code: 'spring-10', targets: [] }))).status,
      201,
    );
    t.is((await app.core.db('commerce_coupons').where({ id: theirs }).first()).enabled, true, 'untouched');

    // The site admin manages the public site's coupons (public-site lectures and accounts only).
    await app.createUser({ userId: 'siteadmin', isSiteAdmin: true });
    const site = app.client();
    await site.login('siteadmin', testPassword);
    t.is(
      (await site.post('/api/commerce/coupons', body({ code: 'SITE', targets: [lectures.publicSite] })))
        .status,
      201,
    );
    t.is(
      (await site.post('/api/commerce/coupons', body({ code: 'SITE2', targets: [lectures.mine] }))).status,
      404,
    );
    t.is((await site.get(`/api/commerce/coupons/${theirs}`)).status, 404);

    const doc = await fetch(`${app.url}/api/openapi.json`).then((r) => r.json());
    const mine = uncoveredIdRoutes(
      doc,
      'commerce',
      requests.map(([method, path]) => [method, path] as const),
    ).filter((r) => r.includes('/api/commerce/coupons'));
    t.deepEqual(mine, []);
  },
);

/** Requests of the shop's admin naming the other channel's coupon, lecture or user. */
function crossChannel(theirs: number): [string, string, unknown, string][] {
  return [
    ['GET', `/api/commerce/coupons/${theirs}`, undefined, 'coupon_not_found'],
    ['PUT', `/api/commerce/coupons/${theirs}`, body({ code: 'ELSE', targets: [] }), 'coupon_not_found'],
    ['PATCH', `/api/commerce/coupons/${theirs}/enabled`, { enabled: false }, 'coupon_not_found'],
    [
      'POST',
      '/api/commerce/coupons',
      body({ code: 'X1', targets: [lectures.otherChannel] }),
      'lecture_not_found',
    ],
    [
      'POST',
      '/api/commerce/coupons',
      body({ code: 'X2', targets: [], userIds: [other.ids.hana] }),
      'user_not_found',
    ],
    ['GET', '/api/commerce/coupons/999999', undefined, 'coupon_not_found'],
  ];
}
