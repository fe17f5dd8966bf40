// The cluster on one machine, as `npm run cluster` starts it (scripts/stages/core-tier.ts): two
// core processes behind a real HAProxy (round robin, no sticky sessions), files in an S3-compatible
// store, against the test PostgreSQL and Redis. Requests alternate between the instances and a
// signed-in session works on each; a file written through one instance is served by the other; an
// event published by one instance reaches a socket on the other within a second; SIGTERM on one
// instance finishes its request in flight, the balancer sends everything new to the other, its
// sockets reconnect there, and it exits 0.
// A judge worker killed mid-job is graded once by another: test/integration/fault/judge-worker-killed.test.ts.
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startLocalS3, type LocalS3 } from '@seodang/core/testing';
import { TestClient } from '@seodang/sdk/testing';
import { examFixture } from '../../plugins/assessment/server/test-support/exam-fixture.ts';
import type { CoreTier } from '../../scripts/stages/core-tier.ts';
import { startTestTier } from './fault/core-tier.ts';
import { waitFor } from './fault/processes.ts';

const plugins = ['community', 'assessment', 'supervision'];
let f: Awaited<ReturnType<typeof examFixture>>;
let s3: LocalS3;
let tier: CoreTier;
let dir: string;
let lbPort: number;

test.before(async () => {
  f = await examFixture({ examinees: 1 });
  s3 = await startLocalS3();
  dir = mkdtempSync(join(tmpdir(), 'seodang-cluster-'));
  ({ tier, lbPort } = await startTestTier(f.app.core.config, plugins, dir, {
    checkIntervalMs: 500,
    env: {
      SEODANG_STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  }));
});

test.after.always(async () => {
  await tier?.stop();
  await s3?.close();
  await f?.app.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The balancer as a core for the fixture: clients that go through HAProxy. */
const balancer = {
  client: (o: { host?: string; locale?: string } = {}) =>
    new TestClient(tier.url, { ...o, host: `${o.host ?? 'localhost'}:${lbPort}` }),
};

/** One request through the balancer: its status, its JSON and the instance that answered. */
async function call(c: TestClient, method: string, path: string, body?: unknown, headers = {}) {
  const res = await c.request(method, path, body, headers);
  const text = await res.text();
  return {
    status: res.status,
    instance: res.headers.get('x-seodang-instance'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are read loosely
    body: (text ? JSON.parse(text) : undefined) as any,
  };
}

/** Makes the balancer's next request go to `name`: round robin alternates, so after an answer from the other one. */
async function nextGoesTo(c: TestClient, name: string): Promise<void> {
  for (let i = 0; i < 4; i += 1) {
    if ((await call(c, 'GET', '/api/health')).instance !== name) return;
  }
  throw new Error(`the balancer kept answering from ${name}`);
}

interface Socket {
  /** The instance that accepted the upgrade. */
  instance: string;
  events: { event: string; data: Record<string, unknown>; at: number }[];
  subscribe(topic: string): Promise<void>;
  closed: Promise<number>;
  close(): void;
}

/** A realtime socket through the balancer, as the examinee's browser opens it. */
async function openSocket(sid: string): Promise<Socket> {
  const ws = new WebSocket(`ws://127.0.0.1:${lbPort}/api/realtime`, {
    headers: { host: `${f.host}:${lbPort}`, cookie: `sd_sid=${sid}` },
  });
  const events: Socket['events'] = [];
  const subscribed = new Set<string>();
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as { type: string; topic: string; event: string; data: never };
    if (m.type === 'subscribed') subscribed.add(m.topic);
    if (m.type === 'event') events.push({ event: m.event, data: m.data, at: Date.now() });
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const instance = await new Promise<string>((resolve, reject) => {
    ws.once('upgrade', (res) => resolve(String(res.headers['x-seodang-instance'])));
    ws.once('error', reject);
  });
  await new Promise((resolve) => (ws.readyState === ws.OPEN ? resolve(null) : ws.once('open', resolve)));
  return {
    instance,
    events,
    async subscribe(topic) {
      ws.send(JSON.stringify({ type: 'subscribe', topic }));
      await waitFor(`the subscription to ${topic}`, () => subscribed.has(topic), 5000);
    },
    closed,
    close: () => ws.close(),
  };
}

/** A 1×1 PNG, as an examinee's identity photo. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const examineeTopic = () => `exam:${f.examIndex}:user:${f.ids.examinee1}`;

test.serial(
  'requests alternate between the instances, and the session works on every one of them',
  async (t) => {
    const examinee = await f.as('examinee1', undefined, balancer);
    t.is(
      (
        await call(examinee, 'POST', '/api/exam/agreement', {
          userId: f.ids.examinee1,
          examIndex: f.examIndex,
        })
      ).status,
      200,
    );
    t.is((await call(examinee, 'POST', `/api/exam/${f.examIndex}/enter`)).status, 200);
    const seen: string[] = [];
    for (let i = 1; i <= 4; i += 1) {
      // A write (session cookie and CSRF token), then a read that must see it, on the other instance.
      const saved = await call(examinee, 'PUT', `/api/exam/${f.examIndex}/memo`, {
        quizId: 'q1',
        text: `memo ${i}`,
      });
      t.is(saved.status, 200, JSON.stringify(saved.body));
      const read = await call(examinee, 'GET', `/api/exam/${f.examIndex}`);
      t.is(read.status, 200);
      t.is(read.body.examState.memos[0]?.text, `memo ${i}`, 'the other instance sees the write at once');
      seen.push(saved.instance!, read.instance!);
    }
    t.deepEqual(
      [...new Set(seen)].sort(),
      tier.instances.map((i) => i.name).sort(),
      `both instances answered: ${seen.join(' ')}`,
    );
    for (let i = 1; i < seen.length; i += 1) t.not(seen[i], seen[i - 1], `no stickiness: ${seen.join(' ')}`);
    // The CSRF check holds on each instance: a write without the token is refused by both.
    const refused = [
      await call(
        examinee,
        'PUT',
        `/api/exam/${f.examIndex}/memo`,
        { quizId: 'q1', text: 'x' },
        { 'x-csrf-token': 'forged' },
      ),
      await call(
        examinee,
        'PUT',
        `/api/exam/${f.examIndex}/memo`,
        { quizId: 'q1', text: 'x' },
        { 'x-csrf-token': 'forged' },
      ),
    ];
    t.deepEqual(
      refused.map((r) => r.status),
      [403, 403],
    );
    t.not(refused[0].instance, refused[1].instance);
  },
);

test.serial(
  'a file written through one instance is served by the other: an identity photo in the shared store',
  async (t) => {
    await f.app.core
      .db('assessment_exams')
      .where({ id: f.examIndex })
      .update({ identification_upload: true });
    const examinee = await f.as('examinee1', undefined, balancer);
    const supervisor = await f.as('watcher', undefined, balancer);
    const path = `/api/exam/${f.examIndex}/identification/photo`;
    const uploaded = await call(examinee, 'POST', path, { image: png.toString('base64') });
    t.is(uploaded.status, 201, JSON.stringify(uploaded.body));
    await nextGoesTo(supervisor, uploaded.instance === 'core-1' ? 'core-2' : 'core-1');
    const seen = await supervisor.request('GET', `${path}?userId=${f.ids.examinee1}`);
    t.is(seen.status, 200);
    t.not(seen.headers.get('x-seodang-instance'), uploaded.instance, 'read through the other instance');
    t.is(seen.headers.get('content-type'), 'image/png');
    t.deepEqual(Buffer.from(await seen.arrayBuffer()), png);
  },
);

test.serial(
  "a supervisor's pause on one instance reaches the examinee's socket on the other within a second",
  async (t) => {
    const examinee = await f.as('examinee1', undefined, balancer);
    const supervisor = await f.as('watcher', undefined, balancer);
    const socket = await openSocket(examinee.cookie('sd_sid')!);
    try {
      await socket.subscribe(examineeTopic());
      await nextGoesTo(supervisor, socket.instance === 'core-1' ? 'core-2' : 'core-1');
      const sentAt = Date.now();
      const paused = await call(supervisor, 'POST', '/api/exam/pause', {
        examIndex: f.examIndex,
        studentIds: [f.ids.examinee1],
      });
      t.is(paused.status, 200, JSON.stringify(paused.body));
      t.not(paused.instance, socket.instance, 'published by the instance the socket is not on');
      await waitFor(
        'the pause to reach the socket',
        () => socket.events.some((e) => e.event === 'exam.pause'),
        1000,
        5,
      );
      const ms = socket.events.find((e) => e.event === 'exam.pause')!.at - sentAt;
      t.true(ms < 1000, `${ms} ms`);
      t.log(
        `pause sent through ${paused.instance}, on the socket of ${socket.instance} ${ms} ms after the request left`,
      );
      await call(supervisor, 'POST', '/api/exam/resume', {
        examIndex: f.examIndex,
        studentIds: [f.ids.examinee1],
      });
    } finally {
      socket.close();
    }
  },
);

test.serial(
  'SIGTERM on one instance: its request in flight is answered, everything new and its sockets go to the other, exit 0',
  async (t) => {
    const examinee = await f.as('examinee1', undefined, balancer);
    const supervisor = await f.as('watcher', undefined, balancer);
    const socket = await openSocket(examinee.cookie('sd_sid')!);
    await socket.subscribe(examineeTopic());
    const victim = tier.instances.find((i) => i.name === socket.instance)!;
    const survivor = tier.instances.find((i) => i !== victim)!;
    t.truthy(victim, `the socket is on ${socket.instance}`);
    await nextGoesTo(examinee, victim.name);

    // A sign-in whose body is still on its way when the signal comes: a request in flight on the victim.
    const body = JSON.stringify({ userId: 'nobody', password: 'not-the-password' });
    let finishBody = () => {};
    const inFlight = new Promise<{ status: number; instance: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: lbPort,
          method: 'POST',
          path: '/api/auth/login',
          headers: {
            host: `${f.host}:${lbPort}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: 'sd_csrf=cluster-stop-csrf-token-00001',
            'x-csrf-token': 'cluster-stop-csrf-token-00001',
          },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, instance: String(res.headers['x-seodang-instance']) });
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      finishBody = () => req.end(body.slice(10));
    });
    await new Promise((r) => setTimeout(r, 300));
    const exited = victim.process.exited;
    const signalledAt = Date.now();
    process.kill(victim.process.child.pid!, 'SIGTERM');

    t.is(await socket.closed, 1012, 'the socket is told to reconnect ("service restart")');
    // While the victim still holds the request in flight, nothing new reaches it.
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await call(examinee, 'GET', `/api/exam/${f.examIndex}`));
    t.deepEqual(
      answers.map((a) => [a.status, a.instance]),
      answers.map(() => [200, survivor.name]),
    );
    // The browser reconnects through the balancer: the survivor takes it, and events reach it.
    const again = await openSocket(examinee.cookie('sd_sid')!);
    try {
      t.is(again.instance, survivor.name);
      await again.subscribe(examineeTopic());
      await call(supervisor, 'POST', '/api/exam/pause', {
        examIndex: f.examIndex,
        studentIds: [f.ids.examinee1],
      });
      await waitFor(
        'the pause on the new socket',
        () => again.events.some((e) => e.event === 'exam.pause'),
        1000,
        5,
      );
    } finally {
      again.close();
    }
    t.is(victim.process.child.exitCode, null, 'the victim is still finishing its request');
    finishBody();
    const answered = await inFlight;
    t.deepEqual(answered, { status: 401, instance: victim.name }, 'the sign-in in flight got its answer');
    t.deepEqual(await exited, { code: 0, signal: null });
    t.log(`${victim.name} exited 0, ${Date.now() - signalledAt} ms after SIGTERM`);
    t.is((await call(examinee, 'GET', '/api/auth/me')).body.isLoggedIn, true, 'the session lives on');
  },
);
