/** Grading against input/output tests: compile once, run every test, compare, score. */
import { buildProgram, runEnd, runProgram, type JudgeEnv } from './program.ts';
import { matches } from './compare.ts';
import { loadChecker, type LoadedChecker } from './checker.ts';
import { decode, shown } from './text.ts';
import { overall } from './verdicts.ts';
import { findLanguage } from '../languages/registry.ts';
import {
  PROTOCOL_VERSION,
  type GradeJob,
  type GradeResult,
  type JudgeProgress,
  type TestResult,
} from '../protocol.ts';

/** Receives progress while a job runs. */
export type ProgressSink = (p: JudgeProgress) => void;

/** Grades a grade job. */
export async function gradeJob(
  env: JudgeEnv,
  job: GradeJob,
  onProgress: ProgressSink = () => {},
): Promise<GradeResult> {
  const lang = findLanguage(job.language);
  if (!lang) throw new Error(`unknown language ${job.language}`);
  const total = job.tests.length;
  onProgress({ submissionId: job.submissionId, phase: 'compiling', done: 0, total });
  const program = await buildProgram(env, lang, job.source, job.files, job.limits, {
    compileFlags: job.compileFlags,
  });
  const base = {
    protocolVersion: PROTOCOL_VERSION,
    kind: 'grade' as const,
    submissionId: job.submissionId,
    compile: program.compile,
  };
  let checker: LoadedChecker | null = null;
  try {
    if (!program.compile.ok) {
      const maxScore = job.tests.reduce((s, t) => s + t.score, 0);
      onProgress({ submissionId: job.submissionId, phase: 'done', done: total, total });
      return {
        ...base,
        status: 'COMPILE_ERROR',
        score: 0,
        maxScore,
        tests: [],
        failingTests: job.tests.map((t) => t.name),
      };
    }
    if (job.checker) checker = await loadChecker(job.checker);
    const tests: TestResult[] = [];
    let stop = false;
    for (const t of job.tests) {
      if (stop) {
        tests.push({
          name: t.name,
          verdict: 'SKIPPED',
          timeMs: 0,
          wallTimeMs: 0,
          memoryKb: 0,
          score: 0,
          maxScore: t.score,
          hidden: t.hidden,
        });
        continue;
      }
      const r = await runProgram(env, program, t.input, job.limits, undefined, job);
      const end = runEnd(r);
      const output = decode(r.stdout);
      let verdict: TestResult['verdict'] = end === 'OK' ? 'WRONG_ANSWER' : end;
      let fraction = 0;
      let message: string | undefined;
      if (end === 'OK') {
        const expectedText = t.expected.kind === 'text' ? t.expected.text : t.expected.pattern;
        if (checker) {
          try {
            const c = await checker.check({ input: t.input, output, expected: expectedText });
            verdict = c.ok ? 'ACCEPTED' : 'WRONG_ANSWER';
            fraction = c.fraction;
            message = c.message;
          } catch (err) {
            verdict = 'INTERNAL_ERROR';
            message = `checker failed: ${(err as Error).message}`;
          }
        } else if (matches(output, t.expected, job.compare)) {
          verdict = 'ACCEPTED';
          fraction = 1;
        }
      }
      const result: TestResult = {
        name: t.name,
        verdict,
        ...(job.reportUsage ? { timeMs: r.cpuMs, wallTimeMs: r.wallMs, memoryKb: r.memoryKb } : {}),
        score: verdict === 'ACCEPTED' || (checker && fraction > 0) ? t.score * fraction : 0,
        maxScore: t.score,
        hidden: t.hidden,
        exitCode: r.signal ? 128 + r.signal : r.exitCode,
        ...(message ? { message } : {}),
      };
      if (!t.hidden) {
        result.input = shown(t.input);
        result.expected = shown(
          t.expected.kind === 'text' ? t.expected.text : `/${t.expected.pattern}/${t.expected.flags}`,
        );
        result.stdout = shown(r.stdout);
        result.stderr = shown(r.stderr);
      }
      tests.push(result);
      onProgress({
        submissionId: job.submissionId,
        phase: 'testing',
        done: tests.length,
        total,
        test: { name: t.name, verdict },
      });
      if (verdict !== 'ACCEPTED' && job.stopOnFirstFailure) stop = true;
    }
    onProgress({ submissionId: job.submissionId, phase: 'done', done: total, total });
    return { ...base, ...overall(tests), tests };
  } finally {
    checker?.dispose();
    program.dispose();
  }
}
