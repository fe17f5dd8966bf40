import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

const consents = { agreeTerms: true, agreePrivacy: true, ageOver14: true };

let t0: TestCore;
test.before(async () => {
  t0 = await startTestCore();
});
test.after.always(async () => {
  await t0?.stop();
});

test('sign up logs the new user in, with an httpOnly SameSite=Lax session cookie', async (t) => {
  const c = t0.client();
  await c.open('/signup');
  const res = await c.request('POST', '/api/auth/signup', {
    userId: '홍길동01',
    password: 'abcd123!',
    passwordConfirm: 'abcd123!',
    name: '홍길동',
    email: 'hong@example.com',
    ...consents,
  });
  t.is(res.status, 201);
  const cookie = res.headers.getSetCookie().find((l) => l.startsWith('sd_sid='))!;
  t.regex(cookie, /httponly/i);
  t.regex(cookie, /samesite=lax/i);
  t.notRegex(cookie, /secure/i, 'not Secure outside production');
  const me = await c.get('/api/auth/me');
  t.true(me.body.isLoggedIn);
  t.is(me.body.userData.userId, '홍길동01');
  t.false('password_hash' in me.body.userData);
  const row = await t0.core.db('users').where({ user_id: '홍길동01' }).first();
  t.regex(row.password_hash, /^\$argon2id\$/);
});

test("validation errors come in the caller's language and change nothing", async (t) => {
  for (const [locale, message] of [
    ['ko', '이메일 형식이 올바르지 않습니다.'],
    ['en', 'The e-mail address is not valid.'],
    ['ja', 'メールアドレスの形式が正しくありません。'],
  ]) {
    const c = t0.client({ locale });
    const res = await c.post('/api/auth/signup', {
      userId: 'valid_id',
      password: 'abcd123!',
      passwordConfirm: 'abcd123!',
      name: 'n',
      email: 'not-an-email',
      ...consents,
    });
    t.is(res.status, 400);
    t.is(res.body.err.code, 'validation');
    t.is(res.body.err.message, message);
  }
  t.is(await t0.core.db('users').where({ user_id: 'valid_id' }).first(), undefined);
});

test('duplicate user id (case-insensitive) is refused', async (t) => {
  await t0.createUser({ userId: 'Dup_User' });
  const res = await t0.client().post('/api/auth/signup', {
    userId: 'dup_user',
    password: 'abcd123!',
    passwordConfirm: 'abcd123!',
    name: 'n',
    email: 'dup2@example.com',
    ...consents,
  });
  t.is(res.status, 409);
  t.is(res.body.err.code, 'user_id_taken');
});

test('login rotates the session id and logout ends it', async (t) => {
  await t0.createUser({ userId: 'rotator' });
  const c = t0.client();
  await c.login('rotator', testPassword);
  const first = c.cookie('sd_sid');
  await c.login('rotator', testPassword);
  const second = c.cookie('sd_sid');
  t.truthy(first);
  t.not(first, second);
  // The old session no longer authenticates.
  const stale = t0.client();
  stale.setCookie('sd_sid', first!);
  t.false((await stale.get('/api/auth/me')).body.isLoggedIn);
  t.is((await c.post('/api/auth/logout')).status, 200);
  t.false((await c.get('/api/auth/me')).body.isLoggedIn);
});

test('writes without the CSRF header are refused', async (t) => {
  await t0.createUser({ userId: 'csrf_user' });
  const c = t0.client();
  await c.open('/login');
  const res = await c.request(
    'POST',
    '/api/auth/login',
    { userId: 'csrf_user', password: testPassword },
    { 'x-csrf-token': 'forged-token-value-123456' },
  );
  t.is(res.status, 403);
  t.is((await res.json()).err.code, 'csrf');
});

test('wrong password is 401 and repeated failures are rate-limited', async (t) => {
  await t0.createUser({ userId: 'victim' });
  const c = t0.client();
  const first = await c.post('/api/auth/login', { userId: 'victim', password: 'wrong-pass1!' });
  t.is(first.status, 401);
  t.is(first.body.err.code, 'invalid_credentials');
  let last = first;
  for (let i = 0; i < 10; i++)
    last = await c.post('/api/auth/login', { userId: 'victim', password: 'wrong-pass1!' });
  t.is(last.status, 429);
  t.is(last.body.err.code, 'too_many_attempts');
  // Even the right password is refused while blocked.
  t.is((await c.post('/api/auth/login', { userId: 'victim', password: testPassword })).status, 429);
});

test('change_info edits the profile; a new password needs the current one', async (t) => {
  await t0.createUser({ userId: 'editor' });
  const c = t0.client({ locale: 'en' });
  await c.login('editor', testPassword);
  const bad = await c.put('/api/auth/me', {
    name: '새 이름',
    email: 'editor@example.com',
    mobile: '010-1234-5678',
  });
  t.is(bad.status, 400);
  t.is(bad.body.err.fields[0].path, 'body.mobile');
  const ok = await c.put('/api/auth/me', {
    name: '새 이름',
    email: 'editor@example.com',
    mobile: '01012345678',
    phone: '02-123-4567',
    link: 'https://blog.example.com',
  });
  t.is(ok.status, 200);
  t.is(ok.body.data.name, '새 이름');
  const wrong = await c.put('/api/auth/me', {
    name: '새 이름',
    email: 'editor@example.com',
    currentPassword: 'nope',
    newPassword: 'newpass1!',
  });
  t.is(wrong.body.err.code, 'wrong_password');
  const changed = await c.put('/api/auth/me', {
    name: '새 이름',
    email: 'editor@example.com',
    currentPassword: testPassword,
    newPassword: 'newpass1!',
  });
  t.is(changed.status, 200);
  await t.notThrowsAsync(() => t0.client().login('editor', 'newpass1!'));
});

test('unknown API paths are 404 in the error shape', async (t) => {
  const res = await t0.client({ locale: 'en' }).get('/api/no/such/thing');
  t.is(res.status, 404);
  t.deepEqual(Object.keys(res.body.err).sort(), ['code', 'message']);
});

test('OpenAPI lists the routes with their schemas', async (t) => {
  const doc = (await t0.client().get('/api/openapi.json')).body;
  t.is(doc.openapi, '3.0.3');
  const signup = doc.paths['/api/auth/signup'].post;
  t.deepEqual(signup.requestBody.content['application/json'].schema.required.sort(), [
    'ageOver14',
    'agreePrivacy',
    'agreeTerms',
    'email',
    'name',
    'password',
    'passwordConfirm',
    'userId',
  ]);
  t.truthy(doc.paths['/api/log/{segment}/{tag}'].post);
});

test('a logout on one core instance ends the session on every instance at once (identity cache)', async (t) => {
  await t0.createUser({ userId: 'two_tabs' });
  const other = await t0.another();
  const a = t0.client();
  await a.login('two_tabs', testPassword);
  const b = other.client();
  b.setCookie('sd_sid', a.cookie('sd_sid')!);
  t.true((await b.get('/api/auth/me')).body.isLoggedIn, 'instance B knows the session (and caches it)');
  await a.post('/api/auth/logout');
  t.false(
    (await b.get('/api/auth/me')).body.isLoggedIn,
    'instance B forgot it without waiting for the cache to expire',
  );
});
