/**
 * `npm run new-plugin` in chromium: a plugin of each kind, generated into a throwaway copy of the
 * repository (never into plugins/, which the other tests list), passes its own browser test in a web
 * build of that copy, and the screen walk opens the new screen for the roles the scaffold put in its
 * plan (every look, axe-core included). The screenshots are kept under screenshots/new-plugin/. The
 * rest of the scaffold's checks run in scripts/new-plugin.test.ts.
 */
import test, { type ExecutionContext } from 'ava';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { samples, startTrial, type Ran, type Trial } from '../../scripts/new-plugin/trial.ts';

let trial: Trial;
test.before(async () => {
  trial = await startTrial();
});
test.after.always(() => {
  const shots = join(trial?.root ?? '', 'test/e2e/screenshots');
  if (trial && existsSync(shots))
    cpSync(shots, fileURLToPath(new URL('./screenshots/new-plugin', import.meta.url)), { recursive: true });
  trial?.close();
});

const passed = (t: ExecutionContext, ran: Ran, what: string) =>
  t.is(ran.code, 0, `${what} failed:\n${ran.output.slice(-6000)}`);

test('the generated plugins pass their browser tests, and the screen walk opens the new screen', async (t) => {
  t.timeout(10 * 60_000);
  passed(t, trial.created.plugin, 'new-plugin');
  passed(t, trial.created.quizType, 'new-plugin --quiz-type');
  passed(t, await trial.node(['scripts/build-web.ts']), 'the web build of the copy');
  const ava = [join(repoRoot, 'node_modules/ava/entrypoints/cli.mjs'), '--config', 'test/e2e/ava.config.js'];
  const own = await trial.node(
    [...ava, ...Object.values(samples).map((name) => `plugins/${name}/test/${name}.e2e.ts`)],
    8 * 60_000,
  );
  passed(t, own, 'the generated browser tests');
  t.regex(own.output, /2 tests passed/);
  const walk = await trial.node(
    [
      ...ava,
      'test/e2e/screen-walk.e2e.ts',
      '--match',
      'every route the app declares*',
      '--match',
      `*/${samples.plugin}`,
    ],
    8 * 60_000,
  );
  passed(t, walk, 'the screen walk of the new screen');
  t.regex(walk.output, /3 tests passed/);
});
