// Attendance check-in benchmark: 500 enrolled learners, each signed in, all send
// `POST /api/attendance/check-in {code}` at once with the one code on the display (core's request
// path, the code's Redis lookup, the session, the lecture's roster, the record's insert, the
// flags for one address with many accounts, the `attendance.record-marked` event and the display's
// topic), all inside one code window (a code is fetched with at least 10 s of its 17 s life left).
// Baseline: 500 Redis GETs of the same code key sent at once from the same worker, in the same
// run. Every check-in must answer 201 with the same code. Rounds alternate (the records are
// deleted between them); prints the burst's wall time and p50/p99 of each, and their ratios, and
// the SQL statements one learner's check-in sends alone, first and repeated (BENCH_VERBOSE=1
// lists them).
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/attendance-check-in.ts
//      (or `npm run bench -- attendance-check-in`)
// Knobs: BENCH_LEARNERS (500), BENCH_ROUNDS (3; medians).
import { startTestCore, testPassword, type TestClient } from '@seodang/sdk/testing';
import { burst, type BurstResult } from './support/burst.ts';
import { median } from './support/http-load.ts';
import { percentile } from './support/timing.ts';

const learnerCount = Number(process.env.BENCH_LEARNERS ?? 500);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const resultPrefix = 'BENCH-RESULT ';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const app = await startTestCore({ plugins: ['lectures', 'attendance'] });
  try {
    const db = app.core.db;
    const school = await app.createChannelWithMembers({ slug: 'bench-att', members: { teach: 'teacher' } });
    const teacher = await school.login('teach');
    const created = await teacher.post('/api/lecture', {
      subject: '정보 수업',
      description: '',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
    });
    if (created.status !== 201) throw new Error(`lecture: ${JSON.stringify(created.body)}`);
    const lecture = created.body.data.sequence as number;
    // Learners straight into the tables (the benchmark is about checking in, not sign-up).
    const {
      id: _id,
      user_id: _login,
      email: _email,
      ...rest
    } = await db('users').where({ id: school.ids.teach }).first();
    const learners = (await db('users')
      .insert(
        Array.from({ length: learnerCount }, (_, i) => ({
          ...rest,
          is_teacher: false,
          user_id: `bench${i}`,
          name: `학생 ${i}`,
          email: `bench${i}@example.com`,
        })),
      )
      .returning(['id', 'user_id'])) as { id: number; user_id: string }[];
    const now = new Date();
    await db('channel_members').insert(
      learners.map((u) => ({
        channel_id: school.id,
        user_id: u.id,
        role: 'student',
        state: 'joined',
        joined_at: now,
      })),
    );
    await db('lecture_enrolments').insert(
      learners.map((u) => ({ lecture_id: lecture, user_id: u.id, state: 'joined', joined_at: now })),
    );
    // Each learner signs in once (a few at a time: argon2 is the point of a password, not of this).
    const clients: TestClient[] = [];
    for (let i = 0; i < learners.length; i += 8) {
      const batch = learners.slice(i, i + 8).map(async (u) => {
        const c = app.client({ host: school.host });
        await c.login(u.user_id, testPassword);
        return c;
      });
      clients.push(...(await Promise.all(batch)));
    }
    const session = await teacher.post('/api/attendance/sessions', {
      lectureIndex: lecture,
      startAt: new Date().toISOString(),
    });
    if (session.status !== 201) throw new Error(`session: ${JSON.stringify(session.body)}`);
    const sessionId = session.body.data.id as number;
    await teacher.post(`/api/attendance/sessions/${sessionId}/open`);

    /** The display's code, with at least 10 s of its window left. */
    const freshCode = async (): Promise<string> => {
      for (;;) {
        const shown = (await teacher.get(`/api/attendance/sessions/${sessionId}/code`)).body.data as {
          code: string;
          rotatesAt: number;
          serverTime: number;
        };
        const left = shown.rotatesAt - shown.serverTime;
        if (left >= 10_000) return shown.code;
        await sleep(left + 50);
      }
    };
    const url = `${app.url}/api/attendance/check-in`;
    const host = `${school.host}:${app.port}`;
    const prefix = `${app.core.config.redisPrefix}:attendance:`;
    const checkIns = (code: string) =>
      burst({
        kind: 'http',
        url,
        method: 'POST',
        requests: clients.map((c) => ({
          headers: {
            host,
            cookie: `sd_sid=${c.cookie('sd_sid')}; sd_csrf=${c.cookie('sd_csrf')}`,
            'x-csrf-token': c.cookie('sd_csrf')!,
          },
          body: JSON.stringify({ code }),
        })),
      });
    const lookups = (code: string) =>
      burst({
        kind: 'redis',
        redisUrl: app.core.config.redisUrl,
        key: `${prefix}code:${school.id}:${code}`,
        count: learnerCount,
      });
    const reset = () => db('attendance_records').where({ session_id: sessionId }).delete();

    // Check once (and warm up): every learner is recorded present; the baseline reads the session.
    const code = await freshCode();
    // The baseline's key, read before the burst: a slow burst may outlive the code's window.
    const value = await app.core.redis.get(`${prefix}code:${school.id}:${code}`);
    if (value !== String(sessionId)) throw new Error(`the code key holds ${value}`);
    const first = await checkIns(code);
    const wrong = first.statuses.filter((s) => s !== 201);
    if (wrong.length) throw new Error(`${wrong.length} check-ins answered ${[...new Set(wrong)].join(', ')}`);
    const count = await db('attendance_records').where({ session_id: sessionId, status: 'present' }).count();
    if (Number(count[0]!.count) !== learnerCount) throw new Error(`${count[0]!.count} records`);
    await lookups(code);

    const route: BurstResult[] = [];
    const bare: BurstResult[] = [];
    for (let n = 0; n < rounds; n++) {
      await reset();
      const c = await freshCode();
      const res = await checkIns(c);
      const off = res.statuses.filter((s) => s !== 201);
      if (off.length)
        throw new Error(`round ${n + 1}: ${off.length} check-ins answered ${[...new Set(off)].join(', ')}`);
      route.push(res);
      bare.push(await lookups(c));
    }
    // The SQL one check-in sends, alone: a learner's first (a record made) and a repeat.
    await reset();
    const alone = await freshCode();
    const statementsOf = async (client: TestClient) => {
      // Core's identity cache warmed first, so the count is the check-in's own.
      await client.get('/api/attendance/my');
      const sent: string[] = [];
      const onQuery = (q: { sql: string }) => sent.push(q.sql.replace(/\s+/g, ' ').slice(0, 100));
      db.on('query', onQuery);
      try {
        const answer = await client.post('/api/attendance/check-in', { code: alone });
        if (answer.status !== 201 && answer.status !== 200) throw new Error(`check-in: ${answer.status}`);
      } finally {
        db.off('query', onQuery);
      }
      if (process.env.BENCH_VERBOSE) for (const sql of sent) console.log(`  ${sql}`);
      return sent.length;
    };
    const firstStatements = await statementsOf(clients[0]!);
    const repeatStatements = await statementsOf(clients[0]!);
    const figures = (runs: BurstResult[]) => ({
      wall: median(runs.map((r) => r.wallMs)),
      p50: median(runs.map((r) => percentile(r.latencies, 50))),
      p99: median(runs.map((r) => percentile(r.latencies, 99))),
    });
    const r = figures(route);
    const b = figures(bare);
    console.log(`attendance-check-in benchmark: ${learnerCount} learners at once, ${rounds} rounds`);
    console.log(
      `check-in burst: ${r.wall.toFixed(0)} ms wall, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
    );
    console.log(
      `Redis GET burst: ${b.wall.toFixed(1)} ms wall, p50 ${b.p50.toFixed(2)} ms, p99 ${b.p99.toFixed(2)} ms`,
    );
    console.log(`ratio wall check-ins / Redis GETs: ${(r.wall / b.wall).toFixed(1)}`);
    console.log(`SQL statements per check-in: ${firstStatements} (first), ${repeatStatements} (repeat)`);
    const baseline = `${b.wall.toFixed(1)} ms (${learnerCount} Redis GETs)`;
    const rows = [
      {
        figure: `${learnerCount} check-ins at once, one window: wall`,
        value: `${r.wall.toFixed(0)} ms`,
        baseline,
        ratio: `${(r.wall / b.wall).toFixed(1)}×`,
        goal: '≤ 17 s (one window)',
        met: r.wall <= 17_000,
      },
      {
        figure: `${learnerCount} check-ins at once: p99`,
        value: `${r.p99.toFixed(0)} ms`,
        baseline: `${b.p99.toFixed(2)} ms (Redis GET p99)`,
        ratio: `${(r.p99 / b.p99).toFixed(1)}×`,
        goal: '-',
        met: null,
      },
      {
        figure: 'SQL statements per check-in (first, repeat)',
        value: `${firstStatements}, ${repeatStatements}`,
        baseline: '-',
        ratio: '-',
        goal: '-',
        met: null,
      },
    ];
    console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
  } finally {
    await app.stop();
  }
}

await main();
