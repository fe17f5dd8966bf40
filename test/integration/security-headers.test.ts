import test from 'ava';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Context } from 'koa';
import { AppError, definePlugin } from '@seodang/sdk';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import type { LoadedPlugin } from '@seodang/core';

/** Two routes a plugin might write: one explicitly cacheable, one that says so and then fails. */
const cacheable: LoadedPlugin = {
  manifest: { id: 'cacheable', apiVersion: 1, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'cacheable',
    register(env) {
      env.route({
        method: 'GET',
        path: '/api/cacheable/model',
        summary: 'A public, cacheable file',
        access: 'public',
        handler: (_input, rc) => {
          (rc.raw as Context).set('cache-control', 'public, max-age=86400');
          return { model: 1 };
        },
      });
      env.route({
        method: 'GET',
        path: '/api/cacheable/broken',
        summary: 'Declares caching, then fails',
        access: 'public',
        handler: (_input, rc) => {
          (rc.raw as Context).set('cache-control', 'public, max-age=86400');
          throw new AppError(404, 'not_found');
        },
      });
    },
  }),
};

const janusWs = 'ws://media.example.test:8188/janus';
const staticDir = fileURLToPath(new URL('../../dist/web-plugins/security-headers-test/', import.meta.url));
let t0: TestCore;
test.before(async () => {
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(`${staticDir}preview.html`, '<!doctype html><p>preview</p>');
  t0 = await startTestCore({ plugins: [cacheable], config: { janus: { wsUrl: janusWs } } });
  await t0.createChannel({ slug: 'school' });
  await t0.createUser({ userId: 'header_user' });
});
test.after.always(async () => {
  rmSync(staticDir, { recursive: true, force: true });
  await t0?.stop();
});

const directive = (csp: string | null, name: string) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

test('pages: Permissions-Policy gives camera, microphone and screen capture to our origin only and turns the rest off', async (t) => {
  const res = await t0.client().open('/');
  const policy = res.headers.get('permissions-policy') ?? '';
  const features = new Map(policy.split(',').map((f) => f.trim().split('=') as [string, string]));
  t.is(features.get('camera'), '(self)');
  t.is(features.get('microphone'), '(self)');
  t.is(features.get('display-capture'), '(self)');
  for (const off of ['geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'magnetometer'])
    t.is(features.get(off), '()', off);
  // The embedded players (YouTube, Vimeo) may still go full screen.
  t.regex(features.get('fullscreen') ?? '', /^\(self "https:\/\/www\.youtube\.com" /);
  // A channel's pages carry it too.
  const channel = await t0.client({ host: 'school.localhost' }).open('/login');
  t.is(channel.headers.get('permissions-policy'), policy);
});

test("pages: connect-src allows WebSockets to the page's own host and the media server only", async (t) => {
  const main = directive((await t0.client().open('/')).headers.get('content-security-policy'), 'connect-src');
  const port = t0.port;
  t.true(main.startsWith("connect-src 'self' "), main);
  t.true(main.includes(` ws://localhost:${port}`), main);
  t.true(main.includes(` wss://localhost:${port}`), main);
  t.true(main.includes(' ws://media.example.test:8188'), 'the Janus WebSocket the exam pages open');
  t.notRegex(main, /\sws:(\s|$)|\swss:(\s|$)/, 'no WebSocket to any host');
  t.false(main.includes('school.localhost'));

  const school = directive(
    (await t0.client({ host: 'school.localhost' }).open('/login')).headers.get('content-security-policy'),
    'connect-src',
  );
  t.true(school.includes(` ws://school.localhost:${port}`), school);
  t.false(school.includes(`ws://localhost:${port}`));
});

test('pages: a Host header that is not a plain host name never reaches the policy', async (t) => {
  const res = await t0.client({ host: "evil.localhost; script-src 'unsafe-inline' *" }).open('/');
  const csp = res.headers.get('content-security-policy') ?? '';
  t.false(csp.includes('evil'), csp);
  t.is(directive(csp, 'script-src'), "script-src 'self'");
  t.is(directive(csp, 'connect-src').split(' ')[1], "'self'");
});

test('API answers are never sniffed and never stored, errors included', async (t) => {
  const c = t0.client();
  await c.login('header_user', testPassword);
  const answers = [
    await c.request('GET', '/api/auth/me'),
    await c.request('GET', '/api/no-such-thing'),
    await c.request('POST', '/api/auth/login', { userId: 'header_user', password: 'Wrong#pass1' }),
    await c.request('GET', '/api/health'),
    await c.request('GET', '/api/cacheable/broken'),
  ];
  t.deepEqual(
    answers.map((r) => r.status),
    [200, 404, 401, 200, 404],
  );
  for (const res of answers) {
    t.is(res.headers.get('x-content-type-options'), 'nosniff', res.url);
    t.is(res.headers.get('cache-control'), 'no-store');
  }
});

test('an API route that declares itself cacheable keeps its caching (and nosniff)', async (t) => {
  const res = await t0.client().request('GET', '/api/cacheable/model');
  t.is(res.status, 200);
  t.is(res.headers.get('cache-control'), 'public, max-age=86400');
  t.is(res.headers.get('x-content-type-options'), 'nosniff');
});

test('static documents (the sandboxed page-preview host) get every feature switched off', async (t) => {
  const res = await t0.client().request('GET', '/plugins/security-headers-test/preview.html');
  t.is(res.status, 200);
  const policy = res.headers.get('permissions-policy') ?? '';
  t.regex(policy, /(^|, )camera=\(\)/);
  t.regex(policy, /(^|, )microphone=\(\)/);
  t.regex(policy, /(^|, )display-capture=\(\)/);
  t.regex(policy, /(^|, )geolocation=\(\)/);
  t.false(policy.includes('self'));
});
