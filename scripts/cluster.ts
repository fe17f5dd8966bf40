// `npm run cluster`: the multi-machine topology rehearsed on one machine, with `npm start`'s own
// steps and services under `.data/cluster/`: system packages → PostgreSQL, Redis, Janus and the
// local S3-compatible store (core keeps its files there) → migrate → seed → web build → two core
// instances on their own loopback ports behind HAProxy (round robin, no sticky sessions, WebSocket
// upgrades, health checks on /api/health; a second Janus, so rooms are placed on the least loaded
// of two media servers) → three judge workers, each with its own sandbox uids →
// the one URL and the demo logins. Ctrl-C stops it all. `--instances N` and `--workers N` change
// the counts. An instance that exits is not restarted: the balancer sends its traffic to the others.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dataDir } from './lib/paths.ts';
import { fail, info, seconds, step, warn } from './lib/log.ts';
import { childEnv, describeExit, stopOthers } from './lib/processes.ts';
import { candidatePorts, isPortFree } from './lib/ports.ts';
import { clearStale, removePid, writePid } from './lib/pid-files.ts';
import { onShutdown } from './lib/shutdown.ts';
import { ensureSystemPackages } from './setup/install-packages.ts';
import { stopLeftovers } from './services/leftovers.ts';
import { startAnotherJanus, type RunningJanus } from './services/janus.ts';
import { managedServiceNames, startServices } from './services/services.ts';
import type { Services } from './services/services.ts';
import { runCoreCli } from './stages/core-cli.ts';
import { buildWeb } from './stages/web-build.ts';
import { siteServiceOptions } from './stages/dev-services.ts';
import { startCoreTier, type CoreTier } from './stages/core-tier.ts';
import { judgeAvailable, startJudge } from './stages/judge.ts';
import type { JudgeRun } from './stages/judge.ts';
import { printWelcome } from './welcome.ts';

const profile = 'cluster';
const startedAt = Date.now();
let services: Services | undefined;
let tier: CoreTier | undefined;
let judge: JudgeRun | undefined;
let stopping = false;
let secondJanus: RunningJanus | undefined;

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '2' }, workers: { type: 'string', default: '3' } },
});
const count = (name: string, value: string, min: number, max: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be ${min} to ${max}`);
  return n;
};
const instances = count('instances', values.instances, 1, 8);
const workers = count('workers', values.workers, 0, 8);

/** Pid-file names of this run's own processes, besides the services' (leftovers.ts knows those). */
const ownNames = [
  ...Array.from({ length: 8 }, (_, i) => [`core-${i + 1}`, 'core/src/main.ts'] as const),
  ...Array.from({ length: 8 }, (_, i) => [`judge-${i + 1}`, 'seodang-judge'] as const),
  ['judge', 'seodang-judge'] as const, // its prepare step
  ['haproxy', 'haproxy'] as const,
  ['janus-2', 'janus'] as const,
];

async function stopAll(exitCode: number): Promise<never> {
  stopping = true;
  await judge?.stop();
  await tier?.stop();
  await secondJanus?.process.stop('SIGTERM');
  for (const [name] of ownNames) removePid(profile, name);
  await stopOthers(managedServiceNames);
  if (services) await services.stop();
  await stopOthers([]); // a service still starting when Ctrl-C came
  process.exit(exitCode);
}

onShutdown(async () => {
  console.log('');
  step('Stopping (Ctrl-C)');
  await stopAll(0);
});

/** `count` free loopback ports among the cluster profile's core candidates. */
async function instancePorts(n: number): Promise<number[]> {
  const ports: number[] = [];
  for (const port of candidatePorts('core', profile, 40)) {
    if (ports.length === n) break;
    if (await isPortFree(port)) ports.push(port);
  }
  if (ports.length < n) throw new Error(`no ${n} free ports for the core instances`);
  return ports;
}

/**
 * A second managed Janus next to the services' one (same secrets, other ports): core places each
 * room on the least loaded of the two (SEODANG_JANUS_URLS / SEODANG_JANUS_WS_URLS). None when
 * the first is not managed here (an operator's JANUS_HTTP_URL) or did not start.
 */
async function startSecondJanus(env: Record<string, string>): Promise<Record<string, string>> {
  if (!env.JANUS_HTTP_URL || !env.JANUS_WS_URL || !env.JANUS_TOKEN_SECRET || !env.JANUS_ADMIN_KEY) return {};
  try {
    secondJanus = await startAnotherJanus(profile, join(dataDir(profile), 'janus-2'), {
      tokenSecret: env.JANUS_TOKEN_SECRET,
      adminKey: env.JANUS_ADMIN_KEY,
    });
  } catch (err) {
    warn(`the second Janus did not start (${(err as Error).message}); every room is on the first`);
    return {};
  }
  writePid(profile, 'janus-2', secondJanus.process.child.pid);
  info(`second Janus at ${secondJanus.httpUrl} (log: .data/${profile}/janus-2/janus.log)`);
  return {
    SEODANG_JANUS_URLS: `${env.JANUS_HTTP_URL},${secondJanus.httpUrl}`,
    SEODANG_JANUS_WS_URLS: `${env.JANUS_WS_URL},${secondJanus.wsUrl}`,
  };
}

async function main(): Promise<void> {
  const port = Number.parseInt(process.env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  for (const [name, marker] of ownNames) await clearStale(profile, name, marker);
  await stopLeftovers(profile);
  if (!(await isPortFree(port, '0.0.0.0')))
    throw new Error(`port ${port} is already in use (npm start?); stop what uses it or set PORT`);

  ensureSystemPackages();
  services = await startServices({ profile, janus: true, objectStore: true, ...siteServiceOptions(port) });
  const env = childEnv({
    ...services.env,
    ...(await startSecondJanus(services.env)),
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  });

  await runCoreCli('migrate', env);
  await runCoreCli('seed', env);
  await buildWeb({ env, required: false });

  const ports = await instancePorts(instances);
  step(`Core: ${instances} instances (ports ${ports.join(', ')}) behind HAProxy on port ${port}`);
  tier = await startCoreTier({
    env,
    ports,
    bind: { host: process.env.HOST ?? '0.0.0.0', port },
    dir: join(dataDir(profile), 'haproxy'),
    onStarted: (m) => writePid(profile, m.name, m.child.pid),
  });
  for (const instance of tier.instances)
    void instance.process.exited.then((exit) => {
      if (!stopping)
        warn(
          `${instance.name} exited (${describeExit(exit)}); HAProxy sends its requests to the other instances`,
        );
    });

  if (workers === 0 || process.env.SEODANG_JUDGE === 'off') {
    info('no judge workers here: workers elsewhere serve this REDIS_URL');
  } else if (judgeAvailable()) {
    step(`Judge: prepare (in the background), then ${workers} workers`);
    judge = startJudge(env, (m) => writePid(profile, m.name, m.child.pid), { workers });
  } else {
    warn('the judge is not there yet (judge/src/cli.ts); submissions will not be graded');
  }

  printWelcome(port, process.env.SEODANG_BASE_DOMAIN ?? 'localhost', seconds(Date.now() - startedAt), {
    mailDir: services.mailDir,
    testPgUrl: services.testPgUrl,
    demoOidc: services.demoOidc,
    demoModelUrl: services.demoModelUrl,
  });
  info(
    `HAProxy (${join('.data', profile, 'haproxy', 'haproxy.cfg')}) alternates the requests between ` +
      tier.instances.map((i) => `${i.name} (${i.url})`).join(' and ') +
      '; each answer names its instance in X-Seodang-Instance.',
  );
  info(
    `Files are kept in the local S3-compatible store (${services.env.S3_ENDPOINT ?? 'S3_ENDPOINT'}, .data/${profile}/s3).`,
  );
  info(`Press Ctrl-C to stop. Data stays in .data/${profile} between runs.`);
}

main().catch(async (err: Error) => {
  if (stopping) return;
  fail(err.message);
  await stopAll(1);
});
