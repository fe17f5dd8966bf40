/** Shared helpers of the judge's test suites. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'ava';
import Docker from 'dockerode';
import { createJudge, type Judge } from '../src/judge.ts';
import { createDriver, DRIVER_NAMES, type DriverName } from '../src/sandbox/drivers.ts';
import { judgeContainers, ownerId } from '../src/sandbox/docker-slot.ts';
import { readStamp } from '../src/languages/versions.ts';
import { workRoot } from '../src/paths.ts';
import type { GradeResult, JudgeJobInput, LanguageValue, RunResult, TestCaseInput } from '../src/protocol.ts';

// Each test process gets its own work root, so "nothing left behind" checks see only their own runs.
process.env.SEODANG_JUDGE_WORKDIR ??= path.join(os.tmpdir(), `seodang-judge-test-${process.pid}`);
// ...and its own sandbox uids, since test files run in parallel processes.
process.env.SEODANG_JUDGE_UID_BASE ??= String(100_000 + (process.pid % 5000) * 100);
process.on('exit', () => {
  try {
    fs.rmdirSync(workRoot());
  } catch {
    /* not empty or never created: the suites report leftovers */
  }
});

let counter = 0;

/** A unique submission id. */
export function sid(prefix = 'test'): string {
  return `${prefix}-${process.pid}-${++counter}`;
}

/** Fails loudly when the root filesystem is missing: the suites never skip silently. */
export function requireRootfs(): void {
  if (!readStamp())
    throw new Error('judge root filesystem not prepared: run `npx seodang-judge prepare` first');
}

/** Judges of this test process, whose pre-forked slots' own processes are not leftovers of a run. */
const judges: Judge[] = [];

/** Registers a judge whose pre-forked slots' own processes {@link sandboxProcesses} leaves out. */
export function watchJudge(judge: Judge): Judge {
  judges.push(judge);
  return judge;
}

/** A judge on the named driver. */
export function judgeFor(driver = 'bwrap', slots = 2): Judge {
  requireRootfs();
  return watchJudge(createJudge({ driver: createDriver(driver, slots) }));
}

/**
 * A judge on every driver that works here. bwrap must (a test fails saying why); nsjail and
 * docker are skipped loudly when absent, with a skipped test that names the reason.
 */
export async function availableJudges(slots = 2): Promise<Array<{ name: DriverName; judge: Judge }>> {
  requireRootfs();
  // Availability is settled first: ava wants every test declared in one synchronous stretch.
  const drivers = await Promise.all(
    DRIVER_NAMES.map(async (name) => {
      const driver = createDriver(name, slots);
      return { name, driver, status: await driver.status() };
    }),
  );
  const found: Array<{ name: DriverName; judge: Judge }> = [];
  for (const { name, driver, status } of drivers) {
    if (status.available) {
      found.push({ name, judge: watchJudge(createJudge({ driver })) });
    } else if (name === 'bwrap') {
      test(`${name}: driver available`, (t) => t.fail(`the default driver must work here: ${status.reason}`));
    } else {
      console.warn(`\n*** ${name} driver tests SKIPPED: ${status.reason} ***\n`);
      test.skip(`${name} driver — SKIPPED: ${status.reason}`, () => {});
    }
  }
  return found;
}

/** Docker containers of this test process still on the engine (none once its judges are closed). */
export async function leftoverContainers(): Promise<string[]> {
  const docker = new Docker();
  try {
    await docker.ping();
  } catch {
    return []; // no engine: the docker driver never ran
  }
  return (await judgeContainers(docker, ownerId)).map((c) => c.Id.slice(0, 12));
}

/** Host pids of the pre-forked slots (bwrap and its zygote) of this process's judges. */
export function residentPids(): number[] {
  return judges.flatMap((j) => j.driver.residentPids?.() ?? []);
}

/** One-test grading job for `source` against A+B ("1 2" → "3"). */
export function aPlusB(
  language: LanguageValue,
  source: string,
  extra: Partial<JudgeJobInput> = {},
): JudgeJobInput {
  return {
    protocolVersion: 1,
    kind: 'grade',
    submissionId: sid(language),
    language,
    source,
    tests: [{ name: 't1', input: '1 2\n', expected: { kind: 'text', text: '3\n' } }],
    limits: { timeLimitMs: 1000 },
    ...extra,
  } as JudgeJobInput;
}

/** Grades and returns the typed result. */
export async function grade(judge: Judge, job: JudgeJobInput): Promise<GradeResult> {
  return (await judge.execute(job)) as GradeResult;
}

/** Runs a run job. */
export async function run(
  judge: Judge,
  language: LanguageValue,
  source: string,
  stdin = '',
  limits = {},
): Promise<RunResult> {
  return (await judge.execute({
    protocolVersion: 1,
    kind: 'run',
    submissionId: sid('run'),
    language,
    source,
    stdin,
    limits,
  })) as RunResult;
}

/** A grade job with several tests. */
export function gradeJob(
  language: LanguageValue,
  source: string,
  tests: TestCaseInput[],
  extra: Record<string, unknown> = {},
): JudgeJobInput {
  return {
    protocolVersion: 1,
    kind: 'grade',
    submissionId: sid(language),
    language,
    source,
    tests,
    ...extra,
  } as JudgeJobInput;
}

/**
 * Host processes running as one of the sandbox slot uids (must be none between runs), apart from
 * the pre-forked slots' own bwrap and zygote. Zombies are dead already (waiting for the host's
 * init to reap them) and are not counted.
 */
export function sandboxProcesses(
  uidBase = Number(process.env.SEODANG_JUDGE_UID_BASE ?? 61000),
  span = 64,
): string[] {
  const found: string[] = [];
  const residents = new Set(residentPids().map(String));
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && !residents.has(p))) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (uid >= uidBase && uid < uidBase + span && state !== 'Z')
        found.push(`${pid} ${/^Name:\s+(.*)$/m.exec(status)?.[1]} ${state}`);
    } catch {
      /* exited */
    }
  }
  return found;
}

/** Work directories currently on disk (all are removed after each job). */
export function leftoverWorkDirs(): string[] {
  try {
    return fs.readdirSync(workRoot()).map((d) => path.join(workRoot(), d));
  } catch {
    return [];
  }
}
