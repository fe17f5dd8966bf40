import test from 'ava';
import { createServer, type Server } from 'node:http';
import { definePlugin } from '@seodang/sdk';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import type { LoadedPlugin } from '@seodang/core';

/** One envelope as a Sentry ingest server receives it. */
interface Received {
  path: string;
  auth: string;
  header: Record<string, unknown>;
  item: Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a received event is read field by field
  event: Record<string, any>;
}

/**
 * A local server speaking Sentry's envelope API (POST /api/{project}/envelope/, X-Sentry-Auth
 * with the DSN's public key): refuses a wrong key or project like Sentry does, answers `{ id }`.
 */
async function fakeSentry(
  project: string,
  key: string,
): Promise<{ server: Server; port: number; received: Received[]; next: () => Promise<Received> }> {
  const received: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const auth = String(req.headers['x-sentry-auth'] ?? '');
      if (req.method !== 'POST' || req.url !== `/api/${project}/envelope/`)
        return void res.writeHead(404).end();
      if (!auth.includes(`sentry_key=${key}`) || !auth.startsWith('Sentry sentry_version=7'))
        return void res.writeHead(401).end('{"detail":"invalid key"}');
      const [header, item, payload] = Buffer.concat(chunks).toString('utf8').split('\n');
      const entry = {
        path: req.url,
        auth,
        header: JSON.parse(header),
        item: JSON.parse(item),
        event: JSON.parse(payload),
      };
      received.push(entry);
      waiting.shift()?.(entry);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: entry.header.event_id }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as { port: number }).port;
  const next = () => new Promise<Received>((ok) => waiting.push(ok));
  return { server, port, received, next };
}

const failing: LoadedPlugin = {
  manifest: { id: 'failing', apiVersion: 1, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'failing',
    register(env) {
      env.route({
        method: 'GET',
        path: '/api/failing',
        summary: 'Always fails',
        access: 'public',
        handler: () => {
          throw new RangeError('the index ran away');
        },
      });
    },
  }),
};

test('with a DSN, unexpected server errors and client error logs reach the envelope endpoint', async (t) => {
  const sentry = await fakeSentry('42', 'publickey');
  const app = await startTestCore({
    plugins: [failing],
    config: { sentryDsn: `http://publickey@127.0.0.1:${sentry.port}/42` },
  });
  try {
    await app.createUser({ userId: 'reporter1' });
    const c = app.client({ locale: 'en' });
    await c.login('reporter1', testPassword);

    const arrived = sentry.next();
    const res = await c.get('/api/failing');
    t.is(res.status, 500);
    t.deepEqual(res.body, {
      err: { code: 'server_error', message: 'An unexpected error occurred on the server.' },
    });
    const server = await arrived;
    t.is(server.item.type, 'event');
    t.is(server.event.event_id, server.header.event_id);
    t.is(server.event.platform, 'node');
    t.is(server.event.level, 'error');
    t.deepEqual(
      server.event.exception.values.map((v: { type: string; value: string }) => [v.type, v.value]),
      [['RangeError', 'the index ran away']],
    );
    t.true(
      server.event.exception.values[0].stacktrace.frames.some(
        (f: { function: string; in_app: boolean }) => f.in_app,
      ),
    );
    t.deepEqual(server.event.request, { method: 'GET', url: '/api/failing' });
    t.truthy(server.event.tags.request_id);
    t.truthy(server.event.user.id);

    const logged = sentry.next();
    t.is(
      (
        await c.post('/api/log/seodang/error', {
          code: 'window.error',
          timestamp: '2026-11-22T10:00:00.000+09:00',
          extraData: { message: 'x is undefined' },
        })
      ).status,
      201,
    );
    const client = await logged;
    t.is(client.event.platform, 'javascript');
    t.deepEqual(client.event.message, { formatted: 'window.error' });
    t.is(client.event.extra.message, 'x is undefined');
    t.is(client.event.tags.segment, 'seodang');

    // Action logs and expected errors are not error reports.
    t.is(
      (await c.post('/api/log/seodang/action', { code: 'click', timestamp: '2026-11-22T10:00:00.000+09:00' }))
        .status,
      201,
    );
    t.is((await c.get('/api/nothing-here')).status, 404);
    const last = sentry.next();
    await c.get('/api/failing');
    await last;
    t.deepEqual(
      sentry.received.map((r) => r.event.platform),
      ['node', 'javascript', 'node'],
    );
  } finally {
    await app.stop();
    sentry.server.close();
  }
});

test('without a DSN nothing is sent, and the 500 is the same', async (t) => {
  const sentry = await fakeSentry('42', 'publickey');
  const app = await startTestCore({ plugins: [failing] });
  try {
    t.is((await app.client().get('/api/failing')).status, 500);
    t.is(sentry.received.length, 0);
  } finally {
    await app.stop();
    sentry.server.close();
  }
});
