// `npm run new-plugin`, end to end, in a throwaway copy of the repository (never in plugins/, which
// other test files list while they run): a plugin of each kind is generated, then checked as it
// is — Prettier, eslint, its own tsconfig and its own tests against the test PostgreSQL and Redis —
// and the checks that read every plugin pass with both in the copy: the README's plugin map, the
// screen walk's plan and the authorization matrix. Their browser tests and the screen walk of the
// new screen run in the e2e stage (test/e2e/new-plugin.e2e.ts).
import test, { type ExecutionContext } from 'ava';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nameProblem, quizTypeIdOf, spellingsOf } from './new-plugin/names.ts';
import { render } from './new-plugin/scaffold.ts';
import { samples, startTrial, type Ran, type Trial } from './new-plugin/trial.ts';
import { repoRoot } from './lib/paths.ts';
import type * as WalkPlan from '../test/e2e/support/walk-plan.ts';
import type * as WebRoutes from '../core/src/ssr/web-routes.ts';

let trial: Trial;
test.before(async () => {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    throw new Error('DATABASE_URL and REDIS_URL are needed: npm test sets them, or . .data/test/env.sh');
  trial = await startTrial();
});
test.after.always(() => {
  trial?.close();
});

/** The command's output when it failed, for the assertion message. */
const passed = (t: ExecutionContext, ran: Ran, what: string) =>
  t.is(ran.code, 0, `${what} failed:\n${ran.output.slice(-6000)}`);

test.serial('a name is lowercase kebab-case, free and not reserved; the spellings follow from it', (t) => {
  const refused = (name: string, kind: 'plugin' | 'quiz-type' = 'plugin') =>
    nameProblem(name, kind, repoRoot);
  t.is(refused('book-club'), null);
  t.is(refused('quiz-guess', 'quiz-type'), null);
  for (const bad of ['', 'Reading', 'reading_log', 'reading--log', '-log', 'log-', '1log', 'a'.repeat(41)])
    t.truthy(refused(bad), bad);
  t.regex(refused('workspace')!, /already exists/);
  t.regex(refused('admin')!, /reserved/);
  t.regex(refused('notice')!, /screen path \/notice belongs to plugins\/community/);
  t.regex(refused('peer')!, /\/api\/peer is in use/);
  t.regex(refused('quiz-pairing', 'quiz-type')!, /quiz type 'pairing' exists/);
  t.is(quizTypeIdOf('quiz-estimate'), 'estimate');
  t.is(quizTypeIdOf('estimate'), 'estimate');
  t.like(spellingsOf('reading-log-2', 'plugin', '^4'), {
    plugin: 'reading-log-2',
    Plugin: 'ReadingLog2',
    pluginCamel: 'readingLog2',
    plugin_snake: 'reading_log_2',
    Title: 'Reading log 2',
  });
  t.is(
    render('__plugin_snake___items of __Plugin__', { plugin_snake: 'a_b', Plugin: 'AB' }),
    'a_b_items of AB',
  );
  t.throws(() => render('__type__', { plugin: 'x' }), { message: /__type__ has no value/ });
});

test.serial(
  'the command refuses a bad name with the reason, and says what it created and what comes next',
  async (t) => {
    const scaffold = join(repoRoot, 'scripts/new-plugin.ts');
    const bad = await trial.node([scaffold, 'Reading_Log', '--root', trial.root]);
    t.is(bad.code, 2);
    t.regex(bad.output, /not lowercase kebab-case/);
    const taken = await trial.node([scaffold, '--quiz-type', samples.quizType, '--root', trial.root]);
    t.is(taken.code, 2);
    t.regex(taken.output, /plugins\/quiz-estimate already exists/);

    const { plugin, quizType } = trial.created;
    passed(t, plugin, 'new-plugin reading-log');
    passed(t, quizType, 'new-plugin --quiz-type quiz-estimate');
    for (const [ran, name, files] of [
      [
        plugin,
        samples.plugin,
        ['server/migrations/001_reading_log.ts', 'web/screens/reading-log-screen.tsx'],
      ],
      [quizType, samples.quizType, ['common/label.ts', 'web/estimate-player.tsx']],
    ] as const) {
      for (const file of [
        'package.json',
        'tsconfig.json',
        'README.md',
        `test/${name}.test.ts`,
        `test/${name}.e2e.ts`,
        ...files,
      ]) {
        t.true(existsSync(join(trial.root, 'plugins', name, file)), `${name}/${file}`);
        t.true(ran.output.includes(`plugins/${name}/${file}`), `listed: ${name}/${file}`);
      }
      t.regex(ran.output, new RegExp(`npm run test:plugin -- ${name}\\b`));
      t.regex(ran.output, /README\.md: the plugin map has its row/);
      const manifest = JSON.parse(readFileSync(join(trial.root, 'plugins', name, 'package.json'), 'utf8'));
      t.like(manifest, { name: `@seodang/plugin-${name}`, seodang: { id: name, apiVersion: 1 } });
    }
    t.regex(plugin.output, /walk-plan\.ts: the screen walk opens \/reading-log/);
  },
);

test.serial('the generated files pass Prettier and eslint as they are', async (t) => {
  t.timeout(5 * 60_000);
  const files = ['plugins/reading-log', 'plugins/quiz-estimate', 'test/e2e/support/walk-plan.ts'];
  passed(
    t,
    await trial.node([join(repoRoot, 'node_modules/prettier/bin/prettier.cjs'), '--check', ...files]),
    'prettier',
  );
  passed(t, await trial.node([join(repoRoot, 'node_modules/eslint/bin/eslint.js'), ...files]), 'eslint');
});

for (const name of [samples.plugin, samples.quizType])
  test.serial(`npm run test:plugin -- ${name}: its own tsc and its own tests pass unchanged`, async (t) => {
    t.timeout(8 * 60_000);
    const ran = await trial.node(['scripts/plugin-test.ts', name], 8 * 60_000);
    passed(t, ran, `plugin-test ${name}`);
    t.regex(ran.output, new RegExp(`plugin ${name}: passed`));
  });

test.serial(
  'the checks that read every plugin pass with both: plugin map, screen walk plan, authorization matrix',
  async (t) => {
    t.timeout(8 * 60_000);
    const copy = (path: string) => pathToFileURL(join(trial.root, path)).href;
    // The copy's own files: the plan the scaffold wrote to, and core's reading of the web routes.
    const { walkPlan } = (await import(copy('test/e2e/support/walk-plan.ts'))) as typeof WalkPlan;
    const { declaredRoutes } = (await import(copy('core/src/ssr/web-routes.ts'))) as typeof WebRoutes;
    const routes = await declaredRoutes(
      new Map([[samples.plugin, join(trial.root, 'plugins', samples.plugin)]]),
    );
    const mine = routes.filter((r) => r.owner === samples.plugin);
    t.deepEqual(
      mine.map((r) => r.path),
      ['/reading-log'],
    );
    t.deepEqual(
      mine.filter((r) => !walkPlan(routes).some((v) => v.route === r.path)),
      [],
    );
    const ava = join(repoRoot, 'node_modules/ava/entrypoints/cli.mjs');
    const ran = await trial.node(
      [ava, 'scripts/plugin-map.test.ts', 'test/integration/authorization-matrix.test.ts'],
      8 * 60_000,
    );
    passed(t, ran, 'plugin map and authorization matrix in the copy');
  },
);
