// Benchmark: the Q&A list API (`GET /api/qna`, community plugin, ~200 seeded questions) at
// concurrency 50 on one core instance: requests/s and p99 latency, as a ratio to a bare Koa
// handler serving the same JSON from memory, measured side by side in the same run.
// Goal: core req/s ≥ 0.5 × bare Koa req/s.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/qna-api.ts   (or `npm run bench -- qna-api`)
// Knobs: BENCH_SECONDS (per measurement, default 10), BENCH_ROUNDS (default 2), BENCH_CONNECTIONS
// (default 50), BENCH_TARGETS (comma list of bare,stack,anon,user; e.g. `anon` alone to profile core).
//
// The servers run in the main thread; the load generator (autocannon) runs in a worker thread so
// it does not share the servers' event loop. Both servers see exactly the same load settings.
import type { Server } from 'node:http';
import { loadUrl, median, type LoadResult } from './support/http-load.ts';
import { seedQuestions } from './support/qna-seed.ts';

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const questions = 200;

  const { startTestCore, testPassword } = await import('@seodang/sdk/testing');
  const { definePlugin } = await import('@seodang/sdk');
  const { default: Koa } = await import('koa');

  // Splits the gap: the same JSON from memory, but through core's whole request path
  // (identify, router, validation, access, service check, JSON) — everything except the database.
  let payload: unknown = null;
  const memoryRoute = {
    manifest: { id: 'bench-memory', apiVersion: 1 as const, requires: [], optional: [], services: [] },
    definition: definePlugin({
      id: 'bench-memory',
      register(env) {
        env.route({
          method: 'GET',
          path: '/api/bench/qna-memory',
          summary: 'Q&A list from memory',
          access: 'public',
          handler: () => payload,
        });
      },
    }),
  };

  const app = await startTestCore({ plugins: ['community', memoryRoute], config: { logLevel: 'silent' } });
  let bare: Server | undefined;
  try {
    // Seed through the API, as users would: 200 questions, an answer on every third, a comment on every fifth.
    await seedQuestions(app, testPassword, questions);
    await app.createUser({ userId: 'reader', name: '독자' });
    const reader = app.client();
    await reader.login('reader', testPassword);
    const userHeaders = { cookie: `sd_sid=${reader.cookie('sd_sid')}` };

    // The exact JSON core answers, served from memory by a bare Koa handler.
    const sample = await app.client().get('/api/qna');
    if (sample.status !== 200 || sample.body.data.totalCount !== questions)
      throw new Error(`unexpected list: ${sample.status} ${JSON.stringify(sample.body).slice(0, 200)}`);
    payload = sample.body as unknown;
    const koa = new Koa();
    koa.use((ctx) => {
      ctx.body = payload;
    });
    bare = await new Promise<Server>((resolve) => {
      const s = koa.listen(0, '127.0.0.1', () => resolve(s));
    });
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/api/qna`;
    const coreUrl = `${app.url}/api/qna`;

    const only = process.env.BENCH_TARGETS?.split(',');
    const targets = [
      { key: 'bare', label: 'bare Koa, same JSON from memory', url: bareUrl, headers: {} },
      {
        key: 'stack',
        label: 'core request path, JSON from memory',
        url: `${app.url}/api/bench/qna-memory`,
        headers: {},
      },
      { key: 'anon', label: 'core GET /api/qna, logged out', url: coreUrl, headers: {} },
      { key: 'user', label: 'core GET /api/qna, logged in', url: coreUrl, headers: userHeaders },
    ].filter((t) => !only || only.includes(t.key));
    console.log(
      `seeded ${questions} questions; ${connections} connections, ${rounds} rounds × ${seconds} s per target`,
    );
    for (const t of targets)
      await loadUrl({ url: t.url, connections, seconds: Math.min(3, seconds), headers: t.headers }); // warm-up (JIT, pools)
    const runs: Record<string, LoadResult[]> = { bare: [], stack: [], anon: [], user: [] };
    for (let r = 0; r < rounds; r++) {
      for (const t of targets) {
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
    if (runs.bare.length === 0) return; // BENCH_TARGETS without the baseline: no ratio to report
    const base = fig('bare');
    const rows = [];
    for (const key of targets.map((t) => t.key).filter((k) => k !== 'bare')) {
      const f = fig(key);
      const label = targets.find((t) => t.key === key)!.label;
      const ratio = f.rps / base.rps;
      // The goal is for the Q&A list itself; the memory route only shows where the time goes.
      const goal = key === 'stack' ? '-' : '≥ 0.5';
      const met = key === 'stack' ? null : ratio >= 0.5;
      console.log(
        `${label}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms; bare Koa ${base.rps.toFixed(0)} req/s, p99 ${base.p99} ms; ratio ${ratio.toFixed(2)}${met === null ? '' : ` (goal ≥ 0.5: ${met ? 'met' : 'NOT met'})`}`,
      );
      rows.push(
        {
          figure: `${label}, req/s @${connections}`,
          value: f.rps.toFixed(0),
          baseline: `${base.rps.toFixed(0)} (bare Koa)`,
          ratio: ratio.toFixed(2),
          goal,
          met,
        },
        {
          figure: `${label}, p99 @${connections}`,
          value: `${f.p99} ms`,
          baseline: `${base.p99} ms (bare Koa)`,
          ratio: `${(f.p99 / Math.max(base.p99, 1)).toFixed(1)}×`,
          goal: '-',
          met: null,
        },
      );
    }
    console.log(`BENCH-RESULT ${JSON.stringify({ rows })}`);
  } finally {
    bare?.close();
    await app.stop();
  }
}

await main();
