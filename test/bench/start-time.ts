// Benchmark: time for `npm start` to serve (GET /api/health → 200) on a machine where every
// package is already installed. Goal: ≤ 60 s. Reported against a baseline measured in the
// same run: the bare start of the managed PostgreSQL + Redis that `npm start` also performs.
//
// Run: node test/bench/start-time.ts [runs] [command...]   (default command: npm start;
// stop any running `npm start` first)
import { spawn } from 'node:child_process';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { isPortFree } from '../../scripts/lib/ports.ts';
import { startServices } from '../../scripts/services/services.ts';

const runs = Number.parseInt(process.argv[2] ?? '2', 10);
const [command, ...args] = process.argv.length > 3 ? process.argv.slice(3) : ['npm', 'start'];
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const goalMs = 60_000;

async function timeBaseline(): Promise<number> {
  const t0 = performance.now();
  const services = await startServices({ profile: 'dev', janus: false });
  const ms = performance.now() - t0;
  await services.stop();
  return ms;
}

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Start the command, time until it serves, then Ctrl-C it and wait for a clean exit. */
async function timeStart(): Promise<number> {
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port) },
  });
  let tail = '';
  const keep = (d: Buffer): void => void (tail = (tail + d.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const done = new Promise<void>((resolve) => child.on('exit', () => ((exited = true), resolve())));
  const t0 = performance.now();
  while (!(await healthy())) {
    if (exited) throw new Error(`npm start exited before serving; its last output:\n${tail}`);
    if (performance.now() - t0 > 300_000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const ms = performance.now() - t0;
  if (child.pid) process.kill(-child.pid, 'SIGINT');
  await done;
  return ms;
}

if (!(await isPortFree(port, '0.0.0.0')))
  throw new Error(`port ${port} is busy: stop the running npm start first`);
const baseline = await timeBaseline();
const starts: number[] = [];
for (let i = 0; i < runs; i++) starts.push(await timeStart());
const best = Math.min(...starts);
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
console.log(`baseline (managed PostgreSQL + Redis start): ${s(baseline)}`);
console.log(`npm start → /api/health 200: ${starts.map(s).join(', ')} (best ${s(best)})`);
console.log(`ratio npm start / baseline: ${(best / baseline).toFixed(1)}×`);
console.log(`goal ≤ ${s(goalMs)}: ${best <= goalMs ? 'met' : 'NOT met'}`);
