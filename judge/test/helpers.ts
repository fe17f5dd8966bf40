/** Shared helpers of the judge's test suites. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJudge, type Judge } from '../src/judge.ts';
import { createDriver } from '../src/sandbox/drivers.ts';
import { readStamp } from '../src/languages/versions.ts';
import { workRoot } from '../src/paths.ts';
import type { GradeResult, JudgeJobInput, LanguageValue, RunResult, TestCaseInput } from '../src/protocol.ts';

// Each test process gets its own work root, so "nothing left behind" checks see only their own runs.
process.env.SEODANG_JUDGE_WORKDIR ??= path.join(os.tmpdir(), `seodang-judge-test-${process.pid}`);
// ...and its own sandbox uids, since test files run in parallel processes.
process.env.SEODANG_JUDGE_UID_BASE ??= String(100_000 + (process.pid % 5000) * 100);
process.on('exit', () => {
  try { fs.rmdirSync(workRoot()); } catch { /* not empty or never created: the suites report leftovers */ }
});

let counter = 0;

/** A unique submission id. */
export function sid(prefix = 'test'): string {
  return `${prefix}-${process.pid}-${++counter}`;
}

/** Fails loudly when the root filesystem is missing: the suites never skip silently. */
export function requireRootfs(): void {
  if (!readStamp()) throw new Error('judge root filesystem not prepared: run `npx seodang-judge prepare` first');
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

/** Host pids of the pre-forked slots (bwrap and its zygote) of this process's judges. */
export function residentPids(): number[] {
  return judges.flatMap((j) => j.driver.residentPids?.() ?? []);
}

/** One-test grading job for `source` against A+B ("1 2" → "3"). */
export function aPlusB(language: LanguageValue, source: string, extra: Partial<JudgeJobInput> = {}): JudgeJobInput {
  return {
    protocolVersion: 1, kind: 'grade', submissionId: sid(language), language, source,
    tests: [{ name: 't1', input: '1 2\n', expected: { kind: 'text', text: '3\n' } }],
    limits: { timeLimitMs: 1000 }, ...extra,
  } as JudgeJobInput;
}

/** Grades and returns the typed result. */
export async function grade(judge: Judge, job: JudgeJobInput): Promise<GradeResult> {
  return (await judge.execute(job)) as GradeResult;
}

/** Runs a run job. */
export async function run(judge: Judge, language: LanguageValue, source: string, stdin = '', limits = {}): Promise<RunResult> {
  return (await judge.execute({ protocolVersion: 1, kind: 'run', submissionId: sid('run'), language, source, stdin, limits })) as RunResult;
}

/** A grade job with several tests. */
export function gradeJob(language: LanguageValue, source: string, tests: TestCaseInput[], extra: Record<string, unknown> = {}): JudgeJobInput {
  return { protocolVersion: 1, kind: 'grade', submissionId: sid(language), language, source, tests, ...extra } as JudgeJobInput;
}

/**
 * Host processes running as one of the sandbox slot uids (must be none between runs), apart from
 * the pre-forked slots' own bwrap and zygote. Zombies are dead already (waiting for the host's
 * init to reap them) and are not counted.
 */
export function sandboxProcesses(uidBase = Number(process.env.SEODANG_JUDGE_UID_BASE ?? 61000), span = 64): string[] {
  const found: string[] = [];
  const residents = new Set(residentPids().map(String));
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p) && !residents.has(p))) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      const state = /^State:\s+(\S)/m.exec(status)?.[1];
      if (uid >= uidBase && uid < uidBase + span && state !== 'Z') found.push(`${pid} ${/^Name:\s+(.*)$/m.exec(status)?.[1]} ${state}`);
    } catch { /* exited */ }
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
