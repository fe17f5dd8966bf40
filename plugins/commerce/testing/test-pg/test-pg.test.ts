// The test provider as a service: payments and idempotent answers kept in the data dir across
// restarts, idempotency keys forgotten after 15 days, sessions that expire, Basic auth
// details, and the CLI.
import test from 'ava';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startTestPg, testPgControl } from './index.ts';

const secretKey = 'test_sk_service_suite';
const auth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

async function api(url: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: auth, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

test('payments and remembered answers survive a restart with the same data dir', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'test-pg-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const first = await startTestPg({ secretKey, control: true, dataDir });
  const orderId = `order-${randomUUID()}`;
  const { paymentKey } = await testPgControl(first.url).createSession({ orderId, amount: 30_000 });
  const key = randomUUID();
  const confirmed = await api(
    first.url,
    '/v1/payments/confirm',
    { paymentKey, orderId, amount: 30_000 },
    {
      'idempotency-key': key,
    },
  );
  t.is(confirmed.status, 200);
  await first.stop();

  const second = await startTestPg({ secretKey, dataDir });
  t.teardown(() => second.stop());
  const read = await api(second.url, `/v1/payments/orders/${orderId}`);
  t.like(read.json, { paymentKey, status: 'DONE', balanceAmount: 30_000 });
  const replay = await api(
    second.url,
    '/v1/payments/confirm',
    { paymentKey, orderId, amount: 30_000 },
    {
      'idempotency-key': key,
    },
  );
  t.deepEqual(replay, confirmed);
  const refund = await api(second.url, `/v1/payments/${paymentKey}/cancel`, {
    cancelReason: '데모 환불',
    cancelAmount: 10_000,
  });
  t.like(refund.json, { status: 'PARTIAL_CANCELED', balanceAmount: 20_000 });
});

test('an idempotency key is remembered for 15 days, then the call runs again', async (t) => {
  let now = Date.parse('2025-03-01T00:00:00Z');
  const pg = await startTestPg({ secretKey, control: true, now: () => now });
  t.teardown(() => pg.stop());
  const orderId = `order-${randomUUID()}`;
  const { paymentKey } = await testPgControl(pg.url).createSession({ orderId, amount: 1000 });
  const body = { paymentKey, orderId, amount: 1000 };
  const key = { 'idempotency-key': randomUUID() };
  t.is((await api(pg.url, '/v1/payments/confirm', body, key)).status, 200);
  now += 15 * 24 * 3600_000;
  t.is((await api(pg.url, '/v1/payments/confirm', body, key)).status, 200, 'still remembered on day 15');
  now += 1;
  const after = await api(pg.url, '/v1/payments/confirm', body, key);
  t.deepEqual(after, {
    status: 400,
    json: { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' },
  });
});

test('an unconfirmed payment expires after its session time', async (t) => {
  let now = Date.now();
  const pg = await startTestPg({ secretKey, control: true, now: () => now, sessionTtlMs: 60_000 });
  t.teardown(() => pg.stop());
  const orderId = `order-${randomUUID()}`;
  const { paymentKey } = await testPgControl(pg.url).createSession({ orderId, amount: 1000 });
  now += 60_001;
  const late = await api(pg.url, '/v1/payments/confirm', { paymentKey, orderId, amount: 1000 });
  t.is(late.status, 404);
  t.is(late.json.code, 'NOT_FOUND_PAYMENT_SESSION');
  t.is((await api(pg.url, `/v1/payments/${paymentKey}`)).json.status, 'EXPIRED');
});

test('auth: a missing header, a key without its colon, a too long idempotency key', async (t) => {
  const pg = await startTestPg({ secretKey });
  t.teardown(() => pg.stop());
  const none = await fetch(`${pg.url}/v1/payments/x`);
  t.is(none.status, 401);
  t.is(((await none.json()) as { code: string }).code, 'UNAUTHORIZED_KEY');
  const noColon = await api(pg.url, '/v1/payments/x', undefined, {
    authorization: `Basic ${Buffer.from(secretKey).toString('base64')}`,
  });
  t.is(noColon.status, 401);
  const long = await api(
    pg.url,
    '/v1/payments/confirm',
    { paymentKey: 'x', orderId: 'y', amount: 1 },
    {
      'idempotency-key': 'k'.repeat(301),
    },
  );
  t.deepEqual(long.json, { code: 'INVALID_IDEMPOTENCY_KEY', message: '멱등키는 300자 이하여야 합니다.' });
  const english = await api(pg.url, '/v1/payments/x', undefined, { 'accept-language': 'en-US' });
  t.deepEqual(english.json, { code: 'NOT_FOUND_PAYMENT', message: 'The payment does not exist.' });
});

test('the CLI prints its URL, serves, and stops on SIGTERM', async (t) => {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'main.ts'), '--port', '0', '--secret-key', secretKey],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = await firstLine(child.stdout);
  const { url } = JSON.parse(line) as { url: string };
  t.regex(url, /^http:\/\/127\.0\.0\.1:\d+$/);
  t.deepEqual(await (await fetch(`${url}/health`)).json(), { ok: true });
  t.is((await api(url, '/v1/payments/none')).status, 404);
  child.kill('SIGTERM');
  t.is(await exited, 0);
});

async function firstLine(stream: NodeJS.ReadableStream): Promise<string> {
  for await (const line of createInterface({ input: stream })) return line;
  throw new Error('no output');
}
