// `npm test`: system packages → fresh test services → web build → lint and typecheck beside the
// judge sandbox → ava unit + integration → judge tests → e2e. Stops at the first failing stage.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, fromRoot } from './lib/paths.ts';
import { fail, step } from './lib/log.ts';
import { childEnv, describeExit, runToEnd, stopOthers } from './lib/processes.ts';
import type { SpawnSpec } from './lib/processes.ts';
import { onShutdown } from './lib/shutdown.ts';
import { runStages, summaryLines } from './lib/stages.ts';
import { ensureSystemPackages } from './setup/install-packages.ts';
import { stopLeftovers } from './services/leftovers.ts';
import { removeProfileData } from './services/postgres-home.ts';
import { managedServiceNames, startServices } from './services/services.ts';
import type { Services } from './services/services.ts';
import { buildWeb } from './stages/web-build.ts';

const profile = 'test';
let services: Services | undefined;
let env: NodeJS.ProcessEnv = childEnv();

/**
 * Run a tool to completion; a non-zero exit fails the stage. `limitMin` bounds a stage that
 * could hang (a test process kept alive by a child it leaked) far above its usual time.
 */
async function tool(spec: Omit<SpawnSpec, 'env'>, limitMin?: number): Promise<void> {
  const exit = await runToEnd({ ...spec, env }, limitMin === undefined ? undefined : limitMin * 60_000);
  if (exit.overLimit) throw new Error(`${spec.name} ran over its ${limitMin} min limit`);
  if (exit.code !== 0) throw new Error(`${spec.name} ${describeExit(exit)}`);
}

const bin = (rel: string): string => fromRoot('node_modules', rel);

/** Runs tasks side by side to their end (a failure never leaves another running alone); the first failure fails the stage. */
async function sideBySide(...tasks: Promise<void>[]): Promise<void> {
  const outcomes = await Promise.allSettled(tasks);
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
}

const stages = [
  { name: 'system packages', run: async () => ensureSystemPackages() },
  {
    name: 'services',
    run: async () => {
      await stopLeftovers(profile);
      removeProfileData(profile); // every run starts from empty test data
      // Exam video tests need a media server; the judge's docker driver tests need an engine.
      services = await startServices({ profile, janus: true, docker: true });
      env = childEnv({
        ...services.env,
        NODE_ENV: 'test',
        // Some four hundred test processes load the same modules: Node keeps their compiled code
        // (TypeScript already stripped) on disk once, which saves each process about half a second.
        NODE_COMPILE_CACHE: join(dataDir(profile), 'node-compile-cache'),
        CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      });
    },
  },
  {
    name: 'web build',
    run: async () =>
      (await buildWeb({ env, required: false })) === 'absent'
        ? 'skipped: no scripts/build-web.ts'
        : undefined,
  },
  {
    // The judge's root filesystem is mostly disk work (a copy of this machine's earlier build) or
    // downloading and unpacking packages, so lint and the typecheck run beside it, eslint beside
    // prettier and tsc (about a minute each on two cores). The integration tests wait for all of
    // it: the fault and seeded-data tests run real judge workers on that filesystem.
    name: 'lint, typecheck + judge sandbox',
    run: async () => {
      const formatAndTypes = async () => {
        await tool({
          name: 'prettier',
          command: process.execPath,
          args: [bin('prettier/bin/prettier.cjs'), '--check', '.'],
        });
        await tool({
          name: 'tsc',
          command: process.execPath,
          args: [bin('typescript/bin/tsc'), '-p', 'tsconfig.json'],
        });
      };
      const eslint = () =>
        tool({ name: 'eslint', command: process.execPath, args: [bin('eslint/bin/eslint.js'), '.'] });
      const sandbox = () =>
        tool({ name: 'judge', command: 'npx', args: ['--no', 'seodang-judge', 'prepare'] });
      await sideBySide(formatAndTypes(), eslint(), sandbox());
    },
  },
  {
    // The judge stage's docker driver tests need the root filesystem as a Docker image: importing
    // it takes about a minute and a half of mostly disk work, done here beside the tests. The
    // limits below only stop a hung run, far above the usual time: this stage takes about 10
    // minutes on a warm machine, but twice that was seen on a machine just booted, whose disk and
    // caches were cold, and again on one whose page faults were slow (every stage took about
    // twice as long).
    name: 'unit + integration',
    run: () =>
      sideBySide(
        tool({ name: 'ava', command: process.execPath, args: [bin('ava/entrypoints/cli.mjs')] }, 40),
        tool({ name: 'judge', command: 'npx', args: ['--no', 'seodang-judge', 'prepare', '--docker-image'] }),
      ),
  },
  {
    name: 'judge',
    run: async () => {
      if (!existsSync(fromRoot('judge/ava.config.js'))) return 'skipped: no judge/ava.config.js';
      await tool({ name: 'judge-ava', command: 'npx', args: ['--no', 'ava'], cwd: fromRoot('judge') }, 25);
    },
  },
  {
    name: 'e2e',
    run: async () => {
      if (!existsSync(fromRoot('test/e2e/ava.config.js'))) return 'skipped: no test/e2e/ava.config.js';
      await tool(
        {
          name: 'e2e',
          command: process.execPath,
          args: [bin('ava/entrypoints/cli.mjs'), '--config', 'test/e2e/ava.config.js'],
        },
        65,
      );
    },
  },
];

let interrupted = false;
onShutdown(async () => {
  interrupted = true;
  fail('interrupted; stopping the test services');
  await stopOthers(managedServiceNames);
  await services?.stop();
  await stopOthers([]); // a service still starting when Ctrl-C came
  process.exit(130);
});

const results = await runStages(stages);
if (!interrupted) {
  await services?.stop();
  const failed = results.find((r) => r.outcome === 'failed');
  step(failed ? `npm test FAILED at "${failed.name}"` : 'npm test passed');
  console.log(summaryLines(results).join('\n'));
  process.exitCode = failed ? 1 : 0;
}
