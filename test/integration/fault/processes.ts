// Real processes for the fault tests: a private Redis (with the managed default's persistence),
// judge workers as child processes, and a private PostgreSQL cluster. Each test file starts its
// own, so killing or restarting one never disturbs another test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { redisArgs, ping } from '../../../scripts/services/redis.ts';
import { postgresBinDir, postgresUser } from '../../../scripts/services/postgres-binaries.ts';
import { repoRoot } from '../../../scripts/lib/paths.ts';

/** Resolves once `probe` is true; throws naming `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  probe: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A free loopback TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((r) => child.once('exit', () => r()));
}

/**
 * Waits for `child` to be ready; if it never is, kills it before rethrowing. A child left
 * running keeps the test file's process alive after its hooks failed, and the run never ends.
 */
async function readyOrKilled(child: ChildProcess, wait: Promise<void>): Promise<void> {
  try {
    await wait;
  } catch (err) {
    child.kill('SIGKILL');
    await exited(child);
    throw err;
  }
}

/**
 * Core in a child process on `port` (see core-child.ts), resolved once it serves; killing it with
 * SIGKILL is a crash: no goodbye to sockets, no cleanup.
 */
export async function startCoreProcess(
  config: object,
  port: number,
  plugins: readonly string[],
): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [fileURLToPath(new URL('core-child.ts', import.meta.url))], {
    env: {
      ...process.env,
      SEODANG_FAULT_CONFIG: JSON.stringify({ ...config, port }),
      SEODANG_FAULT_PLUGINS: plugins.join(','),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  await readyOrKilled(
    proc,
    waitFor('the core process to listen', () => {
      if (proc.exitCode !== null) throw new Error(`core exited with ${proc.exitCode}`);
      return out.includes('listening');
    }),
  );
  return proc;
}

/** Kills `child` with `signal` and resolves once it is gone. */
export async function killProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  child.kill(signal);
  await exited(child);
}

/** A private redis-server with the managed dev profile's flags (append-only file, fsync every second). */
export interface PrivateRedis {
  url: string;
  /** Kills the server with `signal` and starts it again on the same port and folder. */
  restart(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'seodang-fault-redis-'));
  const port = await freePort();
  let child: ChildProcess;
  const boot = async () => {
    child = spawn('redis-server', redisArgs('dev', port, dir), { cwd: dir, stdio: 'ignore' });
    const c = child;
    await readyOrKilled(
      c,
      waitFor('Redis to answer PING', async () => {
        if (c.exitCode !== null) throw new Error(`redis-server exited with ${c.exitCode}`);
        return ping(port);
      }),
    );
  };
  await boot();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart(signal = 'SIGKILL') {
      child.kill(signal);
      await exited(child);
      await boot();
    },
    async stop() {
      child.kill('SIGKILL');
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let workerCount = 0;

/** A judge worker (`seodang-judge worker`) in a child process. */
export interface WorkerProcess {
  child: ChildProcess;
  /** Its name on the jobs it takes (BullMQ `processedBy`). */
  name: string;
  log(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Jobs it judged to a result (`seodang_judge_jobs_completed_total`). */
  completed(): Promise<number>;
}

export async function startWorkerProcess(
  redisUrl: string,
  concurrency = 1,
  extraEnv: Record<string, string> = {},
): Promise<WorkerProcess> {
  const metricsPort = await freePort();
  // Each worker process of this host gets its own sandbox uids, 64 apart (judge README).
  const uidBase = 200_000 + (process.pid % 4000) * 256 + (workerCount++ % 4) * 64;
  const child = spawn(process.execPath, [join(repoRoot, 'judge/bin/seodang-judge.mjs'), 'worker'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      SEODANG_JUDGE_CONCURRENCY: String(concurrency),
      SEODANG_JUDGE_UID_BASE: String(uidBase),
      SEODANG_JUDGE_METRICS_PORT: String(metricsPort),
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => {
    log += d.toString();
  });
  await readyOrKilled(
    child,
    waitFor(
      'the judge worker to be ready',
      () => {
        if (child.exitCode !== null) throw new Error(`judge worker exited (${child.exitCode}): ${log}`);
        return log.includes('worker ready');
      },
      60_000,
    ),
  );
  return {
    child,
    name: `${spawnSync('hostname', { encoding: 'utf8' }).stdout.trim()}:${child.pid}`,
    log: () => log,
    async kill(signal = 'SIGKILL') {
      child.kill(signal);
      await exited(child);
    },
    async completed() {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const m = /^seodang_judge_jobs_completed_total\s+(\d+)/m.exec(text);
      return m ? Number(m[1]) : 0;
    },
  };
}

/** A private PostgreSQL cluster in a temporary folder, run as the `postgres` user. */
export interface PrivatePostgres {
  /** Superuser URL (the role `seodang`, like the shared test cluster's). */
  url: string;
  /** Stops the server (`pg_ctl stop -m fast`: sessions get 57P01 admin_shutdown). */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const user = postgresUser();
  const home = mkdtempSync(join(tmpdir(), 'seodang-fault-pg-'));
  chownSync(home, user.uid, user.gid);
  const data = join(home, 'data');
  const port = await freePort();
  const asPostgres = { uid: user.uid, gid: user.gid, cwd: home, encoding: 'utf8' as const };
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    asPostgres,
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const pgCtl = (...args: string[]) => {
    const r = spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '60', ...args], asPostgres);
    if (r.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${r.stderr}${r.stdout}`);
  };
  const options = [
    `-p ${port}`,
    `-k ${home}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c max_connections=100',
  ].join(' ');
  const start = async () => pgCtl('start', '-l', join(home, 'log'), '-o', options);
  await start();
  const psql = spawnSync(
    join(bin, 'psql'),
    [
      '-X',
      '-q',
      '-h',
      home,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-c',
      "CREATE ROLE seodang LOGIN SUPERUSER PASSWORD 'seodang'",
    ],
    asPostgres,
  );
  if (psql.status !== 0) throw new Error(`psql failed: ${psql.stderr}`);
  return {
    url: `postgres://seodang:seodang@127.0.0.1:${port}/postgres`,
    stop: async () => pgCtl('stop', '-m', 'fast'),
    start,
    async destroy() {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-w', 'stop', '-m', 'immediate'], asPostgres);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** A socket subscribed to one user's topic, recording the events it receives. */
export async function followUser(
  url: string,
  port: number,
  host: string,
  sessionCookie: string,
  userId: number,
): Promise<{
  events: { event: string; data: Record<string, unknown> }[];
  /** The close code, when the server closed the socket. */
  closed(): number | null;
  close(): void;
}> {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/realtime`, {
    headers: { host: `${host}:${port}`, cookie: `sd_sid=${sessionCookie}` },
  });
  let subscribed = false;
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as { type: string; event: string; data: Record<string, unknown> };
    if (m.type === 'subscribed') subscribed = true;
    if (m.type === 'event') events.push({ event: m.event, data: m.data });
  });
  ws.on('error', () => undefined);
  let closed: number | null = null;
  ws.on('close', (code) => {
    closed = code;
  });
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${userId}` }));
  await waitFor('the subscription', () => subscribed, 5000);
  return { events, closed: () => closed, close: () => ws.close() };
}
