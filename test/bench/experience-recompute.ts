// Experience recompute benchmark: `POST /api/experience/recompute`'s work (every profile's totals
// rebuilt from its ledger, the differing ones written in one transaction) over 100,000 ledger rows
// of 200 learners, against a bare `SELECT user_id, sum(xp), sum(pieces) … GROUP BY user_id` of the
// same rows from the same pool, in the same run. Two cases: every profile off (all written) and
// every profile right (read and compared only). Prints the medians and their ratios; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/experience-recompute.ts
//      (or `npm run bench -- experience-recompute`)
// Knobs: BENCH_ROWS (100000), BENCH_USERS (200), BENCH_ROUNDS (5; the medians are reported).
import { startTestCore } from '@seodang/sdk/testing';
import { recompute } from '../../plugins/experience/server/recompute.ts';

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const userCount = Number(process.env.BENCH_USERS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const resultPrefix = 'BENCH-RESULT ';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const app = await startTestCore({ plugins: ['experience'] });
  try {
    const db = app.core.db;
    const channelId = await app.createChannel({ slug: 'bench-school' });
    // Users straight into the table (the benchmark is about the ledger, not sign-up's password hash).
    const template = await db('users')
      .where({ id: await app.createUser({ userId: 'bench0' }) })
      .first();
    const { id: _id, user_id: _login, email: _email, ...rest } = template;
    const users = (await db('users')
      .insert(
        Array.from({ length: userCount - 1 }, (_, i) => ({
          ...rest,
          user_id: `bench${i + 1}`,
          email: `bench${i + 1}@example.com`,
        })),
      )
      .returning('id')) as { id: number }[];
    const ids = [template.id as number, ...users.map((u) => u.id)];
    await db('experience_profiles').insert(ids.map((id) => ({ user_id: id, channel_id: channelId })));
    await db.raw(
      `INSERT INTO experience_ledger (user_id, channel_id, source_type, source_id, revision, source_state, base_xp, xp, pieces)
       SELECT (?::int[])[1 + g % ?], ?, 'lesson', g::text, 1, 'complete', 10, 10, (g % 50 = 0)::int
       FROM generate_series(1, ?) AS g`,
      [ids, ids.length, channelId, rowCount],
    );
    await db.raw('ANALYZE experience_ledger');
    const bare = () =>
      db('experience_ledger')
        .whereRaw('coalesce(channel_id, 0) = ?', [channelId])
        .groupBy('user_id')
        .select('user_id', db.raw('sum(xp) as xp'), db.raw('sum(pieces) as pieces'));
    const offAll = () =>
      db('experience_profiles')
        .where({ channel_id: channelId })
        .update({ total_xp: 0, piece_count: 0, level: 1 });
    // Check once, then warm up.
    await offAll();
    const fixed = await recompute(db, channelId);
    if (fixed.length !== ids.length)
      throw new Error(`recompute fixed ${fixed.length} of ${ids.length} profiles`);
    const total = fixed.reduce((n, d) => n + d.after.totalXp, 0);
    if (total !== rowCount * 10) throw new Error(`recompute found ${total} XP, expected ${rowCount * 10}`);
    await bare();
    const bareMs: number[] = [];
    const writeMs: number[] = [];
    const readMs: number[] = [];
    for (let n = 0; n < rounds; n++) {
      bareMs.push(await time(bare));
      await offAll();
      writeMs.push(await time(() => recompute(db, channelId)));
      readMs.push(await time(() => recompute(db, channelId)));
    }
    const base = median(bareMs);
    const write = median(writeMs);
    const read = median(readMs);
    console.log(
      `experience-recompute benchmark: ${rowCount} ledger rows, ${ids.length} profiles, ${rounds} rounds`,
    );
    console.log(`bare SUM … GROUP BY: median ${base.toFixed(1)} ms`);
    console.log(
      `recompute, every profile off: median ${write.toFixed(1)} ms; ratio ${(write / base).toFixed(2)}×`,
    );
    console.log(
      `recompute, every profile right: median ${read.toFixed(1)} ms; ratio ${(read / base).toFixed(2)}×`,
    );
    const baseline = `${base.toFixed(0)} ms (bare SUM … GROUP BY)`;
    const rows = [
      {
        figure: `recompute ${rowCount} ledger rows, ${ids.length} profiles all off`,
        value: `${write.toFixed(0)} ms`,
        baseline,
        ratio: `${(write / base).toFixed(2)}×`,
        goal: '-',
        met: null,
      },
      {
        figure: `recompute ${rowCount} ledger rows, ${ids.length} profiles all right`,
        value: `${read.toFixed(0)} ms`,
        baseline,
        ratio: `${(read / base).toFixed(2)}×`,
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
