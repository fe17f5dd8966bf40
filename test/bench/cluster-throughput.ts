// Benchmark: `GET /api/qna` (community plugin, 200 seeded questions) through HAProxy in front of two
// core instances, against one of those instances directly, side by side in the same run: req/s and
// p99 at 50 connections, logged out, and the ratio. The tier is the one `npm run cluster` starts
// (scripts/stages/core-tier.ts): core processes and HAProxy, not in-process servers.
// Goal (issue 22): ≥ 1.7× on a machine with enough cores; the core count is printed with the ratio.
// On a 2-core box the two instances, HAProxy, PostgreSQL and the load generator share two cores,
// so the ratio says more about the balancer's cost than about scaling.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/cluster-throughput.ts
// (`. .data/test/env.sh` gives both). Needs the Debian package haproxy.
// Knobs: BENCH_SECONDS (per measurement, default 10), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS (default 50).
//
// The load generator (autocannon) runs in a worker thread of this process; both targets see
// exactly the same load settings, and the rounds alternate between them.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadUrl, median, type LoadResult } from './support/http-load.ts';
import { seedQuestions } from './support/qna-seed.ts';
import { startTestTier } from '../integration/fault/core-tier.ts';

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const questions = 200;

  const { startTestCore, testPassword } = await import('@seodang/sdk/testing');

  // The database, seeded through the API as users would; the tier's processes then serve it.
  const app = await startTestCore({ plugins: ['community'], config: { logLevel: 'silent' } });
  const dir = mkdtempSync(join(tmpdir(), 'seodang-bench-cluster-'));
  let tier: Awaited<ReturnType<typeof startTestTier>>['tier'] | undefined;
  try {
    await seedQuestions(app, testPassword, questions);
    const config = app.core.config;
    let lbPort: number;
    ({ tier, lbPort } = await startTestTier(config, ['community'], dir));
    const [first] = tier.instances;
    const targets = [
      { key: 'one', label: `one instance directly (${first.name})`, port: first.port },
      { key: 'two', label: 'two instances through HAProxy', port: lbPort },
    ].map((t) => ({
      ...t,
      url: `http://127.0.0.1:${t.port}/api/qna`,
      headers: { host: `localhost:${t.port}` },
    }));
    for (const t of targets) {
      const res = await fetch(t.url, { headers: t.headers });
      const body = (await res.json()) as { data?: { totalCount?: number } };
      if (res.status !== 200 || body.data?.totalCount !== questions)
        throw new Error(`${t.label}: unexpected list ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    console.log(
      `seeded ${questions} questions; ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)}; ` +
        `${connections} connections, ${rounds} rounds × ${seconds} s per target`,
    );
    for (const t of targets)
      await loadUrl({ url: t.url, connections, seconds: Math.min(3, seconds), headers: t.headers }); // warm-up (JIT, pools)
    const runs: Record<string, LoadResult[]> = { one: [], two: [] };
    for (let r = 0; r < rounds; r++) {
      for (const t of r % 2 ? [...targets].reverse() : targets) {
        const res = await loadUrl({ url: t.url, connections, seconds, headers: t.headers });
        if (res.non2xx > 0 || res.errors > 0)
          throw new Error(`${t.label}: ${res.non2xx} non-2xx answers, ${res.errors} errors`);
        runs[t.key].push(res);
        console.log(
          `  round ${r + 1} ${t.label.padEnd(34)} ${res.rps.toFixed(0).padStart(6)} req/s  p50 ${res.p50} ms  p99 ${res.p99} ms  (${res.total} requests)`,
        );
      }
    }
    const fig = (key: string) => ({
      rps: median(runs[key].map((x) => x.rps)),
      p99: median(runs[key].map((x) => x.p99)),
    });
    const one = fig('one');
    const two = fig('two');
    const ratio = two.rps / one.rps;
    console.log(
      `two instances through HAProxy: ${two.rps.toFixed(0)} req/s, p99 ${two.p99} ms; one instance directly ` +
        `${one.rps.toFixed(0)} req/s, p99 ${one.p99} ms; ratio ${ratio.toFixed(2)}× on ${cpus().length} cores ` +
        `(goal ≥ 1.7× on a machine with enough cores: ${ratio >= 1.7 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await tier?.stop();
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
