// `npm run bench [-- <name>...]`: the figures of the benchmarks under test/bench, each a ratio to
// a baseline measured in the same run. Starts a private PostgreSQL and Redis (profile `bench`,
// under `.data/bench`, never the dev or test data) unless DATABASE_URL / REDIS_URL are set, runs
// each benchmark as its own process, prints one summary table and stops the services.
//
//   npm run bench                      qna-api, realtime, supervision, workspace, judge-workers, exam-failover, checkout, coupon, csv-import, experience-recompute, credential-verify, attendance-check-in, mail-queue, roadmap-detail, recruitment-list, search, main-page-js
//   npm run bench -- qna-api           one of them
//   npm run bench -- start-time        opt-in: times `npm start` itself (dev profile, port 3000)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, fromRoot, repoRoot } from './lib/paths.ts';
import type { Profile } from './lib/paths.ts';
import { fail, info, step, warn } from './lib/log.ts';
import { basePorts, isPortFree, pickPort } from './lib/ports.ts';
import type { ServiceName } from './lib/ports.ts';
import { childEnv, describeExit, launch, runToEnd } from './lib/processes.ts';
import type { Managed } from './lib/processes.ts';
import { clearStale, removePid, writePid } from './lib/pid-files.ts';
import { onShutdown } from './lib/shutdown.ts';
import { waitUntil } from './lib/wait.ts';
import { postgresBinDir, postgresUser } from './services/postgres-binaries.ts';
import { postgresHome } from './services/postgres-home.ts';
import { managedDb } from './services/postgres.ts';
import { ping, redisArgs } from './services/redis.ts';

/** One line of the summary: a figure, its baseline from the same run, their ratio and the goal. */
export interface BenchRow {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  goal: string;
  met: boolean | null;
}

/** Benchmarks print this prefix followed by `{ rows: BenchRow[] }` as JSON on one line. */
export const resultPrefix = 'BENCH-RESULT ';

interface Bench {
  name: string;
  file: string;
  needsServices: boolean;
  byDefault: boolean;
  /** Why it cannot run here, if it cannot. */
  unavailable?: () => string | undefined;
  /** Rows from a benchmark that prints plain text instead of a result line. */
  parse?: (output: string) => BenchRow[];
}

const benches: Bench[] = [
  { name: 'qna-api', file: 'test/bench/qna-api.ts', needsServices: true, byDefault: true },
  { name: 'realtime', file: 'test/bench/realtime.ts', needsServices: true, byDefault: true },
  { name: 'supervision', file: 'test/bench/supervision.ts', needsServices: true, byDefault: true },
  {
    name: 'workspace',
    file: 'test/bench/workspace.ts',
    needsServices: true,
    byDefault: true,
    unavailable: () => {
      if (!existsSync(fromRoot('dist/web-plugins/remoteEntry.js')))
        return 'no web build (node scripts/build-web.ts)';
      if (!existsSync(fromRoot('.data/judge-rootfs')))
        return 'no judge root filesystem (npx seodang-judge prepare)';
      if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) return 'no chromium';
      return undefined;
    },
  },
  {
    name: 'judge-workers',
    file: 'test/bench/judge-workers.ts',
    needsServices: false,
    byDefault: true,
    unavailable: () =>
      existsSync(fromRoot('.data/judge-rootfs'))
        ? undefined
        : 'no judge root filesystem (npx seodang-judge prepare)',
  },
  {
    name: 'exam-failover',
    file: 'test/bench/exam-failover.ts',
    needsServices: true,
    byDefault: true,
    unavailable: () =>
      spawnSync('haproxy', ['-v']).status === 0 ? undefined : 'no haproxy (Debian package haproxy)',
  },
  { name: 'checkout', file: 'test/bench/checkout.ts', needsServices: true, byDefault: true },
  { name: 'coupon', file: 'test/bench/coupon.ts', needsServices: true, byDefault: true },
  { name: 'csv-import', file: 'test/bench/csv-import.ts', needsServices: false, byDefault: true },
  {
    name: 'experience-recompute',
    file: 'test/bench/experience-recompute.ts',
    needsServices: true,
    byDefault: true,
  },
  {
    name: 'credential-verify',
    file: 'test/bench/credential-verify.ts',
    needsServices: true,
    byDefault: true,
  },
  {
    name: 'attendance-check-in',
    file: 'test/bench/attendance-check-in.ts',
    needsServices: true,
    byDefault: true,
  },
  { name: 'mail-queue', file: 'test/bench/mail-queue.ts', needsServices: true, byDefault: true },
  { name: 'ai-stream', file: 'test/bench/ai-stream.ts', needsServices: true, byDefault: true },
  { name: 'roadmap-detail', file: 'test/bench/roadmap-detail.ts', needsServices: true, byDefault: true },
  { name: 'recruitment-list', file: 'test/bench/recruitment-list.ts', needsServices: true, byDefault: true },
  {
    name: 'search',
    file: 'test/bench/search.ts',
    needsServices: true,
    byDefault: true,
    parse: (out) => {
      const http = /HTTP .* p99 ([\d.]+) ms\s+(\d+) req\/s/.exec(out);
      const sql = /SQL .* p99 ([\d.]+) ms\s+(\d+) req\/s/.exec(out);
      const bare = /BARE .* p99 ([\d.]+) ms\s+(\d+) req\/s/.exec(out);
      if (!http || !sql || !bare) return [];
      const baseline = `${bare[1]} ms (bare indexed lookup)`;
      const ratio = (p99: string) => `${(Number(p99) / Number(bare[1])).toFixed(2)}×`;
      return [
        {
          figure: '/search (10,000 lectures) p99 @20',
          value: `${http[1]} ms`,
          baseline,
          ratio: ratio(http[1]),
          goal: '≤ 30 ms',
          met: Number(http[1]) <= 30,
        },
        {
          figure: '/search SQL alone p99 @20',
          value: `${sql[1]} ms`,
          baseline,
          ratio: ratio(sql[1]),
          goal: '-',
          met: null,
        },
        {
          figure: '/search (10,000 lectures) req/s @20',
          value: http[2],
          baseline: `${sql[2]} (same SQL direct)`,
          ratio: (Number(http[2]) / Number(sql[2])).toFixed(2),
          goal: '-',
          met: null,
        },
      ];
    },
  },
  {
    name: 'main-page-js',
    file: 'test/bench/main-page-js.ts',
    needsServices: false,
    byDefault: true,
    unavailable: () => {
      if (!existsSync(fromRoot('shell/dist/manifest.json')))
        return 'no shell build (node scripts/build-web.ts)';
      if (!existsSync(process.env.CHROMIUM ?? '/usr/bin/chromium')) return 'no chromium';
      return undefined;
    },
    parse: (out) => {
      const total = /main page JavaScript: (\d+) files, ([\d.]+) KB gzipped/.exec(out);
      const react = /React \+ ReactDOM production alone: ([\d.]+) KB/.exec(out);
      const ratio = /ratio main page \/ React\+ReactDOM: ([\d.]+)/.exec(out);
      if (!total) return [];
      return [
        {
          figure: `main page JS, gzipped (${total[1]} files)`,
          value: `${total[2]} KB`,
          baseline: react ? `${react[1]} KB (React+ReactDOM)` : '-',
          ratio: ratio ? `${ratio[1]}×` : '-',
          goal: '≤ 200 KB',
          met: Number(total[2]) <= 200,
        },
      ];
    },
  },
  {
    name: 'start-time',
    file: 'test/bench/start-time.ts',
    needsServices: false,
    byDefault: false,
    parse: (out) => {
      const base = /baseline \(managed PostgreSQL \+ Redis start\): ([\d.]+) s/.exec(out);
      const best = /\(best ([\d.]+) s\)/.exec(out);
      const ratio = /ratio npm start \/ baseline: ([\d.]+)×/.exec(out);
      if (!best) return [];
      return [
        {
          figure: 'npm start → /api/health 200',
          value: `${best[1]} s`,
          baseline: base ? `${base[1]} s (PostgreSQL+Redis start)` : '-',
          ratio: ratio ? `${ratio[1]}×` : '-',
          goal: '≤ 60 s',
          met: Number(best[1]) <= 60,
        },
      ];
    },
  },
];

// The bench profile: its own folder and its own ports (dev uses offset 0, test 1, bench 2).
const profile = 'bench' as string as Profile;
const portOffset = 2;

function benchPorts(service: ServiceName): number[] {
  return Array.from({ length: 10 }, (_, i) => basePorts[service] + portOffset + i * 10);
}

interface Services {
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** PostgreSQL and Redis for the benchmarks: external when the environment names them, else managed. */
async function startBenchServices(): Promise<Services> {
  const started: Managed[] = [];
  const env: Record<string, string> = {};
  const stop = async (): Promise<void> => {
    for (const m of started.splice(0).reverse()) {
      await m.stop(m.name === 'postgres' ? 'SIGINT' : 'SIGTERM');
      removePid(profile, m.name);
    }
  };
  try {
    if (process.env.DATABASE_URL) {
      step('PostgreSQL: using DATABASE_URL');
      env.DATABASE_URL = process.env.DATABASE_URL;
    } else {
      step('PostgreSQL: managed (.data/bench/postgres)');
      env.DATABASE_URL = await startPostgres(started);
    }
    if (process.env.REDIS_URL) {
      step('Redis: using REDIS_URL');
      env.REDIS_URL = process.env.REDIS_URL;
    } else {
      step('Redis: managed (.data/bench/redis)');
      env.REDIS_URL = await startRedis(started);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { env, stop };
}

async function startRedis(started: Managed[]): Promise<string> {
  const dir = join(dataDir(profile), 'redis');
  mkdirSync(dir, { recursive: true });
  await clearStale(profile, 'redis', 'redis-server');
  const port = await pickPort(benchPorts('redis'), isPortFree);
  // The test profile's arguments: no persistence.
  const proc = launch({
    name: 'redis',
    command: 'redis-server',
    args: redisArgs('test', port, dir),
    cwd: dir,
    output: 'ignore',
  });
  started.push(proc);
  writePid(profile, 'redis', proc.child.pid);
  await waitUntil('Redis to answer PING', () => ping(port), { timeoutMs: 30_000, process: proc });
  info(`ready on port ${port}`);
  return `redis://127.0.0.1:${port}`;
}

/** A throwaway cluster, initialised fresh for every run, tuned like the test profile's. */
async function startPostgres(started: Managed[]): Promise<string> {
  const bin = postgresBinDir();
  const user = postgresUser();
  await clearStale(profile, 'postgres', 'postgres');
  const home = postgresHome(profile, user);
  const cluster = join(home, 'cluster');
  const sockets = join(home, 'sockets');
  const asPostgres = { uid: user.uid, gid: user.gid };
  rmSync(cluster, { recursive: true, force: true });
  rmSync(sockets, { recursive: true, force: true });
  const init = await runToEnd({
    name: 'initdb',
    command: join(bin, 'initdb'),
    args: [
      '-D',
      cluster,
      '-U',
      'postgres',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-instructions',
      '--no-sync',
    ],
    cwd: home,
    ...asPostgres,
    output: 'ignore',
  });
  if (init.code !== 0) throw new Error(`initdb failed (${describeExit(init)})`);
  spawnSync('install', ['-d', '-m', '0700', '-o', String(user.uid), '-g', String(user.gid), sockets]);
  const port = await pickPort(benchPorts('postgres'), isPortFree);
  const settings = [
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=300',
    'log_min_messages=warning',
  ];
  const proc = launch({
    name: 'postgres',
    command: join(bin, 'postgres'),
    args: [
      '-D',
      cluster,
      '-p',
      String(port),
      '-k',
      sockets,
      '-c',
      'listen_addresses=127.0.0.1',
      ...settings.flatMap((s) => ['-c', s]),
    ],
    cwd: home,
    ...asPostgres,
    output: 'ignore',
  });
  started.push(proc);
  writePid(profile, 'postgres', proc.child.pid);
  const psql = (sql: string): string => {
    const r = spawnSync(
      join(bin, 'psql'),
      [
        '-X',
        '-q',
        '-t',
        '-A',
        '-v',
        'ON_ERROR_STOP=1',
        '-h',
        sockets,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
        '-c',
        sql,
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`psql failed: ${r.stderr || r.error?.message}`);
    return r.stdout.trim();
  };
  await waitUntil(
    'PostgreSQL to accept connections',
    () =>
      spawnSync(join(bin, 'pg_isready'), [
        '-q',
        '-h',
        sockets,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        'postgres',
      ]).status === 0,
    { timeoutMs: 60_000, process: proc },
  );
  const { user: u, password, database } = managedDb;
  // A superuser on this private cluster: startTestCore creates and drops a database per instance.
  psql(`CREATE ROLE ${u} LOGIN SUPERUSER PASSWORD '${password}'`);
  psql(`CREATE DATABASE ${database} OWNER ${u}`);
  info(`ready on port ${port}`);
  return `postgres://${u}:${password}@127.0.0.1:${port}/${database}`;
}

/** Runs one benchmark in its own process (open-file limit raised for the sockets), echoing its output. */
async function runBench(bench: Bench, env: NodeJS.ProcessEnv): Promise<{ rows: BenchRow[]; error?: string }> {
  // `ulimit -n` up to the hard limit: the realtime benchmark opens 2,000+ sockets in one process.
  const child = spawn(
    'sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, bench.file],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  const rows: BenchRow[] = [];
  const onLine = (line: string): void => {
    if (line.startsWith(resultPrefix)) {
      rows.push(...(JSON.parse(line.slice(resultPrefix.length)) as { rows: BenchRow[] }).rows);
      return;
    }
    console.log(`  ${line}`);
  };
  let partial = '';
  child.stdout.on('data', (d: Buffer) => {
    const text = partial + d.toString();
    out += d.toString();
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    lines.forEach(onLine);
  });
  child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
  const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
  if (partial) onLine(partial);
  if (bench.parse) rows.push(...bench.parse(out));
  return code === 0 || rows.length > 0 ? { rows } : { rows, error: `exited with code ${code}` };
}

function table(results: { name: string; rows: BenchRow[]; note?: string }[]): string {
  const header = ['bench', 'figure', 'value', 'baseline (same run)', 'ratio', 'goal', ''];
  const lines: string[][] = [header];
  for (const r of results) {
    if (r.note) lines.push([r.name, r.note, '', '', '', '', '']);
    for (const row of r.rows)
      lines.push([
        r.name,
        row.figure,
        row.value,
        row.baseline,
        row.ratio,
        row.goal,
        row.met === null ? '' : row.met ? 'met' : 'MISSED',
      ]);
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const fmt = (l: string[]): string =>
    l
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [fmt(lines[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.slice(1).map(fmt)].join('\n');
}

const names = process.argv.slice(2);
const unknown = names.filter((n) => n !== 'all' && !benches.some((b) => b.name === n));
if (unknown.length > 0) {
  fail(`unknown benchmark ${unknown.join(', ')}; known: ${benches.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const chosen = names.includes('all')
  ? benches
  : names.length > 0
    ? benches.filter((b) => names.includes(b.name))
    : benches.filter((b) => b.byDefault);

let services: Services | undefined;
onShutdown(async () => {
  fail('interrupted; stopping the bench services');
  await services?.stop();
  process.exit(130);
});

const results: { name: string; rows: BenchRow[]; note?: string }[] = [];
try {
  if (chosen.some((b) => b.needsServices)) services = await startBenchServices();
  const env = childEnv({ ...services?.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', TEST_LOG_LEVEL: 'silent' });
  for (const bench of chosen) {
    const why = bench.unavailable?.();
    if (why) {
      warn(`${bench.name}: skipped (${why})`);
      results.push({ name: bench.name, rows: [], note: `skipped: ${why}` });
      continue;
    }
    step(`bench ${bench.name}`);
    const r = await runBench(bench, env);
    if (r.error) fail(`${bench.name} ${r.error}`);
    results.push({ name: bench.name, rows: r.rows, note: r.error ? `failed: ${r.error}` : undefined });
  }
} finally {
  await services?.stop();
}
step('summary');
console.log(table(results));
const summaryFile = join(dataDir(profile), 'summary.txt');
mkdirSync(dataDir(profile), { recursive: true });
writeFileSync(summaryFile, `${new Date().toISOString()}\n${table(results)}\n`);
info(`(also written to .data/bench/summary.txt)`);
if (results.some((r) => r.note?.startsWith('failed'))) process.exitCode = 1;
