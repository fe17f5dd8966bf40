import test from 'ava';
import { startTestCore, testPassword, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { startDemoOidc, type DemoOidc } from '../../core/src/accounts/oauth/testing/demo-oidc.ts';
import { walkDemoSignIn } from '../../core/src/accounts/oauth/testing/demo-oidc-browser.ts';

let t0: TestCore;
let demo: DemoOidc;
let base: string; // the base host's origin, where the one callback lives

test.before(async () => {
  t0 = await startTestCore();
  const port = new URL(t0.url).port;
  base = `http://localhost:${port}`;
  demo = await startDemoOidc({
    redirectUris: [`${base}/api/auth/oauth/oidc/callback`],
    codeTtlSeconds: 2,
    accounts: [
      { sub: 'alice', email: 'alice@example.com', emailVerified: true, name: 'Alice' },
      { sub: 'bob', email: 'bob@example.com', emailVerified: true, name: 'Bob' },
      { sub: 'mallory', email: 'carol@example.com', emailVerified: false, name: 'Mallory' },
    ],
  });
  // The provider's client knows core's port only once core listens; core reads providers lazily.
  t0.core.config.oauth.providers.oidc = {
    clientId: demo.clientId,
    clientSecret: demo.clientSecret,
    issuer: demo.issuer,
    name: 'Demo sign-in',
  };
});
test.after.always(async () => {
  await demo?.stop();
  await t0?.stop();
});

const onBase = () => t0.client({ host: 'localhost' });
const consents = { agreeTerms: true, agreePrivacy: true, ageOver14: true };

/** Starts a sign-in with `client` and walks the provider; answers the callback URL. */
async function toCallback(client: TestClient, login: string | null, next = '/qna'): Promise<URL> {
  const start = await client.request('GET', `/api/auth/oauth/oidc/start?next=${encodeURIComponent(next)}`);
  t0Assert(start.status === 302, `start answered ${start.status}`);
  return walkDemoSignIn(start.headers.get('location')!, login, `${base}/api/auth/oauth/oidc/callback`);
}
function t0Assert(ok: boolean, message: string) {
  if (!ok) throw new Error(message);
}
const callbackPath = (u: URL) => `${u.pathname}${u.search}`;

test.serial('the providers list names only configured providers', async (t) => {
  const res = await t0.client().get('/api/auth/providers');
  t.deepEqual(res.body.providers, [
    { id: 'oidc', name: 'Demo sign-in', startUrl: '/api/auth/oauth/oidc/start' },
  ]);
  const unconfigured = await t0.client().request('GET', '/api/auth/oauth/google/start');
  t.is(unconfigured.status, 404);
});

test.serial(
  'a first sign-in asks for the consents, then makes the account {subject}_{provider}, linked, and signs in',
  async (t) => {
    const c = onBase();
    const callback = await toCallback(c, 'alice');
    const res = await c.request('GET', callbackPath(callback));
    t.is(res.status, 302);
    const signup = new URL(res.headers.get('location')!);
    t.is(signup.pathname, '/signup');
    t.is(signup.searchParams.get('provider'), 'oidc');
    t.is(await t0.core.db('users').where({ user_id: 'alice_oidc' }).first(), undefined, 'not before consent');
    const token = signup.searchParams.get('social')!;
    const refused = await c.post('/api/auth/oauth/signup', {
      token,
      agreeTerms: true,
      agreePrivacy: false,
      ageOver14: true,
    });
    t.is(refused.status, 400);
    const made = await c.post('/api/auth/oauth/signup', { token, ...consents });
    t.is(made.status, 201);
    t.is(made.body.next, '/qna');
    const me = await c.get('/api/auth/me');
    t.true(me.body.isLoggedIn);
    t.is(me.body.userData.userId, 'alice_oidc');
    t.is(me.body.userData.email, 'alice@example.com');
    const identity = await t0.core
      .db('user_identities')
      .where({ provider: 'oidc', subject: 'alice' })
      .first();
    t.is(identity.user_id, me.body.userData.id);
    const kinds = await t0.core.db('user_consents').where({ user_id: identity.user_id }).pluck('kind');
    t.deepEqual(kinds.sort(), ['age14', 'privacy', 'terms']);
    // The sign-up token works once.
    const again = await onBase().post('/api/auth/oauth/signup', { token, ...consents });
    t.is(again.body.err.code, 'oauth_signup_expired');
  },
);

test.serial(
  'a linked identity signs in to its account; from another host through a single-use handoff code',
  async (t) => {
    await onBase().request('GET', callbackPath(await toCallback(onBase(), 'alice'))); // ensure alice exists
    const other = t0.client({ host: '127.0.0.1' }); // not the callback's host
    const callback = await toCallback(other, 'alice', '/notice');
    const res = await onBase().request('GET', callbackPath(callback));
    t.is(res.status, 302);
    const handoff = new URL(res.headers.get('location')!);
    t.is(handoff.pathname, '/api/auth/oauth/handoff');
    const signedIn = await other.request('GET', `${handoff.pathname}${handoff.search}`);
    t.is(signedIn.headers.get('location'), '/notice');
    t.is((await other.get('/api/auth/me')).body.userData.userId, 'alice_oidc');
    // The code works once.
    const again = t0.client({ host: '127.0.0.1' });
    const replay = await again.request('GET', `${handoff.pathname}${handoff.search}`);
    t.regex(replay.headers.get('location')!, /oauthError=oauth_state_invalid/);
    t.false((await again.get('/api/auth/me')).body.isLoggedIn);
    t.is(
      await t0.core
        .db('users')
        .where({ user_id: 'alice_oidc' })
        .count('* as n')
        .first()
        .then((r) => Number(r!.n)),
      1,
    );
  },
);

test.serial(
  'a verified e-mail of an existing account links only after that account signs in and confirms',
  async (t) => {
    await t0.createUser({ userId: 'bob_local', email: 'bob@example.com' });
    const c = onBase();
    const res = await c.request('GET', callbackPath(await toCallback(c, 'bob')));
    const login = new URL(res.headers.get('location')!, base);
    t.is(login.pathname, '/login');
    t.is(login.searchParams.get('linkProvider'), 'oidc');
    t.false((await c.get('/api/auth/me')).body.isLoggedIn, 'not signed in by the e-mail alone');
    const token = login.searchParams.get('link')!;
    // Somebody else cannot take the offer.
    const stranger = t0.client();
    await t0.createUser({ userId: 'stranger' });
    await stranger.login('stranger', testPassword);
    t.is((await stranger.post('/api/auth/oauth/link', { token })).body.err.code, 'oauth_link_invalid');
    // The owner signs in and confirms (a new offer: the stranger's try used the first one).
    const again = await c.request('GET', callbackPath(await toCallback(c, 'bob')));
    const token2 = new URL(again.headers.get('location')!, base).searchParams.get('link')!;
    await c.login('bob_local', testPassword);
    const linked = await c.post('/api/auth/oauth/link', { token: token2 });
    t.is(linked.status, 200);
    t.deepEqual(
      linked.body.identities.map((i: { provider: string }) => i.provider),
      ['oidc'],
    );
    // From now on the provider signs in to bob_local.
    const fresh = onBase();
    await fresh.request('GET', callbackPath(await toCallback(fresh, 'bob')));
    t.is((await fresh.get('/api/auth/me')).body.userData.userId, 'bob_local');
    // Unlink in /change_info: allowed, as bob_local has a password.
    const unlinked = await c.json('DELETE', '/api/auth/identities/oidc');
    t.is(unlinked.status, 200);
    t.deepEqual((await c.get('/api/auth/identities')).body.identities, []);
  },
);

test.serial('an unverified e-mail matching an account is refused and links nothing', async (t) => {
  await t0.createUser({ userId: 'carol', email: 'carol@example.com' });
  const c = onBase();
  const res = await c.request('GET', callbackPath(await toCallback(c, 'mallory')));
  t.regex(res.headers.get('location')!, /\/login\?oauthError=oauth_email_unverified$/);
  t.false((await c.get('/api/auth/me')).body.isLoggedIn);
  t.is(await t0.core.db('user_identities').where({ subject: 'mallory' }).first(), undefined);
});

test.serial('denied consent comes back as oauth_denied and signs nobody in', async (t) => {
  const c = onBase();
  const callback = await toCallback(c, null);
  t.is(callback.searchParams.get('error'), 'access_denied');
  const res = await c.request('GET', callbackPath(callback));
  t.regex(res.headers.get('location')!, /oauthError=oauth_denied$/);
  t.false((await c.get('/api/auth/me')).body.isLoggedIn);
});

test.serial('a forged or replayed state is refused', async (t) => {
  const c = onBase();
  const callback = await toCallback(c, 'alice');
  const forged = new URL(callback);
  forged.searchParams.set('state', 'x'.repeat(43));
  t.regex(
    (await c.request('GET', callbackPath(forged))).headers.get('location')!,
    /oauthError=oauth_state_invalid$/,
  );
  t.is((await c.request('GET', callbackPath(callback))).headers.get('location'), '/qna');
  const replay = onBase();
  t.regex(
    (await replay.request('GET', callbackPath(callback))).headers.get('location')!,
    /oauthError=oauth_state_invalid$/,
  );
  t.false((await replay.get('/api/auth/me')).body.isLoggedIn);
});

test.serial('an expired authorization code fails the sign-in', async (t) => {
  const c = onBase();
  const callback = await toCallback(c, 'alice');
  await new Promise((r) => setTimeout(r, 2500)); // the demo's codes live 2 s here
  const res = await c.request('GET', callbackPath(callback));
  t.regex(res.headers.get('location')!, /oauthError=oauth_failed$/);
  t.false((await c.get('/api/auth/me')).body.isLoggedIn);
});

test.serial('the last way to sign in cannot be unlinked', async (t) => {
  const c = onBase();
  await c.request('GET', callbackPath(await toCallback(c, 'alice')));
  const res = await c.json('DELETE', '/api/auth/identities/oidc');
  t.is(res.status, 409);
  t.is(res.body.err.code, 'last_sign_in_method');
});

test.serial(
  "a provider's form_post callback (Apple's way) is taken on its state alone, without a CSRF token",
  async (t) => {
    const c = onBase();
    const callback = await toCallback(c, 'alice');
    const form = new URLSearchParams(callback.search);
    const res = await c.request('POST', callback.pathname, form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    t.is(res.status, 302);
    t.is(res.headers.get('location'), '/qna');
    t.is((await c.get('/api/auth/me')).body.userData.userId, 'alice_oidc');
  },
);

test.serial('failed callbacks go through the login throttle: after five, the address waits', async (t) => {
  const ip = '198.51.100.77';
  const failOnce = async () => {
    const c = onBase();
    const start = await c.request('GET', '/api/auth/oauth/oidc/start', undefined, { 'x-forwarded-for': ip });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const res = await c.request(
      'GET',
      `/api/auth/oauth/oidc/callback?code=forged-code&state=${state}&iss=${encodeURIComponent(demo.issuer)}`,
      undefined,
      { 'x-forwarded-for': ip },
    );
    return new URL(res.headers.get('location')!, base).searchParams.get('oauthError');
  };
  const answers = [];
  for (let i = 0; i < 6; i++) answers.push(await failOnce());
  t.deepEqual(answers, [...Array(5).fill('oauth_failed'), 'too_many_attempts']);
});

test.serial('a sign-in starts only on the base host or a known channel host', async (t) => {
  const stranger = t0.client({ host: 'evil.example' });
  t.is((await stranger.request('GET', '/api/auth/oauth/oidc/start')).status, 404);
  const unknownChannel = t0.client({ host: 'nowhere.localhost' });
  t.is((await unknownChannel.request('GET', '/api/auth/oauth/oidc/start')).status, 404);
  await t0.createChannel({ slug: 'school', name: 'School' });
  const channel = t0.client({ host: 'school.localhost' });
  const res = await channel.request('GET', '/api/auth/oauth/oidc/start');
  t.is(res.status, 302);
  t.true(res.headers.get('location')!.startsWith(demo.issuer));
});
