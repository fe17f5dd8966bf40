// `npm start`: system packages → managed services → migrate → seed → web build → core (and
// the judge) → wait for /api/health → print the URLs and demo logins. Ctrl-C stops it all.
// A core that dies after it served is started again with back-off; the services stay up.
import { fromRoot } from './lib/paths.ts';
import { fail, info, seconds, step, warn } from './lib/log.ts';
import { childEnv, launch, stopOthers } from './lib/processes.ts';
import { supervise } from './lib/supervise.ts';
import { coreRestartPolicy } from './lib/restart-backoff.ts';
import { isPortFree } from './lib/ports.ts';
import { removePid, writePid } from './lib/pid-files.ts';
import { onShutdown } from './lib/shutdown.ts';
import { ensureSystemPackages } from './setup/install-packages.ts';
import { stopLeftovers } from './services/leftovers.ts';
import { managedServiceNames, startServices } from './services/services.ts';
import type { Services } from './services/services.ts';
import { runCoreCli } from './stages/core-cli.ts';
import { buildWeb } from './stages/web-build.ts';
import { siteServiceOptions } from './stages/dev-services.ts';
import { waitForHealth } from './stages/health.ts';
import { judgeAvailable, startJudge } from './stages/judge.ts';
import type { JudgeRun } from './stages/judge.ts';
import { printWelcome } from './welcome.ts';
import { existsSync } from 'node:fs';

const profile = 'dev';
const startedAt = Date.now();
let services: Services | undefined;
/** The running core: first the process we wait on, then its supervisor. */
let core: { stop(signal?: NodeJS.Signals): Promise<unknown> } | undefined;
let judge: JudgeRun | undefined;
let stopping = false;

async function stopAll(exitCode: number): Promise<never> {
  stopping = true;
  if (judge) {
    await judge.stop();
    removePid(profile, 'judge');
  }
  if (core) {
    await core.stop('SIGTERM');
    removePid(profile, 'core');
  }
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

async function main(): Promise<void> {
  const port = Number.parseInt(process.env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  await stopLeftovers(profile);
  if (!(await isPortFree(port, '0.0.0.0')))
    throw new Error(`port ${port} is already in use; stop what uses it or set PORT`);

  ensureSystemPackages();
  services = await startServices({
    profile,
    janus: true,
    docker: process.env.SEODANG_JUDGE_DRIVER === 'docker',
    ...siteServiceOptions(port),
  });
  const env = childEnv({
    ...services.env,
    PORT: String(port),
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  });

  await runCoreCli('migrate', env);
  await runCoreCli('seed', env);
  await buildWeb({ env, required: false });

  step(`Core: http server on port ${port}`);
  const main = fromRoot('core/src/main.ts');
  if (!existsSync(main))
    throw new Error('core/src/main.ts does not exist yet (docs/contracts.md, "Processes and commands")');
  const startCore = () => launch({ name: 'core', command: process.execPath, args: [main], env });
  const firstCore = startCore();
  core = firstCore;
  writePid(profile, 'core', firstCore.child.pid);

  if (process.env.SEODANG_JUDGE === 'off') {
    info('judge not started here (SEODANG_JUDGE=off): workers elsewhere serve this REDIS_URL');
  } else if (judgeAvailable()) {
    step('Judge: prepare (in the background), then the worker');
    judge = startJudge(env, (m) => writePid(profile, 'judge', m.child.pid));
  } else {
    warn('the judge is not there yet (judge/src/cli.ts); submissions will not be graded');
  }

  // A core that cannot start at all is fatal (waitForHealth throws when it exits); once it has
  // served, a crash is restarted instead of taking PostgreSQL, Redis, Janus and the judge down.
  await waitForHealth(port, firstCore);
  if (!stopping) {
    core = supervise({
      first: firstCore,
      start: startCore,
      policy: coreRestartPolicy,
      onRestart: (restarted) => writePid(profile, 'core', restarted.child.pid),
    });
  }
  printWelcome(port, process.env.SEODANG_BASE_DOMAIN ?? 'localhost', seconds(Date.now() - startedAt), {
    mailDir: services.mailDir,
    testPgUrl: services.testPgUrl,
    demoOidc: services.demoOidc,
    demoModelUrl: services.demoModelUrl,
  });
  info('Press Ctrl-C to stop. Data stays in .data/dev between runs.');
}

main().catch(async (err: Error) => {
  if (stopping) return;
  fail(err.message);
  await stopAll(1);
});
