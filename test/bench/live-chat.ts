// Benchmark: a live class's chat fan-out. A class of BENCH_LEARNERS learners (default 24) and its
// teacher, each with a realtime socket subscribed to `live:{meetingIndex}`, the sockets split over
// two core instances sharing one Redis (as behind a load balancer). Learners take turns sending
// chat messages through `POST /api/live/{meetingIndex}/chat` on the first instance (the sender's
// row lock and rate check, the insert, the publish), one every BENCH_INTERVAL_MS (100); every
// message must reach every socket. Figure: send → receive at every participant, p50 / p99 / max.
// Baseline in the same run: the raw Redis pub/sub round trip to as many subscribers (one
// connection each), at the same pace, same count.
//
// Run by hand with the test services (the learners join the class, which needs Janus):
//   npm run services   (another terminal)
//   . .data/test/env.sh && node test/bench/live-chat.ts
// Knobs: BENCH_LEARNERS (24), BENCH_MESSAGES (300), BENCH_INTERVAL_MS (100).
//
// Everything runs in this process (both core instances, the clients, the baseline's Redis
// connections), so the two figures share one event loop alike.
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { liveEvents, liveTopic } from '../../plugins/live-class/common/index.ts';
import { startLiveFixture } from '../../plugins/live-class/testing/fixture.ts';
import { socketLeaveGraceMs } from '../../plugins/live-class/server/socket-presence.ts';
import { percentile } from './support/timing.ts';

const learners = Number(process.env.BENCH_LEARNERS ?? 24);
const messages = Number(process.env.BENCH_MESSAGES ?? 300);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (x: number) => `${x.toFixed(2)} ms`;

interface Figures {
  p50: number;
  p99: number;
  max: number;
  delivered: number;
}

const figures = (latencies: number[], expected: number): Figures => ({
  p50: percentile(latencies, 50),
  p99: percentile(latencies, 99),
  max: Math.max(...latencies),
  delivered: latencies.length / expected,
});

/** The raw Redis pub/sub round trip to `receivers` subscribers, one message every `intervalMs`. */
async function redisBaseline(url: string, receivers: number): Promise<Figures> {
  const channel = `bench-live-chat-${process.pid}`;
  const pub = new Redis(url);
  const subs = Array.from({ length: receivers }, () => new Redis(url));
  const latencies: number[] = [];
  const sentAt = new Map<number, number>();
  try {
    for (const sub of subs) {
      await sub.subscribe(channel);
      sub.on('message', (_c: string, raw: string) => {
        const at = performance.now();
        const { seq } = JSON.parse(raw) as { seq: number };
        latencies.push(at - sentAt.get(seq)!);
      });
    }
    for (let seq = 0; seq < messages; seq++) {
      sentAt.set(seq, performance.now());
      // A payload like a chat event's.
      await pub.publish(
        channel,
        JSON.stringify({
          seq,
          type: 'event',
          topic: 'live:1',
          event: liveEvents.chat,
          data: { message: 'x'.repeat(40) },
        }),
      );
      await sleep(intervalMs);
    }
    await sleep(500);
    return figures(latencies, receivers * messages);
  } finally {
    pub.disconnect();
    for (const sub of subs) sub.disconnect();
  }
}

async function main(): Promise<void> {
  const f = await startLiveFixture(learners, { logLevel: 'silent' });
  const other = await f.app.another();
  try {
    const index = await f.meeting(
      { name: '채팅 벤치', maxUserCount: Math.min(24, learners) },
      { start: true },
    );
    const people = ['teach', ...f.learners];
    const clients = await Promise.all(people.map((id) => f.as(id)));
    for (const [i, client] of clients.entries()) {
      const joined = await client.post(`/api/live/${index}/join`);
      if (joined.status !== 200)
        throw new Error(`${people[i]} could not join: ${JSON.stringify(joined.body)}`);
    }
    // One socket per participant, alternating between the two instances.
    const topic = liveTopic(index);
    const latencies: number[] = [];
    const sentAt = new Map<string, number>();
    const sockets = await Promise.all(
      clients.map(
        (client, i) =>
          new Promise<WebSocket>((resolve, reject) => {
            const base = i % 2 === 0 ? f.app.url : other.url;
            const port = new URL(base).port;
            const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`, {
              headers: { cookie: `sd_sid=${client.cookie('sd_sid')}`, host: `${f.school.host}:${port}` },
              perMessageDeflate: false,
            });
            ws.on('error', reject);
            ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', topic })));
            ws.on('message', (raw: Buffer) => {
              const at = performance.now();
              const m = JSON.parse(raw.toString()) as {
                type: string;
                event?: string;
                code?: string;
                data?: { message?: string };
              };
              if (m.type === 'subscribed') resolve(ws);
              if (m.type === 'error') reject(new Error(`subscribe refused: ${m.code}`));
              if (m.type === 'event' && m.event === liveEvents.chat && m.data?.message) {
                const sent = sentAt.get(m.data.message);
                if (sent !== undefined) latencies.push(at - sent);
              }
            });
          }),
      ),
    );
    console.log(
      `${people.length} participants in the class, sockets ${f.app.core.realtime.size} + ${other.core.realtime.size} over two instances`,
    );

    const base = await redisBaseline(process.env.REDIS_URL!, people.length);
    console.log(
      `raw Redis pub/sub to ${people.length} subscribers: p50 ${ms(base.p50)}, p99 ${ms(base.p99)}, max ${ms(base.max)}, delivered ${(base.delivered * 100).toFixed(1)}%`,
    );

    // Learners take turns (each sends one in `learners` turns, far under the 5-in-5-s limit).
    let refused = 0;
    /** The sender's own wait for its 201 (the transaction and the publish), beside the fan-out. */
    const requests: number[] = [];
    for (let seq = 0; seq < messages; seq++) {
      const sender = clients[1 + (seq % learners)];
      const text = `벤치 메시지 ${seq}`;
      const t0 = performance.now();
      sentAt.set(text, t0);
      const res = await sender.post(`/api/live/${index}/chat`, { message: text });
      requests.push(performance.now() - t0);
      if (res.status !== 201) refused++;
      await sleep(intervalMs);
    }
    await sleep(1000);
    const chat = figures(latencies, people.length * messages);
    // Everyone leaves, and the sockets' leave grace runs out, before the instances stop.
    for (const client of clients) await client.post(`/api/live/${index}/leave`);
    for (const ws of sockets) ws.terminate();
    await sleep(socketLeaveGraceMs + 1000);
    const ratio = chat.p99 / base.p99;
    console.log(
      `chat send → every participant (${people.length} × ${messages}): p50 ${ms(chat.p50)}, p99 ${ms(chat.p99)}, max ${ms(chat.max)}, delivered ${(chat.delivered * 100).toFixed(1)}%${refused ? `, ${refused} sends refused` : ''}; p99 / raw Redis p99 ${ratio.toFixed(1)}×`,
    );
    console.log(
      `the sender's request alone (to its 201): p50 ${ms(percentile(requests, 50))}, p99 ${ms(percentile(requests, 99))}`,
    );
    console.log(
      `BENCH-RESULT ${JSON.stringify({
        rows: [
          {
            figure: `live chat p99, ${people.length} participants / 2 instances, 1 message / ${intervalMs} ms`,
            value: ms(chat.p99),
            baseline: `${ms(base.p99)} (raw Redis pub/sub, ${people.length} subscribers)`,
            ratio: `${ratio.toFixed(1)}×`,
            goal: 'every message to everyone',
            met: chat.delivered === 1 && refused === 0,
          },
        ],
      })}`,
    );
  } finally {
    await other.stop();
    await f.app.stop();
  }
}

await main();
