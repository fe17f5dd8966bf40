import test from 'ava';
import { backoffDelay } from './backoff.ts';
import { RealtimeClient, type SocketLike } from './realtime-client.ts';

test('backoff grows exponentially up to the cap, with jitter in [50 %, 100 %]', (t) => {
  const opts = { baseMs: 500, maxMs: 30_000 };
  t.is(
    backoffDelay(0, opts, () => 1),
    500,
  );
  t.is(
    backoffDelay(0, opts, () => 0),
    250,
  );
  t.is(
    backoffDelay(3, opts, () => 1),
    4000,
  );
  t.is(
    backoffDelay(10, opts, () => 1),
    30_000,
  );
  t.is(
    backoffDelay(10, opts, () => 0),
    15_000,
  );
});

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

test('subscribes, delivers events, reconnects with backoff, resubscribes and resyncs', async (t) => {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({
    url: 'ws://x/api/realtime',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    backoff: { baseMs: 10, maxMs: 20 },
    random: () => 0,
    heartbeatMs: 1_000_000,
  });
  const events: unknown[] = [];
  let resyncs = 0;
  client.onResync(() => resyncs++);
  const off = client.subscribe('user:1', (event, data) => events.push([event, data]));
  t.is(sockets.length, 1);
  sockets[0].open();
  t.deepEqual(sockets[0].sent, [{ type: 'subscribe', topic: 'user:1' }]);
  sockets[0].receive({ type: 'event', topic: 'user:1', event: 'notification.created', data: { index: 1 } });
  sockets[0].receive({ type: 'event', topic: 'user:2', event: 'ignored', data: null });
  t.deepEqual(events, [['notification.created', { index: 1 }]]);

  sockets[0].close();
  t.is(client.status, 'reconnecting');
  t.is(resyncs, 0);
  await new Promise((r) => setTimeout(r, 30));
  t.is(sockets.length, 2);
  sockets[1].open();
  t.deepEqual(sockets[1].sent, [{ type: 'subscribe', topic: 'user:1' }]);
  t.is(resyncs, 1);

  off();
  t.deepEqual(sockets[1].sent.at(-1), { type: 'unsubscribe', topic: 'user:1' });
  client.close();
  t.is(client.status, 'closed');
});

test('a missing pong closes the socket so it reconnects', async (t) => {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({
    url: 'ws://x',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    heartbeatMs: 5,
    pongTimeoutMs: 5,
    backoff: { baseMs: 1000, maxMs: 1000 },
  });
  client.subscribe('t', () => undefined);
  sockets[0].open();
  // Timers run late on a busy machine: wait for the close rather than for a fixed time.
  for (let i = 0; i < 200 && sockets[0].readyState !== 3; i++) await new Promise((r) => setTimeout(r, 10));
  t.true(sockets[0].sent.some((m) => (m as { type: string }).type === 'ping'));
  t.is(sockets[0].readyState, 3);
  client.close();
});
