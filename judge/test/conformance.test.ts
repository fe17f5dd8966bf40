/**
 * The conformance suite, run against every available driver: per language a correct, a wrong,
 * a too-slow, a crashing, a non-compiling, a too-hungry and a too-chatty program, each with its
 * expected verdict. bwrap must be available; nsjail and docker are skipped loudly when absent.
 */
import test from 'ava';
import { createDriver, DRIVER_NAMES } from '../src/sandbox/drivers.ts';
import { createJudge } from '../src/judge.ts';
import { LANGUAGES } from '../src/languages/registry.ts';
import { EXPECTED, PROGRAMS, type ConformanceKind } from './fixtures/conformance-programs.ts';
import { aPlusB, grade, leftoverWorkDirs, requireRootfs, sandboxProcesses, watchJudge } from './helpers.ts';

requireRootfs();

// Availability is settled first: ava wants every test declared in one synchronous stretch.
const drivers = await Promise.all(DRIVER_NAMES.map(async (name) => {
  const driver = createDriver(name, 2);
  return { name, driver, status: await driver.status() };
}));

for (const { name, driver, status } of drivers) {
  if (!status.available) {
    if (name === 'bwrap') {
      test(`${name}: driver available`, (t) => t.fail(`the default driver must work here: ${status.reason}`));
    } else {
      console.warn(`\n*** ${name} driver tests SKIPPED: ${status.reason} ***\n`);
      test.skip(`${name} driver conformance — SKIPPED: ${status.reason}`, () => {});
    }
    continue;
  }
  const judge = watchJudge(createJudge({ driver }));
  test.after.always(() => judge.close());
  for (const lang of LANGUAGES) {
    test(`${name} · ${lang.value}: every conformance program gets its verdict`, async (t) => {
      const kinds = Object.keys(EXPECTED) as ConformanceKind[];
      const results = await Promise.all(kinds.map(async (kind) => {
        const r = await grade(judge, aPlusB(lang.value, PROGRAMS[lang.value][kind], { limits: { timeLimitMs: 1000, memoryLimitMiB: 256 } }));
        return { kind, status: r.status, r };
      }));
      for (const { kind, status, r } of results) {
        t.is(status, EXPECTED[kind], `${lang.value} ${kind}: ${JSON.stringify({ compile: r.compile.output.slice(0, 300), tests: r.tests.map((x) => ({ v: x.verdict, exit: x.exitCode, err: x.stderr?.text.slice(0, 200), mem: x.memoryKb, cpu: x.timeMs })) })}`);
      }
      const correct = results.find((x) => x.kind === 'correct')?.r;
      t.is(correct?.score, 1);
      t.deepEqual(correct?.failingTests, []);
      t.deepEqual(results.find((x) => x.kind === 'wrong')?.r.failingTests, ['t1']);
    });
  }
  // After every test of the file: no process of any slot uid and no work directory remains.
  test.after(`${name}: nothing of any run is left behind`, (t) => {
    t.deepEqual(sandboxProcesses(), []);
    t.deepEqual(leftoverWorkDirs(), []);
  });
}
