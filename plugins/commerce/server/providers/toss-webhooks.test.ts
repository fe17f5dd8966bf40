// PAYMENT_STATUS_CHANGED webhooks from the test provider, read by the Toss adapter: retries
// until the receiver accepts, giving up after 7 retries, and duplicate, late and out-of-order
// deliveries through the control API. Each test has its own provider and receiver.
import test from 'ava';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestPg, testPgControl } from '../../testing/test-pg/index.ts';
import { createTossProvider, type ProviderWebhookEvent } from './index.ts';

const secretKey = 'test_sk_webhook_suite';

interface Received {
  at: number;
  headers: Record<string, string | undefined>;
  body: string;
  event: ProviderWebhookEvent | null;
}

/** A webhook receiver answering `statusFor(n)` to its n-th request (0-based). */
async function receiver(statusFor: (n: number) => number) {
  const received: Received[] = [];
  const toss = createTossProvider({ secretKey, apiUrl: 'http://unused.invalid' });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      received.push({ at: Date.now(), headers, body, event: toss.parseWebhook({ body, headers }) });
      res.writeHead(statusFor(received.length - 1)).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/toss`;
  const until = async (count: number) => {
    for (let i = 0; i < 200 && received.length < count; i++) await new Promise((r) => setTimeout(r, 20));
    return received;
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, received, until, close };
}

async function setup(
  t: { teardown: (fn: () => Promise<void>) => void },
  statusFor: (n: number) => number,
  retryDelaysMs: number[],
) {
  const hook = await receiver(statusFor);
  const pg = await startTestPg({
    secretKey,
    control: true,
    webhookUrl: hook.url,
    webhookRetryDelaysMs: retryDelaysMs,
  });
  t.teardown(async () => {
    await pg.stop();
    await hook.close();
  });
  const toss = createTossProvider({ apiUrl: pg.url, secretKey });
  const control = testPgControl(pg.url);
  const pay = async (amount = 12_000) => {
    const orderId = `order-${randomUUID()}`;
    const { paymentKey } = await control.createSession({ orderId, amount });
    await toss.confirm({ paymentKey, orderId, amount, idempotencyKey: randomUUID() });
    return { paymentKey, orderId };
  };
  return { hook, pg, toss, control, pay };
}

test('a receiver that fails twice gets the event a third time, with the same transmission id', async (t) => {
  const { hook, control, pay } = await setup(
    t,
    (n) => (n < 2 ? 500 : 200),
    [30, 60, 120, 240, 480, 960, 1920],
  );
  const { paymentKey, orderId } = await pay();
  const received = await hook.until(3);
  t.is(received.length, 3);
  const ids = new Set(received.map((r) => r.headers['tosspayments-webhook-transmission-id']));
  t.is(ids.size, 1);
  t.deepEqual(
    received.map((r) => r.headers['tosspayments-webhook-transmission-retried-count']),
    ['0', '1', '2'],
  );
  t.true(received[1].at - received[0].at >= 25, 'waited before retrying');
  const body = JSON.parse(received[2].body) as { eventType: string; data: Record<string, unknown> };
  t.is(body.eventType, 'PAYMENT_STATUS_CHANGED');
  t.like(body.data, {
    paymentKey,
    orderId,
    status: 'DONE',
    totalAmount: 12_000,
    balanceAmount: 12_000,
    method: '카드',
  });
  t.like(received[2].event, { id: [...ids][0], paymentKey, orderId, status: 'DONE' });

  await new Promise((r) => setTimeout(r, 300));
  t.is(hook.received.length, 3, 'no retry after a 2xx');
  const [record] = await control.webhooks();
  t.like(record, { state: 'delivered', paymentKey, status: 'DONE' });
  t.deepEqual(
    record.attempts.map((a) => a.responseStatus),
    [500, 500, 200],
  );
});

test('a receiver that never accepts gets the first send and 7 retries, then the event is failed', async (t) => {
  const { hook, control, pay } = await setup(t, () => 503, [5, 5, 5, 5, 5, 5, 5]);
  await pay();
  await hook.until(8);
  await new Promise((r) => setTimeout(r, 200));
  t.is(hook.received.length, 8);
  const [record] = await control.webhooks();
  t.is(record.state, 'failed');
  t.is(record.attempts.length, 8);
});

test('held events released in reverse arrive out of order; a resent one is a duplicate, late if asked', async (t) => {
  const { hook, toss, control, pay } = await setup(t, () => 200, [10]);
  await control.holdWebhooks();
  const { paymentKey } = await pay(10_000);
  await toss.cancel({ paymentKey, reason: '일부 환불', amount: 4000, idempotencyKey: randomUUID() });
  await toss.cancel({ paymentKey, reason: '나머지 환불', idempotencyKey: randomUUID() });
  await new Promise((r) => setTimeout(r, 100));
  t.is(hook.received.length, 0, 'held');
  t.deepEqual(
    (await control.webhooks()).map((w) => [w.status, w.state]),
    [
      ['DONE', 'held'],
      ['PARTIAL_CANCELED', 'held'],
      ['CANCELED', 'held'],
    ],
  );

  t.is((await control.releaseWebhooks('reverse')).released, 3);
  const received = await hook.until(3);
  const events = received.map((r) => r.event as ProviderWebhookEvent);
  t.deepEqual(
    events.map((e) => e.status),
    ['CANCELED', 'PARTIAL_CANCELED', 'DONE'],
  );
  // createdAt tells the receiver which event is newest.
  t.true(events[0].createdAt > events[1].createdAt && events[1].createdAt > events[2].createdAt);

  const done = events[2];
  const sentAt = Date.now();
  await control.resendWebhook(done.id, 150);
  const withDuplicate = await hook.until(4);
  t.is(withDuplicate.length, 4);
  t.deepEqual(withDuplicate[3].event, done, 'the same event, same id');
  t.is(withDuplicate[3].body, withDuplicate[2].body);
  t.true(withDuplicate[3].at - sentAt >= 140, 'late');

  // Later events are sent at once again.
  await pay();
  t.is((await hook.until(5)).length, 5);
});

test('without a webhook URL events are recorded as unsent; the URL can be set later', async (t) => {
  const pg = await startTestPg({ secretKey, control: true });
  t.teardown(() => pg.stop());
  const control = testPgControl(pg.url);
  const toss = createTossProvider({ apiUrl: pg.url, secretKey });
  const orderId = `order-${randomUUID()}`;
  const { paymentKey } = await control.createSession({ orderId, amount: 1000 });
  await toss.confirm({ paymentKey, orderId, amount: 1000, idempotencyKey: randomUUID() });
  const [record] = await control.webhooks();
  t.is(record.state, 'unsent');

  const hook = await receiver(() => 200);
  t.teardown(() => hook.close());
  await control.setWebhookUrl(hook.url);
  await control.resendWebhook(record.transmissionId);
  const [got] = await hook.until(1);
  t.like(got.event, { paymentKey, status: 'DONE' });
});
