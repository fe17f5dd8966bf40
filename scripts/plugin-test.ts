// One plugin's checks on their own: `npm run test:plugin -- <id>` (or `npm test -w plugins/<id>`).
// Type-checks the plugin with its own tsconfig, starts the test profile's services (PostgreSQL,
// Redis, Janus) unless `npm run services` already runs them, runs the plugin's unit and
// integration tests, and with `--e2e` its browser tests (plugins/<id>/test/*.e2e.ts; the web
// build must exist: node scripts/build-web.ts).
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fail, step } from './lib/log.ts';
import { childEnv, describeExit, runToEnd } from './lib/processes.ts';
import { fromRoot, repoRoot } from './lib/paths.ts';
import { ensureSystemPackages } from './setup/install-packages.ts';
import { stopLeftovers } from './services/leftovers.ts';
import { startServices, type Services } from './services/services.ts';

const args = process.argv.slice(2);
const e2e = args.includes('--e2e');
// Run as `npm test -w plugins/<id>`, npm starts us inside the plugin's folder.
const id =
  args.find((a) => !a.startsWith('--')) ?? (process.env.INIT_CWD ? basename(process.env.INIT_CWD) : '');
const dir = join(repoRoot, 'plugins', id);
if (!id || !existsSync(join(dir, 'package.json'))) {
  fail(`no plugin '${id}': npm run test:plugin -- <id> (one of the folders under plugins/)`);
  process.exit(2);
}

async function run(name: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv) {
  step(name);
  const exit = await runToEnd({ name, command, args: commandArgs, env });
  if (exit.code !== 0) throw new Error(`${name} ${describeExit(exit)}`);
}

let services: Services | undefined;
try {
  await run(
    'typecheck',
    process.execPath,
    [fromRoot('node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.json')],
    childEnv(),
  );
  let env = childEnv({ NODE_ENV: 'test', CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    ensureSystemPackages();
    await stopLeftovers('test');
    services = await startServices({ profile: 'test', janus: e2e });
    env = { ...env, ...services.env };
  }
  const ava = fromRoot('node_modules/ava/entrypoints/cli.mjs');
  await run('unit + integration', process.execPath, [ava, `plugins/${id}/**/*.test.ts`], env);
  if (e2e)
    await run(
      'e2e',
      process.execPath,
      [ava, '--config', 'test/e2e/ava.config.js', `plugins/${id}/test/**/*.e2e.ts`],
      env,
    );
  step(`plugin ${id}: passed`);
} catch (error) {
  fail((error as Error).message);
  process.exitCode = 1;
} finally {
  await services?.stop();
}
