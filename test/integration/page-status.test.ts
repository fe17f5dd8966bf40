import test from 'ava';
import { defaults } from '@seodang/config';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

// The server knows the web app's routes: a path no screen claims answers 404 (still the app,
// which shows its not-found screen), a known one 200 — on the main host and on a channel host.
let t0: TestCore;

test.before(async () => {
  t0 = await startTestCore({ plugins: ['lectures', 'workspace', 'assessment'] });
  const channelId = await t0.createChannel({ slug: 'club', name: 'Club' });
  const member = await t0.createUser({ userId: 'member' });
  await t0.addMember(channelId, member, 'student');
});
test.after.always(async () => {
  await t0?.stop();
});

const isApp = (text: string) => text.includes('<div id="app">') && text.includes('__SEODANG__');

test('known shell and plugin paths answer 200, unknown paths 404 with the app', async (t) => {
  const c = t0.client();
  for (const path of ['/', '/login', '/search', '/lecture/12/some-slug', '/category/a/b']) {
    t.is((await c.open(path)).status, 200, path);
  }
  for (const path of ['/nope', '/lecture/12', '/search/extra/deep', '/admin/nothing']) {
    const res = await c.open(path);
    t.is(res.status, 404, path);
    t.true(isApp(await res.text()), `${path} still renders the app`);
  }
});

test('a plugin that is not loaded claims no path', async (t) => {
  const other = await startTestCore({ plugins: [] });
  try {
    t.is((await other.client().open('/login')).status, 200);
    t.is((await other.client().open('/search')).status, 404);
  } finally {
    await other.stop();
  }
});

test('on a channel host, members get 200 for known paths and 404 for unknown ones', async (t) => {
  const c = t0.client({ host: 'club.localhost' });
  await c.login('member', testPassword);
  t.is((await c.open('/search')).status, 200);
  t.is((await c.open('/not-a-page')).status, 404);
  t.is((await t0.client({ host: 'nochannel.localhost' }).open('/search')).status, 404, 'unknown channel');
});

test('the UI kit (/dev/ui) is a page outside production only: a production server answers 404 with the app', async (t) => {
  t.is((await t0.client().open('/dev/ui')).status, 200, 'a test server knows the developer screens');
  // Production, served over plain HTTP here: the session keeps the default (not secure-only) cookies.
  const production = await startTestCore({ config: { env: 'production', session: defaults.session } });
  try {
    const res = await production.client().open('/dev/ui');
    t.is(res.status, 404);
    const page = await res.text();
    t.true(isApp(page), 'still the app, which shows its not-found screen');
    t.is((await production.client().open('/login')).status, 200);
  } finally {
    await production.stop();
  }
});
