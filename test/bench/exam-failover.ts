// Exam failover: how long an examinee is out of the exam when the core instance holding their
// socket is killed (SIGKILL, no goodbye). Fifty examinees sit an exam through HAProxy in front of
// two core processes (the tier `npm run cluster` starts). Each runs the page's own realtime client
// (`RealtimeClient`: backoff, resubscribe, resync) and, on resync, refetches the exam as the exam
// room does. "Back" is that refetch answered 200. The baseline, in the same run, is each
// examinee's first join (socket open, exam fetched) on the healthy tier. Prints p50/p99 of both
// and their ratios; no threshold.
//
// Run: DATABASE_URL=<admin url> REDIS_URL=<url> node test/bench/exam-failover.ts
//      (or `npm run bench -- exam-failover`; needs Debian haproxy)
// Knobs: BENCH_EXAMINEES (50).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { percentile } from './support/timing.ts';
import { startTestTier } from '../integration/fault/core-tier.ts';

const examinees = Number(process.env.BENCH_EXAMINEES ?? 50);
const resultPrefix = 'BENCH-RESULT ';

async function main(): Promise<void> {
  const { examFixture } = await import('@seodang/plugin-assessment/testing');
  const { TestClient } = await import('@seodang/sdk/testing');
  const { RealtimeClient } = await import('../../sdk/web/realtime/realtime-client.ts');
  const { waitFor } = await import('../integration/fault/processes.ts');
  type Realtime = InstanceType<typeof RealtimeClient>;

  const f = await examFixture({ examinees });
  const dir = mkdtempSync(join(tmpdir(), 'seodang-bench-failover-'));
  const config = f.app.core.config;
  const { tier, lbPort } = await startTestTier(config, ['community', 'assessment', 'supervision'], dir, {
    checkIntervalMs: 500,
  });
  const sockets: Realtime[] = [];
  try {
    const host = `${f.host}:${lbPort}`;
    /** One examinee: signed in through the balancer, socket open and subscribed, exam fetched. */
    const join = async (name: string, i: number) => {
      const http = new TestClient(tier.url, { host });
      await http.login(name, 'Test#pass1');
      const fetchExam = async () => {
        const res = await http.get(`/api/exam/${f.examIndex}`);
        if (res.status !== 200) throw new Error(`exam for ${name}: ${res.status}`);
      };
      // Round robin counts requests: an extra one for every other examinee spreads the sockets.
      if (i % 2) await http.get('/api/health');
      let instance = '';
      const started = performance.now();
      const realtime = new RealtimeClient({
        url: `ws://127.0.0.1:${lbPort}/api/realtime`,
        createSocket: (url) => {
          const ws = new WebSocket(url, { headers: { host, cookie: `sd_sid=${http.cookie('sd_sid')}` } });
          ws.once('upgrade', (res) => (instance = String(res.headers['x-seodang-instance'])));
          return ws as never;
        },
      });
      sockets.push(realtime);
      let backAt = 0;
      realtime.onResync(() => void fetchExam().then(() => (backAt = performance.now())));
      realtime.subscribe(`exam:${f.examIndex}:user:${f.ids[name]}`, () => {});
      await waitFor(`${name}'s socket`, () => realtime.status === 'open', 10_000);
      await fetchExam();
      return { i, joinMs: performance.now() - started, instance: () => instance, backAt: () => backAt };
    };
    const seats: Awaited<ReturnType<typeof join>>[] = [];
    for (const [i, name] of f.examineeNames.entries()) seats.push(await join(name, i));
    const holding = (name: string) => seats.filter((s) => s.instance() === name).length;
    const victim = [...tier.instances].sort((a, b) => holding(b.name) - holding(a.name))[0];
    const affected = seats.filter((s) => s.instance() === victim.name);
    console.log(
      `${examinees} examinees in; ${affected.length} on ${victim.name}; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`,
    );
    const killedAt = performance.now();
    victim.process.child.kill('SIGKILL');
    await waitFor(
      'every examinee of the killed instance back',
      () => affected.every((s) => s.backAt() > 0),
      60_000,
    );
    const back = affected.map((s) => s.backAt() - killedAt);
    const joins = seats.map((s) => s.joinMs);
    const fmt = (ms: number) => `${Math.round(ms)} ms`;
    const rows = [50, 99].map((p) => ({
      figure: `examinee back in the exam after their instance is killed, p${p} (${affected.length} of ${examinees})`,
      value: fmt(percentile(back, p)),
      baseline: `${fmt(percentile(joins, p))} (first join, healthy tier)`,
      ratio: `${(percentile(back, p) / percentile(joins, p)).toFixed(1)}×`,
      goal: '-',
      met: null,
    }));
    for (const r of rows) console.log(`${r.figure}: ${r.value}; baseline ${r.baseline}; ${r.ratio}`);
    console.log(`${resultPrefix}${JSON.stringify({ rows })}`);
  } finally {
    for (const s of sockets) s.close();
    await tier.stop();
    await f.app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
