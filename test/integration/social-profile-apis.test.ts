import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import {
  startFakeProfileApis,
  type FakeProfileApis,
} from '../../core/src/accounts/oauth/testing/fake-profile-apis.ts';

let t0: TestCore;
let fake: FakeProfileApis;
let base: string;

test.before(async () => {
  fake = await startFakeProfileApis({
    naver: { id: 'NaverId_123', email: 'nav@example.com', name: '네이버 사용자' },
    github: { id: '583231', email: 'octo@example.com', name: 'The Octocat', verified: true },
    facebook: { id: '10158', email: 'fb@example.com', name: 'FB User' },
  });
  t0 = await startTestCore({ config: { oauth: { providers: fake.providers } } });
  base = `http://localhost:${new URL(t0.url).port}`;
});
test.after.always(async () => {
  await t0?.stop();
  await fake?.stop();
});

/** Runs one whole sign-in on the base host; answers where core finally sent the browser. */
async function signIn(provider: string) {
  const c = t0.client({ host: 'localhost' });
  const start = await c.request('GET', `/api/auth/oauth/${provider}/start`);
  const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location')!);
  const res = await c.request('GET', `${callback.pathname}${callback.search}`);
  return { c, location: new URL(res.headers.get('location')!, base) };
}

test.serial(
  'Naver, GitHub and Facebook profiles make accounts {id}_{provider} with their e-mail and name',
  async (t) => {
    for (const [provider, userId, email, name] of [
      ['naver', 'NaverId_123_naver', 'nav@example.com', '네이버 사용자'],
      ['github', '583231_github', 'octo@example.com', 'The Octocat'],
      ['facebook', '10158_facebook', 'fb@example.com', 'FB User'],
    ]) {
      const { c, location } = await signIn(provider);
      t.is(location.pathname, '/signup', provider);
      const made = await c.post('/api/auth/oauth/signup', {
        token: location.searchParams.get('social'),
        agreeTerms: true,
        agreePrivacy: true,
        ageOver14: true,
      });
      t.is(made.status, 201, provider);
      const me = (await c.get('/api/auth/me')).body.userData;
      t.like(me, { userId, email, name }, provider);
    }
  },
);

test.serial(
  "an e-mail Naver does not verify never offers a link; GitHub's verified primary does",
  async (t) => {
    const providers = (await t0.client().get('/api/auth/providers')).body.providers.map(
      (p: { id: string }) => p.id,
    );
    t.deepEqual(providers, ['naver', 'github', 'facebook']);
    await t0.core.db('user_identities').delete();
    await t0.core.db('users').where({ user_id: 'NaverId_123_naver' }).update({ user_id: 'naver_owner' });
    await t0.core.db('users').where({ user_id: '583231_github' }).update({ user_id: 'github_owner' });
    t.is((await signIn('naver')).location.searchParams.get('oauthError'), 'oauth_email_unverified');
    const github = await signIn('github');
    t.is(github.location.pathname, '/login');
    t.is(github.location.searchParams.get('linkProvider'), 'github');
    t.truthy(github.location.searchParams.get('link'));
  },
);
