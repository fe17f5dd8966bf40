import test from 'ava';
import { z } from 'zod';
import {
  definePlugin,
  createServiceRef,
  createExtensionPoint,
  defineEvent,
  AppError,
  coreEvents,
  type PluginManifest,
} from '@seodang/sdk';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import type { LoadedPlugin } from '@seodang/core';

const manifest = (id: string, more: Partial<PluginManifest> = {}): PluginManifest => ({
  id,
  apiVersion: 1,
  requires: [],
  optional: [],
  services: [],
  ...more,
});

interface Greeter {
  greet(name: string): string;
}
const greeterRef = createServiceRef<Greeter>('greeter.service');
const decorations = createExtensionPoint<{ add(suffix: string): void }>('greeter.decorations');
const greeted = defineEvent<{ name: string }>('greeter.greeted');
const seen: string[] = [];
const presence: { kind: string; userId: number; topics?: string[]; topic?: string }[] = [];

const greeter: LoadedPlugin = {
  manifest: manifest('greeter', { services: ['GREETING'] }),
  definition: definePlugin({
    id: 'greeter',
    register(env) {
      const suffixes: string[] = [];
      env.registerExtensionPoint(decorations, { add: (s) => suffixes.push(s) });
      env.provideService(greeterRef, () => ({ greet: (name) => `안녕, ${name}${suffixes.join('')}` }));
      env.messages({
        ko: { 'greeter.bad': '나쁜 이름' },
        en: { 'greeter.bad': 'Bad name' },
        ja: { 'greeter.bad': '悪い名前' },
      });
      env.route({
        method: 'GET',
        path: '/api/greet/:name',
        summary: 'Greet',
        access: 'public',
        params: z.object({ name: z.string().max(10) }),
        async handler({ params }, rc) {
          if (params.name === 'bad') throw new AppError(400, 'bad_name', 'greeter.bad');
          if (params.name === 'taken')
            throw new AppError(409, 'taken', 'greeter.bad', {}, undefined, { couponErrorCode: 3, code: 'x' });
          if (params.name === 'boom') throw new Error('secret internal detail');
          await rc.emit(greeted, { name: params.name });
          return { data: rc.service(greeterRef).greet(params.name) };
        },
      });
      env.route({
        method: 'DELETE',
        path: '/api/greet',
        summary: 'Forget a greeting (body on DELETE)',
        access: 'public',
        service: null,
        body: z.object({ name: z.string() }),
        handler: ({ body }) => ({ forgotten: body.name }),
      });
      env.route({
        method: 'POST',
        path: '/api/greet-hook',
        summary: 'A server-to-server callback: no CSRF token, the raw body for its signature',
        access: 'public',
        service: null,
        csrfExempt: true,
        rawBody: true,
        body: z.object({ name: z.string() }),
        handler: ({ body, rawBody }) => ({ hooked: body.name, rawBody }),
      });
      env.route({
        method: 'GET',
        path: '/api/greet-file',
        summary: 'Bytes out',
        access: 'public',
        service: null,
        handler: (_input, rc) => {
          rc.header('Content-Type', 'application/zip');
          return Buffer.from([0x50, 0x4b, 0x03, 0x04]);
        },
      });
      env.route({
        method: 'GET',
        path: '/api/greet-teachers',
        summary: 'Teachers only',
        access: ['teacher', 'admin'],
        service: null,
        handler: () => ({ ok: true }),
      });
      env.on(greeted, (p) => {
        seen.push(p.name);
      });
      env.on(coreEvents.topicSubscribed, (p) => {
        presence.push({ kind: 'subscribed', ...p });
      });
      env.on(coreEvents.socketClosed, (p) => {
        presence.push({ kind: 'closed', ...p });
      });
      env.topic('greeting:{room}', ({ user, params }) => !!user && params.room !== 'secret');
    },
  }),
};

const decorator: LoadedPlugin = {
  manifest: manifest('decorator', { requires: ['greeter'] }),
  definition: definePlugin({
    id: 'decorator',
    register(env) {
      env.extensionPoint(decorations)!.add('!');
    },
  }),
};

let t0: TestCore;
test.before(async () => {
  // Listed in the wrong order on purpose: core orders by `requires`.
  t0 = await startTestCore({ plugins: [decorator, greeter] });
});
test.after.always(async () => {
  await t0?.stop();
});

test('routes, service refs and extension points work across plugins', async (t) => {
  const res = await t0.client().get('/api/greet/민수');
  t.is(res.status, 200);
  t.is(res.body.data, '안녕, 민수!');
  t.true(seen.includes('민수'), 'event handler ran');
});

test('a plugin error is localized; params are validated at the edge', async (t) => {
  t.deepEqual((await t0.client({ locale: 'en' }).get('/api/greet/bad')).body, {
    err: { code: 'bad_name', message: 'Bad name' },
  });
  // Fields a spec names beside code and message come along; they never replace those two.
  t.deepEqual((await t0.client({ locale: 'en' }).get('/api/greet/taken')).body, {
    err: { code: 'taken', message: 'Bad name', couponErrorCode: 3 },
  });
  const long = await t0.client({ locale: 'en' }).get('/api/greet/abcdefghijkl');
  t.is(long.status, 400);
  t.is(long.body.err.message, 'Please enter no more than 10 characters.');
});

test('DELETE bodies are parsed; returned bytes go out as bytes', async (t) => {
  const del = await t0.client().delete('/api/greet', { name: '민수' });
  t.is(del.status, 200, JSON.stringify(del.body));
  t.deepEqual(del.body, { forgotten: '민수' });
  const res = await t0.client().request('GET', '/api/greet-file');
  t.is(res.headers.get('content-type'), 'application/zip');
  t.deepEqual([...new Uint8Array(await res.arrayBuffer())], [0x50, 0x4b, 0x03, 0x04]);
});

test('a csrfExempt route takes a write with no CSRF token (a rawBody route gets the text too); every other write is refused without one', async (t) => {
  const bare = t0.client();
  const hook = await bare.request('POST', '/api/greet-hook', { name: 'pg' });
  t.is(hook.status, 200);
  // The handler sees the bytes as sent (here the client's JSON), as a signature check needs them.
  t.deepEqual(await hook.json(), { hooked: 'pg', rawBody: JSON.stringify({ name: 'pg' }) });
  const other = await bare.request('DELETE', '/api/greet', { name: 'pg' });
  t.is(other.status, 403);
  t.is((await other.json()).err.code, 'csrf');
  const doc = (await t0.client().get('/api/openapi.json')).body;
  t.true(doc.paths['/api/greet-hook'].post['x-seodang-csrf-exempt']);
  t.is(doc.paths['/api/greet'].delete['x-seodang-csrf-exempt'], undefined);
});

test('the unexpected is a 500 with the spec message and no detail', async (t) => {
  const res = await t0.client({ locale: 'en' }).get('/api/greet/boom');
  t.is(res.status, 500);
  t.deepEqual(res.body, {
    err: { code: 'server_error', message: 'An unexpected error occurred on the server.' },
  });
  const ko = await t0.client().get('/api/greet/boom');
  t.is(ko.body.err.message, '서버에서 예기치 않은 오류가 발생했습니다.');
});

test('role policy: only teachers and admins', async (t) => {
  await t0.createUser({ userId: 'plain' });
  await t0.createUser({ userId: 'teach', isTeacher: true });
  const anon = await t0.client().get('/api/greet-teachers');
  t.is(anon.status, 401);
  const student = t0.client();
  await student.login('plain', testPassword);
  t.is((await student.get('/api/greet-teachers')).status, 403);
  const teacher = t0.client();
  await teacher.login('teach', testPassword);
  t.is((await teacher.get('/api/greet-teachers')).status, 200);
});

test('registries are locked after start', (t) => {
  const env = t0.core.registry.envFor(manifest('late'));
  t.throws(
    () => env.route({ method: 'GET', path: '/api/late', summary: 'x', access: 'public', handler: () => 1 }),
    { message: /locked/ },
  );
});

test('per-channel services: an admin switches one off, the route answers service_disabled, the switch is logged', async (t) => {
  const channelId = await t0.createChannel({ slug: 'svc' });
  const admin = await t0.createUser({ userId: 'svc_admin' });
  const member = await t0.createUser({ userId: 'svc_member' });
  await t0.addMember(channelId, admin, 'admin', 'joined', { is_main_manager: true });
  await t0.addMember(channelId, member, 'student');
  const a = t0.client({ host: 'svc.localhost', locale: 'en' });
  await a.login('svc_admin', testPassword);
  const m = t0.client({ host: 'svc.localhost', locale: 'en' });
  await m.login('svc_member', testPassword);

  t.is((await m.get('/api/greet/x')).status, 200);
  t.is(
    (await m.put('/api/channel/services/GREETING', { enabled: false })).status,
    403,
    'students cannot switch',
  );
  const list = await a.get('/api/channel/services');
  t.deepEqual(list.body.data, [{ service: 'GREETING', name: 'GREETING', enabled: true, plugin: 'greeter' }]);
  t.is((await a.put('/api/channel/services/GREETING', { enabled: false })).status, 200);
  const off = await m.get('/api/greet/x');
  t.is(off.status, 403);
  t.deepEqual(off.body.err, {
    code: 'service_disabled',
    message: 'This service is not enabled in this channel.',
  });
  const caps = await m.get('/api/capabilities');
  t.false(caps.body.services.GREETING);
  // The public site is untouched.
  t.is((await t0.client().get('/api/greet/x')).status, 200);
  const log = await t0.core.db('action_logs').where({ channel_id: channelId });
  t.is(log.length, 1);
  t.like(log[0], { verb: 'Unset', target: 'service:GREETING' });
  t.is((await a.put('/api/channel/services/NOPE', { enabled: true })).status, 404);
});

test('channel membership gates pages and APIs', async (t) => {
  const channelId = await t0.createChannel({ slug: 'gate', name: '게이트 채널' });
  const outsider = await t0.createUser({ userId: 'outsider' });
  const requester = await t0.createUser({ userId: 'requester' });
  await t0.addMember(channelId, requester, 'student', 'requesting');
  void outsider;
  const anon = t0.client({ host: 'gate.localhost' });
  const page = await anon.request('GET', '/qna');
  t.is(page.status, 302);
  t.is(page.headers.get('location'), '/login?next=%2Fqna');
  for (const who of ['outsider', 'requester']) {
    const c = t0.client({ host: 'gate.localhost' });
    await c.login(who, testPassword);
    const res = await c.request('GET', '/qna');
    t.is(res.headers.get('location'), '/unauthorized?type=not_channel_member', who);
    t.is((await c.get('/api/greet/x')).body.err.code, 'not_channel_member', who);
  }
  const unknown = await t0.client({ host: 'nowhere.localhost' }).request('GET', '/');
  t.is(unknown.status, 404);
});

test('realtime across two core instances: policy-checked topics, publish reaches the other instance', async (t) => {
  await t0.createUser({ userId: 'rt_user' });
  const other = await t0.another();
  const c = other.client();
  await c.login('rt_user', testPassword);
  const ws = new WebSocket(`${other.url.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie: `sd_sid=${c.cookie('sd_sid')}` },
  } as never);
  const messages: { type: string; topic?: string; code?: string; event?: string; data?: unknown }[] = [];
  const waitFor = (pred: (m: (typeof messages)[number]) => boolean) =>
    new Promise<(typeof messages)[number]>((resolve, reject) => {
      const found = messages.find(pred);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`timeout; got ${JSON.stringify(messages)}`)), 5000);
      ws.addEventListener('message', function on() {
        const hit = messages.find(pred);
        if (hit) {
          clearTimeout(timer);
          ws.removeEventListener('message', on);
          resolve(hit);
        }
      });
    });
  ws.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data))));
  await new Promise((resolve) => ws.addEventListener('open', resolve));
  ws.send(JSON.stringify({ type: 'subscribe', topic: 'greeting:lobby' }));
  ws.send(JSON.stringify({ type: 'subscribe', topic: 'greeting:secret' }));
  ws.send(JSON.stringify({ type: 'subscribe', topic: 'nothing:here' }));
  await waitFor((m) => m.type === 'subscribed' && m.topic === 'greeting:lobby');
  t.is((await waitFor((m) => m.type === 'error' && m.topic === 'greeting:secret')).code, 'forbidden');
  t.is((await waitFor((m) => m.type === 'error' && m.topic === 'nothing:here')).code, 'unknown_topic');
  // Published on the first instance, received through Redis on the second.
  await t0.core.publish('greeting:lobby', 'hello', { n: 1 });
  const event = await waitFor((m) => m.type === 'event');
  const { at, ...rest } = event as unknown as { at: unknown };
  t.deepEqual(rest, { type: 'event', topic: 'greeting:lobby', event: 'hello', data: { n: 1 } });
  t.is(typeof at, 'number', 'the publish time, for the fan-out metric');
  ws.send(JSON.stringify({ type: 'ping' }));
  await waitFor((m) => m.type === 'pong');
  ws.close();
  // Presence: plugins hear that the user's socket joined a topic and then went away.
  const userId = (await t0.core.db('users').where({ user_id: 'rt_user' }).first()).id;
  // Other tests in this file open and close sockets at the same time: only this user's count.
  const closedOfUser = () => presence.find((p) => p.kind === 'closed' && p.userId === userId);
  for (let i = 0; i < 100 && !closedOfUser(); i++) await new Promise((r) => setTimeout(r, 20));
  t.true(
    presence.some((p) => p.kind === 'subscribed' && p.userId === userId && p.topic === 'greeting:lobby'),
  );
  t.deepEqual(closedOfUser(), { kind: 'closed', userId, channelId: null, topics: ['greeting:lobby'] });
});

test('one account may hold at most 20 sockets on an instance', async (t) => {
  await t0.createUser({ userId: 'many_tabs' });
  const c = t0.client();
  await c.login('many_tabs', testPassword);
  const open = () =>
    new Promise<{ ws: WebSocket; closed: number | null }>((resolve) => {
      const ws = new WebSocket(`${t0.url.replace('http', 'ws')}/api/realtime`, {
        headers: { cookie: `sd_sid=${c.cookie('sd_sid')}` },
      } as never);
      const state = { ws, closed: null as number | null };
      ws.addEventListener('message', () => resolve(state), { once: true });
      ws.addEventListener('close', (e) => {
        state.closed = e.code;
        resolve(state);
      });
    });
  const sockets = [];
  for (let i = 0; i < 20; i++) sockets.push(await open());
  t.true(sockets.every((s) => s.closed === null));
  const extra = await open();
  t.is(extra.closed, 1008);
  sockets[0].ws.close();
  await new Promise((r) => setTimeout(r, 200));
  const again = await open();
  t.is(again.closed, null, 'a slot frees when a socket closes');
  for (const s of [...sockets, again]) s.ws.close();
});
