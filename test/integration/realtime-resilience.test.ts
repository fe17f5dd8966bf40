// No upgrade request or socket message may take core down: hostile or broken input is refused
// or answered with an error frame, unexpected failures are reported, and core keeps serving.
import test from 'ava';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { definePlugin } from '@seodang/sdk';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import type { LoadedPlugin } from '@seodang/core';

/** A topic whose policy fails: stands in for any bug in a plugin's socket code. */
const brittle: LoadedPlugin = {
  manifest: { id: 'brittle', apiVersion: 1, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'brittle',
    register(env) {
      env.topic('open:{name}', () => true);
      env.topic('broken:{name}', () => {
        throw new TypeError('policy bug');
      });
    },
  }),
};

/** Collects error reports sent to a Sentry-style envelope endpoint. */
async function reportCollector(): Promise<{ server: Server; port: number; events: string[] }> {
  const events: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      events.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, port: (server.address() as { port: number }).port, events };
}

let app: TestCore;
let wsUrl: string;
let reports: Awaited<ReturnType<typeof reportCollector>>;

test.before(async () => {
  reports = await reportCollector();
  app = await startTestCore({
    plugins: [brittle],
    config: { sentryDsn: `http://key@127.0.0.1:${reports.port}/1` },
  });
  wsUrl = `${app.url.replace('http', 'ws')}/api/realtime`;
});

test.after.always(async () => {
  await app?.stop();
  reports?.server.close();
});

async function assertHealthy(t: { is: (a: unknown, b: unknown, m?: string) => void }, after: string) {
  const res = await fetch(`${app.url}/api/health`);
  t.is(res.status, 200, `core answers /api/health after ${after}`);
}

/** Status of a refused upgrade (or 101 when it was accepted). */
function upgradeStatus(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${app.url.replace('http', 'ws')}${path}`, { headers });
    const timer = setTimeout(() => reject(new Error('no answer to the upgrade')), 5000);
    ws.on('close', () => clearTimeout(timer));
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', (err) => {
      if (!/Unexpected server response/.test(err.message)) reject(err);
    });
  });
}

interface Frame {
  type: string;
  code?: string;
  topic?: string;
}

/** An open socket that records its frames and its close code. */
async function openSocket() {
  const ws = new WebSocket(wsUrl);
  const frames: Frame[] = [];
  let closed: number | null = null;
  const waiting: (() => void)[] = [];
  const wake = () => waiting.splice(0).forEach((w) => w());
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    wake();
  });
  ws.on('close', (code) => {
    closed = code;
    wake();
  });
  ws.on('error', () => undefined);
  const until = async <T>(probe: () => T | undefined, what: string): Promise<T> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const hit = probe();
      if (hit !== undefined) return hit;
      if (Date.now() > deadline)
        throw new Error(`timeout waiting for ${what}; got ${JSON.stringify(frames)}`);
      await new Promise<void>((r) => {
        waiting.push(r);
        setTimeout(r, 100);
      });
    }
  };
  await until(() => frames.find((f) => f.type === 'welcome'), 'welcome');
  return {
    ws,
    frames,
    closed: () => closed,
    /** The next frame after the ones seen so far. */
    reply: async (send: () => void) => {
      const seen = frames.length;
      send();
      return until(() => frames[seen], 'a reply');
    },
    waitClosed: () => until(() => closed ?? undefined, 'close'),
  };
}

async function assertSocketWorks(t: { is: (a: unknown, b: unknown, m?: string) => void }) {
  const s = await openSocket();
  t.is((await s.reply(() => s.ws.send(JSON.stringify({ type: 'ping' })))).type, 'pong');
  const sub = await s.reply(() => s.ws.send(JSON.stringify({ type: 'subscribe', topic: 'open:room' })));
  t.is(sub.type, 'subscribed', 'a normal socket still subscribes');
  s.ws.close();
}

test.serial('an upgrade with Origin: null is refused with 403', async (t) => {
  t.is(await upgradeStatus('/api/realtime', { Origin: 'null' }), 403);
  await assertHealthy(t, 'Origin: null');
});

test.serial('an upgrade with an unparseable or foreign Origin is refused with 403', async (t) => {
  for (const origin of ['http://[::1', '%%%', 'file://', 'http://evil.example']) {
    t.is(await upgradeStatus('/api/realtime', { Origin: origin }), 403, origin);
  }
  await assertHealthy(t, 'bad origins');
});

test.serial('an upgrade to an unknown path is refused with 404', async (t) => {
  t.is(await upgradeStatus('/api/elsewhere', {}), 404);
  t.is(await upgradeStatus('/', {}), 404);
  await assertHealthy(t, 'an unknown upgrade path');
});

test.serial('a client that hangs up in the middle of an upgrade does not take core down', async (t) => {
  // Refused (a bad Origin) and accepted (no Origin: through the session lookup) upgrades alike.
  for (const originHeader of ['Origin: null\r\n', '']) {
    await new Promise<void>((resolve) => {
      const socket = connect(app.port, '127.0.0.1', () => {
        socket.write(
          'GET /api/realtime HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            `${originHeader}Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
        );
        socket.resetAndDestroy();
        resolve();
      });
      socket.on('error', () => undefined);
    });
  }
  await new Promise((r) => setTimeout(r, 300));
  await assertHealthy(t, 'aborted upgrades');
});

test.serial('malformed messages answer an error frame and the socket stays usable', async (t) => {
  const s = await openSocket();
  const bad = [
    'not json',
    '',
    'null',
    '[]',
    '42',
    '"subscribe"',
    '{"type":"subscribe"}',
    '{"type":"subscribe","topic":{"length":1}}',
    '{"type":"nonsense","topic":"open:room"}',
    '{"__proto__":{"type":"ping"}}',
  ];
  for (const text of bad) {
    const reply = await s.reply(() => s.ws.send(text));
    t.is(reply.type, 'error', text);
  }
  const binary = await s.reply(() => s.ws.send(Buffer.from([0, 1, 2, 3])));
  t.is(binary.type, 'error', 'a binary frame');
  const polluted = await s.reply(() =>
    s.ws.send('{"type":"subscribe","topic":"nothing:here","__proto__":{"polluted":true}}'),
  );
  t.deepEqual(polluted, { type: 'error', topic: 'nothing:here', code: 'unknown_topic' });
  t.is(({} as { polluted?: boolean }).polluted, undefined, 'no prototype pollution');
  t.is((await s.reply(() => s.ws.send(JSON.stringify({ type: 'ping' })))).type, 'pong');
  s.ws.close();
  await assertHealthy(t, 'malformed messages');
});

test.serial('an oversize message closes that socket (1009) and nothing else', async (t) => {
  const s = await openSocket();
  s.ws.send(JSON.stringify({ type: 'subscribe', topic: 'x'.repeat(2 * 1024 * 1024) }));
  t.is(await s.waitClosed(), 1009);
  await assertHealthy(t, 'an oversize message');
  await assertSocketWorks(t);
});

test.serial('a failing topic policy is reported, answers an error and closes only that socket', async (t) => {
  const before = reports.events.length;
  const s = await openSocket();
  const reply = await s.reply(() => s.ws.send(JSON.stringify({ type: 'subscribe', topic: 'broken:x' })));
  t.like(reply, { type: 'error', code: 'server_error' });
  t.is(await s.waitClosed(), 1011);
  for (let i = 0; i < 100 && reports.events.length === before; i++)
    await new Promise((r) => setTimeout(r, 20));
  t.true(
    reports.events.slice(before).some((e) => e.includes('policy bug')),
    'the failure reached the error reporter',
  );
  await assertHealthy(t, 'a failing policy');
  await assertSocketWorks(t);
});

test.serial('after all of it, core still serves and a normal socket works', async (t) => {
  await assertHealthy(t, 'everything');
  await assertSocketWorks(t);
});
