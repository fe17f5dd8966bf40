// Judge throughput: the same burst of submissions through one judge worker process and through
// three, each a real `seodang-judge worker` with one slot and its own sandbox uids, against a
// private Redis, in the same run. A round starts the workers, waits until they are ready, enqueues
// the whole burst at once and times it from the first enqueue to the last result; rounds
// alternate one and three workers. Prints submissions per second and their ratio; no threshold.
// On one machine the workers share its cores, so the ratio is bounded by the core count (printed).
//
// Run: node test/bench/judge-workers.ts   (or `npm run bench -- judge-workers`; needs root and
//      the prepared root filesystem, `npx seodang-judge prepare`)
// Knobs: BENCH_SUBMISSIONS (24 per round, 10 tests each), BENCH_ROUNDS (2 of each).
import { cpus, loadavg } from 'node:os';
import { JudgeClient } from '@seodang/judge/client';
import { startPrivateRedis, startWorkerProcess, type WorkerProcess } from '../integration/fault/processes.ts';

const submissions = Number(process.env.BENCH_SUBMISSIONS ?? 24);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const resultPrefix = 'BENCH-RESULT ';
const source = 'a, b = map(int, input().split())\nprint(a + b)\n';
const tests = Array.from({ length: 10 }, (_, i) => ({
  name: String(i + 1),
  input: `${i} ${i + 1}\n`,
  expected: { kind: 'text' as const, text: `${2 * i + 1}\n` },
}));

/** Submissions per second through `workers` worker processes for one burst. */
async function burst(redisUrl: string, client: JudgeClient, workers: number, round: number): Promise<number> {
  const running: WorkerProcess[] = [];
  try {
    for (let i = 0; i < workers; i++) running.push(await startWorkerProcess(redisUrl, 1));
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: submissions }, (_, i) =>
        client.judge({
          protocolVersion: 1,
          kind: 'grade',
          submissionId: `bench-workers-${process.pid}-${round}-${workers}-${i}`,
          language: 'python3',
          source: `${source}# ${i}\n`,
          tests,
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const wrong = results.filter((r) => r.status !== 'ACCEPTED');
    if (wrong.length) throw new Error(`a submission was not accepted: ${wrong[0].status}`);
    return submissions / seconds;
  } finally {
    for (const w of running) await w.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const redis = await startPrivateRedis();
  const client = new JudgeClient({ connection: redis.url });
  const figures: Record<1 | 3, number[]> = { 1: [], 3: [] };
  try {
    await burst(redis.url, client, 1, -1); // warm-up: page cache, compile of the runner
    for (let r = 0; r < rounds; r++)
      for (const workers of r % 2 ? ([3, 1] as const) : ([1, 3] as const)) {
        const rate = await burst(redis.url, client, workers, r);
        figures[workers].push(rate);
        console.log(`  round ${r + 1}: ${workers} worker(s) ${rate.toFixed(2)} submissions/s`);
      }
  } finally {
    await client.close();
    await redis.stop();
  }
  const best = (xs: number[]) => Math.max(...xs);
  const one = best(figures[1]);
  const three = best(figures[3]);
  const machine = `${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`;
  console.log(
    `judge, 3 workers: ${three.toFixed(2)} submissions/s; 1 worker: ${one.toFixed(2)}; ratio ${(three / one).toFixed(2)} (${machine})`,
  );
  const rows = [
    {
      figure: `judge throughput, 3 workers × 1 slot (${submissions} × 10-test python3, ${machine})`,
      value: `${three.toFixed(2)} sub/s`,
      baseline: `${one.toFixed(2)} sub/s (1 worker)`,
      ratio: `${(three / one).toFixed(2)}×`,
      goal: '-',
      met: null,
    },
  ];
  console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
}

await main();
