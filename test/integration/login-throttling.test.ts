import test from 'ava';
import { defaults } from '@seodang/config';
import { startTestCore, testPassword, type TestClient, type TestCore } from '@seodang/sdk/testing';

// Core sits behind one proxy here, so each request can come from the address the test names.
process.env.TRUST_PROXY = '1';

const wrong = 'Wrong#pass1';
let t0: TestCore;
test.before(async () => {
  t0 = await startTestCore({
    config: {
      // The production shape with smaller numbers, so the tests run in seconds.
      login: {
        ...defaults.login,
        accountIp: { failures: 5, windowSeconds: 3600, blockSeconds: 2, maxBlockSeconds: 8 },
        account: { failures: 12, windowSeconds: 3600, blockSeconds: 300, maxBlockSeconds: 3600 },
        device: { failures: 4, windowSeconds: 3600, blockSeconds: 60, maxBlockSeconds: 3600 },
        ip: { failures: 250, windowSeconds: 3600, blockSeconds: 3600, maxBlockSeconds: 3600 },
      },
      signup: { perIp: 5, windowSeconds: 600 },
    },
  });
});
test.after.always(async () => {
  await t0?.stop();
});

interface Answer {
  status: number;
  retryAfter: number | null;
  body: { err?: { code: string; message: string } };
}

/** One sign-in from `ip` in the client's browser (cookies kept). */
async function login(c: TestClient, ip: string, userId: string, password: string): Promise<Answer> {
  if (!c.cookie('sd_csrf')) await c.open('/login');
  const res = await c.request('POST', '/api/auth/login', { userId, password }, { 'x-forwarded-for': ip });
  const retry = res.headers.get('retry-after');
  return { status: res.status, retryAfter: retry === null ? null : Number(retry), body: await res.json() };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

test('a classroom behind one address signs in after 200 failures of other accounts from it; past the abuse ceiling only trusted browsers do', async (t) => {
  const school = '203.0.113.10';
  const students = range(30).map((i) => `class_${i}`);
  for (const s of students) await t0.createUser({ userId: s });
  // 40 accounts (some real, some not) each get five wrong passwords from the school's address.
  const statuses = await Promise.all(
    range(40).map(async (i) => {
      const c = t0.client();
      const seen: number[] = [];
      for (let k = 0; k < 5; k++) seen.push((await login(c, school, `guess_${i}`, wrong)).status);
      return seen;
    }),
  );
  t.deepEqual(new Set(statuses.flat()), new Set([401, 429]), 'each guessed account locks for this address');
  const browsers = students.map(() => t0.client());
  const results = await Promise.all(students.map((s, i) => login(browsers[i], school, s, testPassword)));
  t.deepEqual(
    results.map((r) => r.status),
    students.map(() => 200),
  );
  t.truthy(browsers[0].cookie('sd_device'));

  // 50 more failures: 250 in the hour is abuse, and the address is closed to strangers...
  for (const i of range(10)) {
    const c = t0.client();
    for (let k = 0; k < 5; k++) await login(c, school, `spray_${i}`, wrong);
  }
  const stranger = await login(t0.client({ locale: 'en' }), school, students[1], testPassword);
  t.is(stranger.status, 429);
  t.true(stranger.retryAfter! > 3000 && stranger.retryAfter! <= 3600);
  t.is(stranger.body.err!.message, 'Too many login attempts. Please try again in 1 hour.');
  // ...but not to a browser that has signed in to that account before.
  t.is((await login(browsers[1], school, students[1], testPassword)).status, 200);
});

test('an account attacked from many addresses is locked, with Retry-After and the wait in ko, en and ja', async (t) => {
  await t0.createUser({ userId: 'target' });
  const answers: Answer[] = [];
  for (const n of range(4)) {
    const c = t0.client();
    for (let k = 0; k < 3; k++) answers.push(await login(c, `198.51.100.${n + 1}`, 'target', wrong));
  }
  t.deepEqual(
    answers.map((a) => a.status),
    [...range(11).map(() => 401), 429],
    'the twelfth failure locks it',
  );
  for (const [locale, message] of [
    ['ko', '로그인 시도가 너무 많습니다. 5분 후에 다시 시도해주세요.'],
    ['en', 'Too many login attempts. Please try again in 5 minutes.'],
    ['ja', 'ログインの試行回数が多すぎます。5分後にもう一度お試しください。'],
  ]) {
    // The right password from a new address and a new browser waits too.
    const res = await login(t0.client({ locale }), '192.0.2.77', 'target', testPassword);
    t.is(res.status, 429);
    t.is(res.body.err!.code, 'too_many_attempts');
    t.true(res.retryAfter! > 240 && res.retryAfter! <= 300, `Retry-After ${res.retryAfter}`);
    t.is(res.body.err!.message, message);
  }
});

test("the device cookie lets its owner in while the account is locked for others, within the device's own budget", async (t) => {
  await t0.createUser({ userId: 'owner' });
  const own = t0.client();
  await own.open('/login');
  const first = await own.request(
    'POST',
    '/api/auth/login',
    { userId: 'owner', password: testPassword },
    { 'x-forwarded-for': '192.0.2.10' },
  );
  t.is(first.status, 200);
  const cookie = first.headers.getSetCookie().find((l) => l.startsWith('sd_device='))!;
  t.regex(cookie, /httponly/i);
  t.regex(cookie, /samesite=lax/i);
  t.regex(cookie, /path=\//i);
  const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]);
  t.true(expires - Date.now() > 300 * 24 * 3600_000, 'long-lived');
  await own.post('/api/auth/logout');

  for (const n of range(4)) {
    const c = t0.client();
    for (let k = 0; k < 3; k++) await login(c, `198.51.100.${n + 50}`, 'owner', wrong);
  }
  t.is((await login(t0.client(), '192.0.2.10', 'owner', testPassword)).status, 429, 'others wait');
  // A forged or borrowed cookie is no exemption.
  const forged = t0.client();
  forged.setCookie(
    'sd_device',
    own.cookie('sd_device')!.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A')),
  );
  t.is((await login(forged, '192.0.2.10', 'owner', testPassword)).status, 429);
  // The owner's browser gets in, from home or elsewhere.
  t.is((await login(own, '192.0.2.99', 'owner', testPassword)).status, 200);
  t.true((await own.get('/api/auth/me')).body.isLoggedIn);

  // The device has its own budget: four wrong passwords and it is a stranger again.
  const guesses = [];
  for (let k = 0; k < 4; k++) guesses.push((await login(own, '192.0.2.99', 'owner', wrong)).status);
  t.deepEqual(guesses, [401, 401, 401, 429]);
  t.is((await login(own, '192.0.2.99', 'owner', testPassword)).status, 429);
});

test("a correct password starts the account's count for that address over; locks grow while failures go on", async (t) => {
  await t0.createUser({ userId: 'typo' });
  const ip = '192.0.2.20';
  for (const round of range(2)) {
    const c = t0.client(); // no device cookie: the per account+address counter alone
    for (let k = 0; k < 4; k++) t.is((await login(c, ip, 'typo', wrong)).status, 401, `round ${round}`);
    t.is((await login(c, ip, 'typo', testPassword)).status, 200);
  }

  await t0.createUser({ userId: 'slow' });
  const c = t0.client();
  const statuses = [];
  for (let k = 0; k < 5; k++) statuses.push((await login(c, ip, 'slow', wrong)).status);
  t.deepEqual(statuses, [401, 401, 401, 401, 429]);
  const locked = await login(c, ip, 'slow', testPassword);
  t.is(locked.status, 429, 'locked for this address, the right password included');
  t.true(locked.retryAfter! >= 1 && locked.retryAfter! <= 2);
  // Another address is not locked out of the account.
  t.is((await login(t0.client(), '192.0.2.21', 'slow', testPassword)).status, 200);
  await new Promise((r) => setTimeout(r, 2_100));
  for (let k = 0; k < 4; k++) t.is((await login(c, ip, 'slow', wrong)).status, 401);
  const second = await login(c, ip, 'slow', wrong);
  t.is(second.status, 429);
  t.true(
    second.retryAfter! > 2 && second.retryAfter! <= 4,
    `the second lock is longer: ${second.retryAfter}`,
  );
});

test('sign-up, which tells whether an id or e-mail exists, answers 429 past its per-address budget', async (t) => {
  await t0.createUser({ userId: 'taken_id' });
  const signup = async (c: TestClient, ip: string, n: number) => {
    if (!c.cookie('sd_csrf')) await c.open('/signup');
    const res = await c.request(
      'POST',
      '/api/auth/signup',
      {
        userId: 'taken_id',
        password: 'abcd123!',
        passwordConfirm: 'abcd123!',
        name: 'n',
        email: `probe${n}@example.com`,
        agreeTerms: true,
        agreePrivacy: true,
        ageOver14: true,
      },
      { 'x-forwarded-for': ip },
    );
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
  };
  const c = t0.client({ locale: 'ja' });
  for (const n of range(5)) t.is((await signup(c, '192.0.2.30', n)).status, 409);
  const over = await signup(c, '192.0.2.30', 6);
  t.is(over.status, 429);
  t.is(over.body.err.code, 'too_many_requests');
  t.true(Number(over.retryAfter) > 500 && Number(over.retryAfter) <= 600);
  t.is(over.body.err.message, 'リクエストが多すぎます。10分後にもう一度お試しください。');
  t.is((await signup(t0.client(), '192.0.2.31', 7)).status, 409, 'another address has its own budget');
});
