// Benchmark: a proctored exam of 500 examinees and 5 supervisors over two core instances sharing
// one Redis and one PostgreSQL.
//  1. Examinee → supervisors: examinees send status changes (POST /api/exam/{e}/waiting-step, the
//     real route: validation, session, row lock, shared status rules, publish) at a steady pace;
//     latency from the request's start to the `exam.status` event at each of the 5 supervisors.
//  2. Supervisor → examinees: a supervisor's pause-all (POST /api/exam/pause, target 'all'), then
//     resume-all, repeated; latency from the request's start to the event at each of the 500.
// Baseline in the same run: the raw Redis pub/sub round trip (one publisher, one subscriber).
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/supervision.ts
// Knobs: BENCH_EXAMINEES (500), BENCH_SUPERVISORS (5), BENCH_STATUS_EVENTS (1000),
// BENCH_STATUS_INTERVAL_MS (5), BENCH_PAUSE_ROUNDS (10).
// Both core instances and every socket run in this one process: the figures include that shared
// event loop, so they are an upper bound of what separate machines would see.
import WebSocket from 'ws';
import { Redis } from 'ioredis';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

const examinees = Number(process.env.BENCH_EXAMINEES ?? 500);
const supervisors = Number(process.env.BENCH_SUPERVISORS ?? 5);
const statusEvents = Number(process.env.BENCH_STATUS_EVENTS ?? 1000);
const statusIntervalMs = Number(process.env.BENCH_STATUS_INTERVAL_MS ?? 5);
const pauseRounds = Number(process.env.BENCH_PAUSE_ROUNDS ?? 10);

const now = (): number => Number(process.hrtime.bigint()) / 1e6;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const ms = (x: number) => `${x.toFixed(2)} ms`;

function stats(values: number[]) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
  return { p50: at(0.5), p99: at(0.99), max: s[s.length - 1], count: s.length };
}

/** Runs `fn` over items with at most `n` at a time. */
async function pool<T>(items: T[], n: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

async function rawRedisBaseline(redisUrl: string, count: number) {
  const pub = new Redis(redisUrl);
  const sub = new Redis(redisUrl);
  const got: number[] = [];
  const channel = `bench-supervision-${process.pid}`;
  await sub.subscribe(channel);
  sub.on('message', (_c: string, m: string) => got.push(now() - Number(JSON.parse(m).t)));
  for (let i = 0; i < count; i++) {
    await pub.publish(
      channel,
      JSON.stringify({
        type: 'event',
        topic: 'exam:1:supervisors',
        event: 'exam.status',
        data: { seq: i },
        t: now(),
      }),
    );
    await sleep(statusIntervalMs);
  }
  await sleep(200);
  pub.disconnect();
  sub.disconnect();
  return stats(got);
}

function socket(
  url: string,
  sid: string,
  host: string,
  topics: string[],
  onEvent: (event: string, data: Record<string, unknown>) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: `sd_sid=${sid}`, host },
      perMessageDeflate: false,
    });
    let pending = topics.length;
    ws.on('error', reject);
    ws.on('open', () => topics.forEach((topic) => ws.send(JSON.stringify({ type: 'subscribe', topic }))));
    ws.on('message', (raw: Buffer) => {
      const m = JSON.parse(raw.toString()) as {
        type: string;
        event?: string;
        data?: Record<string, unknown>;
        code?: string;
      };
      if (m.type === 'subscribed' && --pending === 0) resolve(ws);
      else if (m.type === 'error') reject(new Error(`subscribe refused: ${m.code}`));
      else if (m.type === 'event') onEvent(m.event!, m.data!);
    });
  });
}

async function main() {
  const app: TestCore = await startTestCore({
    plugins: ['assessment', 'supervision'],
    config: { logLevel: 'silent' },
  });
  const other = await app.another();
  const sockets: WebSocket[] = [];
  try {
    const base = await rawRedisBaseline(process.env.REDIS_URL!, statusEvents);
    console.log(`raw Redis pub/sub round trip: p50 ${ms(base.p50)}, p99 ${ms(base.p99)} (${base.count})`);

    // The exam: a channel, 500 examinees, 5 supervisors, logged in on alternating instances.
    const channelId = await app.createChannel({ slug: 'bench', name: '벤치고' });
    const host = 'bench.localhost';
    const teacher = await app.createUser({ userId: 'bench_teacher' });
    await app.addMember(channelId, teacher, 'teacher');
    const names = [
      ...Array.from({ length: examinees }, (_, i) => `ex${i}`),
      ...Array.from({ length: supervisors }, (_, i) => `sup${i}`),
    ];
    const ids: number[] = [];
    for (const name of names) ids.push(await app.createUser({ userId: name }));
    await app.core.db('channel_members').insert(
      ids.map((user_id) => ({
        channel_id: channelId,
        user_id,
        role: 'student',
        state: 'joined',
        joined_at: new Date(),
      })),
    );
    const t = app.client({ host });
    await t.login('bench_teacher', testPassword);
    const a = await t.post('/api/assessment', {
      title: '벤치 평가',
      description: '부하 측정',
      registerOpen: '2025-01-01',
      registerClose: '2035-01-01',
    });
    const exam = await t.post(`/api/assessment/${a.body.data.lectureSeq}/exam`, {
      title: '벤치 시험',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
      quizzes: [{ quizId: 'q1', title: '합', score: 10 }],
      examineeIds: ids.slice(0, examinees),
      supervisorIds: ids.slice(examinees),
    });
    const examIndex = exam.body.data.index as number;
    const instances = [app, other];
    const clients = await Promise.all(
      names.map(async (name, i) => {
        const c = instances[i % 2].client({ host });
        return { c, name, id: ids[i], instance: instances[i % 2] };
      }),
    );
    await pool(clients, 8, async ({ c, name }) => c.login(name, testPassword));
    console.log(`${examinees} examinees and ${supervisors} supervisors logged in`);

    // Listeners: supervisors hear status events, examinees hear pause/resume.
    const statusSent = new Map<string, number>();
    const statusLatency: number[] = [];
    const pauseSent = new Map<string, number>();
    const pauseLatency: number[] = [];
    for (const { c, id, instance, name } of clients) {
      const isSupervisor = name.startsWith('sup');
      const topics = isSupervisor
        ? [`exam:${examIndex}:supervisors`]
        : [`exam:${examIndex}:user:${id}`, `exam:${examIndex}:examinees`];
      sockets.push(
        await socket(instance.url, c.cookie('sd_sid')!, `${host}:${instance.port}`, topics, (event, data) => {
          const at = now();
          if (isSupervisor && event === 'exam.status') {
            const step = (data.update as { step?: string }).step;
            const sent = step ? statusSent.get(step) : undefined;
            if (sent !== undefined) statusLatency.push(at - sent);
          } else if (!isSupervisor && (event === 'exam.pause' || event === 'exam.resume')) {
            const sent = pauseSent.get(event);
            if (sent !== undefined) pauseLatency.push(at - sent);
          }
        }),
      );
    }

    // 1. Status changes from examinees, spread over both instances.
    const examineeClients = clients.slice(0, examinees);
    const inflight: Promise<unknown>[] = [];
    for (let n = 0; n < statusEvents; n++) {
      const { c } = examineeClients[n % examinees];
      const step = `S${n}`;
      statusSent.set(step, now());
      inflight.push(c.post(`/api/exam/${examIndex}/waiting-step`, { step }));
      await sleep(statusIntervalMs);
    }
    await Promise.all(inflight);
    await sleep(500);
    const s1 = stats(statusLatency);
    const expected1 = statusEvents * supervisors;
    console.log(
      `examinee → supervisors: p50 ${ms(s1.p50)}, p99 ${ms(s1.p99)}, max ${ms(s1.max)} (${s1.count}/${expected1})`,
    );

    // 2. Pause-all and resume-all by a supervisor, alternating instances.
    const supervisor = clients[examinees];
    for (let r = 0; r < pauseRounds; r++) {
      for (const action of ['pause', 'resume'] as const) {
        pauseSent.set(`exam.${action}`, now());
        await supervisor.c.post(`/api/exam/${action}`, {
          examIndex,
          supervisionGroupIndex: 'all',
          isRealTimeControlRoom: true,
        });
        await sleep(300);
      }
    }
    await sleep(500);
    const s2 = stats(pauseLatency);
    const expected2 = pauseRounds * 2 * examinees;
    console.log(
      `pause-all → examinees: p50 ${ms(s2.p50)}, p99 ${ms(s2.p99)}, max ${ms(s2.max)} (${s2.count}/${expected2})`,
    );

    const rows = [
      {
        figure: `examinee status → ${supervisors} supervisors p99, ${examinees} examinees / 2 instances`,
        value: ms(s1.p99),
        baseline: `${ms(base.p99)} (raw Redis pub/sub)`,
        ratio: `${(s1.p99 / base.p99).toFixed(1)}×`,
        goal: '≤ 1000 ms, all delivered',
        met: s1.p99 <= 1000 && s1.count === expected1,
      },
      {
        figure: `pause-all → ${examinees} examinees p99`,
        value: ms(s2.p99),
        baseline: `${ms(base.p99)} (raw Redis pub/sub)`,
        ratio: `${(s2.p99 / base.p99).toFixed(1)}×`,
        goal: '≤ 1000 ms, all delivered',
        met: s2.p99 <= 1000 && s2.count === expected2,
      },
    ];
    console.log(`BENCH-RESULT ${JSON.stringify({ rows })}`);
  } finally {
    sockets.forEach((s) => s.close());
    await app.stop();
  }
}

await main();
