/**
 * The conformance suite, run against every available driver: per language a correct, a wrong,
 * a too-slow, a crashing, a non-compiling, a too-hungry and a too-chatty program, each with its
 * expected verdict. bwrap must be available; nsjail and docker are skipped loudly when absent.
 */
import test from 'ava';
import { LANGUAGES } from '../src/languages/registry.ts';
import { EXPECTED, PROGRAMS, type ConformanceKind } from './fixtures/conformance-programs.ts';
import {
  aPlusB,
  availableJudges,
  grade,
  leftoverContainers,
  leftoverWorkDirs,
  sandboxProcesses,
} from './helpers.ts';

// Every available driver (bwrap must be; nsjail and docker are skipped loudly when absent).
const judges = await availableJudges();

// Filling 256 MiB page by page costs more than a second of CPU time where page faults are slow
// (a virtualised machine under load), and a JVM spends most of a second starting before it prints:
// the too-hungry and too-chatty programs are given the time to reach their memory and output
// limits. The too-slow program keeps its second.
const LIMIT_SEEKER_TIME_LIMIT_MS = 10_000;

for (const { name, judge } of judges) {
  for (const lang of LANGUAGES) {
    test(`${name} · ${lang.value}: every conformance program gets its verdict`, async (t) => {
      const kinds = Object.keys(EXPECTED) as ConformanceKind[];
      const results = await Promise.all(
        kinds.map(async (kind) => {
          const r = await grade(
            judge,
            aPlusB(lang.value, PROGRAMS[lang.value][kind], {
              limits: {
                timeLimitMs: kind === 'hungry' || kind === 'chatty' ? LIMIT_SEEKER_TIME_LIMIT_MS : 1000,
                memoryLimitMiB: 256,
              },
            }),
          );
          return { kind, status: r.status, r };
        }),
      );
      for (const { kind, status, r } of results) {
        t.is(
          status,
          EXPECTED[kind],
          `${lang.value} ${kind}: ${JSON.stringify({ compile: r.compile.output.slice(0, 300), tests: r.tests.map((x) => ({ v: x.verdict, exit: x.exitCode, err: x.stderr?.text.slice(0, 200), mem: x.memoryKb, cpu: x.timeMs })) })}`,
        );
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

// Judges close in one hook (hooks run concurrently), and then no container may be left.
test.after.always('the judges close and no container is left on the Docker engine', async (t) => {
  await Promise.all(judges.map(({ judge }) => judge.close()));
  t.deepEqual(await leftoverContainers(), []);
});
