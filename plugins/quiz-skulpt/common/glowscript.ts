import { z } from 'zod';
import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { glowscriptLabel } from './label.ts';

/** At most this many tests. */
export const GLOWSCRIPT_MAX_TESTS = 30;

/** At most this many checks in one test. */
export const GLOWSCRIPT_MAX_CHECKS = 10;
/** What a check reads: the value itself, or its change per virtual second (a velocity). */
export const checkQuantities = ['value', 'velocity'] as const;

const program = z.string().max(50_000);
const vector = z.tuple([z.number(), z.number(), z.number()]);

/**
 * One check: at virtual time `time` (seconds, the sum of the program's `rate()` steps), `expr` — a
 * name of the program and attributes, such as `ball.pos` or `ball.velocity.y` — is within
 * `tolerance` of `expected` (a number, a vector `[x, y, z]`, or null: the reference's value then).
 */
export const glowscriptCheckSchema = z.object({
  expr: z
    .string()
    .trim()
    .max(120, 'quiz-skulpt.validation.checkExpr')
    .regex(/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/, 'quiz-skulpt.validation.checkExpr'),
  time: z.number().min(0, 'quiz-skulpt.validation.checkTime').max(120, 'quiz-skulpt.validation.checkTime'),
  quantity: z.enum(checkQuantities).default('value'),
  expected: z.union([z.number(), vector]).nullable().default(null),
  tolerance: z.number().min(0, 'quiz-skulpt.validation.checkTolerance').max(1e6).default(0.01),
});
/** One check. */
export type GlowscriptCheck = z.infer<typeof glowscriptCheckSchema>;

/** One test: its checks, all read from one run of the program. */
export const glowscriptTestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'quiz-skulpt.validation.testName')
    .max(80, 'quiz-skulpt.validation.testName'),
  score: z.number().min(0).max(1000).default(1),
  hidden: z.boolean().default(false),
  checks: z
    .array(glowscriptCheckSchema)
    .min(1, 'quiz-skulpt.validation.checks')
    .max(GLOWSCRIPT_MAX_CHECKS, 'quiz-skulpt.validation.checks'),
});
/** One test. */
export type GlowscriptTest = z.infer<typeof glowscriptTestSchema>;

/**
 * The teacher's VPython (GlowScript) quiz: the learner's program builds a 3D scene and animates it
 * with `rate()`; grading reads values of it at virtual times. `answer_code` and the hidden tests
 * never reach a learner; publishing waits until `answer_code` passes every test.
 */
export const glowscriptSchema = z
  .object({
    /** The code the learner starts from. */
    source: program.default(''),
    /** The teacher's reference program. */
    answer_code: program.refine((s) => s.trim().length > 0, 'quiz-skulpt.validation.answerCode'),
    /** Seconds (real, of the judge) the whole graded run may take. */
    run_time_limit: z
      .number()
      .int()
      .min(1, 'quiz-skulpt.validation.timeLimit')
      .max(20, 'quiz-skulpt.validation.timeLimit')
      .default(5),
    /** Virtual seconds a run in the browser animates before it stops; no check is later. */
    duration: z
      .number()
      .min(1, 'quiz-skulpt.validation.duration')
      .max(120, 'quiz-skulpt.validation.duration')
      .default(10),
    tests: z
      .array(glowscriptTestSchema)
      .min(1, 'quiz-skulpt.validation.tests')
      .max(GLOWSCRIPT_MAX_TESTS, 'quiz-skulpt.validation.tests'),
  })
  .superRefine((d, ctx) => {
    const names = d.tests.map((x) => x.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-skulpt.validation.testNames' });
    if (!d.tests.some((x) => x.score > 0))
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-skulpt.validation.tests' });
    d.tests.forEach((x, i) =>
      x.checks.forEach((c, j) => {
        if (c.time > d.duration)
          ctx.addIssue({
            code: 'custom',
            path: ['tests', i, 'checks', j, 'time'],
            message: 'quiz-skulpt.validation.checkTime',
          });
      }),
    );
  });
/** A `glowscript` definition. */
export type GlowscriptDefinition = z.infer<typeof glowscriptSchema>;

/** The learner's answer: one VPython program. */
export const glowscriptAnswer = z.object({ code: program });
/** A `glowscript` answer. */
export type GlowscriptAnswer = z.infer<typeof glowscriptAnswer>;

/** What a learner sees: the starter code, the limits, the shown tests; hidden ones by count only. */
export function glowscriptView(d: GlowscriptDefinition) {
  return {
    source: d.source,
    run_time_limit: d.run_time_limit,
    duration: d.duration,
    tests: d.tests.filter((x) => !x.hidden).map((x) => ({ name: x.name, score: x.score, checks: x.checks })),
    hiddenTests: d.tests.filter((x) => x.hidden).length,
    maxPoints: d.tests.reduce((s, x) => s + x.score, 0),
  };
}
/** The learner view. */
export type GlowscriptView = ReturnType<typeof glowscriptView>;

/**
 * The harness job (the Skulpt harness `run`, scene mode): one run of the learner's program, and one
 * of the reference when a check takes its value, on a virtual clock. `test` runs the shown tests;
 * `run` has no judge run (learners run in their browser), so it answers null.
 */
export function glowscriptJob(d: GlowscriptDefinition, a: GlowscriptAnswer, purpose: JudgePurpose) {
  if (purpose.mode === 'run') return null;
  const tests = purpose.mode === 'test' ? d.tests.filter((x) => !x.hidden) : d.tests;
  if (tests.length === 0) return null;
  const needsReference = tests.some((x) => x.checks.some((c) => c.expected === null));
  return {
    kind: 'harness',
    plugin: 'quiz-skulpt',
    harness: 'run',
    files: [{ name: 'main.py', content: a.code }],
    limits: {
      timeLimitMs: 60_000,
      wallTimeLimitMs: (2 * d.run_time_limit + 30) * 1000,
      memoryLimitMiB: 512,
    },
    network: 'none',
    tests: tests.map((x, i) => ({
      name: x.name,
      score: x.score,
      hidden: x.hidden,
      data: {
        kind: 'scene',
        seconds: d.run_time_limit,
        checks: x.checks,
        // The reference travels once, with the first test.
        ...(needsReference && i === 0 ? { reference: d.answer_code } : {}),
      },
    })),
  };
}

/** `glowscript`: a VPython subset on Skulpt, drawn in 3D in the browser, graded by its values in the judge. */
export const glowscriptQuizType = defineQuizType<GlowscriptDefinition, GlowscriptAnswer>({
  id: 'glowscript',
  label: glowscriptLabel,
  schema: glowscriptSchema,
  answerSchema: glowscriptAnswer,
  learnerView: glowscriptView,
  grading: { kind: 'judge', job: (d, a, purpose) => glowscriptJob(d, a, purpose) },
  referenceAnswer: (d) => ({ code: d.answer_code }),
  files: (a) => [{ name: 'main.py', content: a.code }],
});
