import { z } from 'zod';
import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { microbitLabel } from '../label.ts';
import { compareSchema } from '../arduino/schema.ts';
import { MICROBIT_IMAGES } from './images.ts';

/** At most this many tests. */
export const MICROBIT_MAX_TESTS = 20;
/** The longest virtual run of one test. */
export const MICROBIT_MAX_DURATION_MS = 20_000;

const program = z.string().max(50_000);
const ms = z
  .number()
  .int()
  .min(0, 'quiz-microcontroller.validation.time')
  .max(MICROBIT_MAX_DURATION_MS, 'quiz-microcontroller.validation.time');
const level = z.union([z.literal(0), z.literal(1)]);
const pin = z
  .number()
  .int()
  .min(0, 'quiz-microcontroller.validation.microbitPin')
  .max(20, 'quiz-microcontroller.validation.microbitPin');
const axis = z.number().int().min(-2048).max(2048);

/** An input at a virtual time: a button pressed or released, accelerometer values, a pin level. */
export const microbitInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('button'), button: z.enum(['A', 'B']), at_ms: ms, pressed: z.boolean() }),
  z.object({ kind: z.literal('accelerometer'), at_ms: ms, x: axis, y: axis, z: axis }),
  z.object({ kind: z.literal('pin'), pin, at_ms: ms, level }),
]);

/** A check: the display at a time (an image's name or 5 rows of 5 brightness digits), or a pin's level. */
export const microbitCheckSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('display'),
      at_ms: ms,
      image: z
        .string()
        .refine((n) => n in MICROBIT_IMAGES, 'quiz-microcontroller.validation.image')
        .optional(),
      grid: z
        .array(z.string().regex(/^[0-9]{5}$/, 'quiz-microcontroller.validation.grid'))
        .length(5, 'quiz-microcontroller.validation.grid')
        .optional(),
    })
    .refine(
      (c) => (c.image === undefined) !== (c.grid === undefined),
      'quiz-microcontroller.validation.grid',
    ),
  z.object({ kind: z.literal('pin'), pin, at_ms: ms, level }),
]);

/** One test: inputs at virtual times, how long it runs, the checks and the printed output expected. */
export const microbitTestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'quiz-microcontroller.validation.testName')
    .max(80, 'quiz-microcontroller.validation.testName'),
  inputs: z.array(microbitInputSchema).max(100).default([]),
  checks: z.array(microbitCheckSchema).max(100).default([]),
  /** The printed output expected; null: not checked. */
  expected_output: z.string().max(50_000).nullable().default(null),
  duration_ms: z
    .number()
    .int()
    .min(10, 'quiz-microcontroller.validation.duration')
    .max(MICROBIT_MAX_DURATION_MS, 'quiz-microcontroller.validation.duration')
    .default(3000),
  score: z.number().min(0).max(1000).default(1),
  hidden: z.boolean().default(false),
});
/** One test. */
export type MicrobitTest = z.infer<typeof microbitTestSchema>;

/**
 * The teacher's micro:bit quiz (MicroPython). `answer_code` and the hidden tests never reach a
 * learner; publishing waits until `answer_code` passes every test on the judge.
 */
export const microbitSchema = z
  .object({
    source: program.default('from microbit import *\n\n'),
    answer_code: program.refine((s) => s.trim().length > 0, 'quiz-microcontroller.validation.answerCode'),
    compare: compareSchema.default(compareSchema.parse({})),
    /** Wall-clock seconds one test's run may take on the judge. */
    run_time_limit: z
      .number()
      .int()
      .min(1, 'quiz-microcontroller.validation.timeLimit')
      .max(30, 'quiz-microcontroller.validation.timeLimit')
      .default(10),
    tests: z
      .array(microbitTestSchema)
      .min(1, 'quiz-microcontroller.validation.tests')
      .max(MICROBIT_MAX_TESTS, 'quiz-microcontroller.validation.tests'),
  })
  .superRefine((d, ctx) => {
    const names = d.tests.map((x) => x.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-microcontroller.validation.testNames' });
    if (!d.tests.some((x) => x.score > 0))
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-microcontroller.validation.tests' });
    d.tests.forEach((x, i) => {
      if (x.expected_output === null && x.checks.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['tests', i],
          message: 'quiz-microcontroller.validation.microbitNothingChecked',
        });
    });
  });
/** A `microbit` definition. */
export type MicrobitDefinition = z.infer<typeof microbitSchema>;

/** The learner's answer: the MicroPython program (`main.py`). */
export const microbitAnswer = z.object({ code: program });
/** A `microbit` answer. */
export type MicrobitAnswer = z.infer<typeof microbitAnswer>;

/** What a learner sees: the starter program, the comparison, the shown tests; hidden ones by count; never the reference. */
export function microbitView(d: MicrobitDefinition) {
  return {
    source: d.source,
    compare: d.compare,
    tests: d.tests
      .filter((x) => !x.hidden)
      .map((x) => ({
        name: x.name,
        inputs: x.inputs,
        checks: x.checks,
        expected_output: x.expected_output,
        duration_ms: x.duration_ms,
        score: x.score,
      })),
    hiddenTests: d.tests.filter((x) => x.hidden).length,
    maxPoints: d.tests.reduce((s, x) => s + x.score, 0),
  };
}
/** The learner view. */
export type MicrobitView = ReturnType<typeof microbitView>;

/**
 * The harness job: `run` and `test` run the shown tests, `submit` and `validate` all of them, each
 * on MicroPython (WebAssembly under the judge's Node.js) on a virtual clock, network none.
 */
export function microbitJob(d: MicrobitDefinition, a: MicrobitAnswer, purpose: JudgePurpose) {
  const tests =
    purpose.mode === 'run' || purpose.mode === 'test' ? d.tests.filter((x) => !x.hidden) : d.tests;
  if (tests.length === 0) return null;
  const seconds = 10 + tests.length * (d.run_time_limit + 1);
  return {
    kind: 'harness',
    plugin: 'quiz-microcontroller',
    harness: 'microbit',
    files: [{ name: 'main.py', content: a.code }],
    limits: {
      timeLimitMs: 60_000,
      wallTimeLimitMs: Math.min(seconds, 180) * 1000,
      memoryLimitMiB: 512,
    },
    network: 'none',
    tests: tests.map((x) => ({
      name: x.name,
      score: x.score,
      hidden: x.hidden,
      data: {
        inputs: x.inputs,
        checks: x.checks,
        expected_output: x.expected_output,
        compare: d.compare,
        duration_ms: x.duration_ms,
        seconds: d.run_time_limit,
      },
    })),
  };
}

/** `microbit`: a BBC micro:bit MicroPython program, run on a simulated board in the browser and graded on the judge. */
export const microbitQuizType = defineQuizType<MicrobitDefinition, MicrobitAnswer>({
  id: 'microbit',
  label: microbitLabel,
  schema: microbitSchema,
  answerSchema: microbitAnswer,
  learnerView: microbitView,
  grading: { kind: 'judge', job: (d, a, purpose) => microbitJob(d, a, purpose) },
  referenceAnswer: (d) => ({ code: d.answer_code }),
  files: (a) => [{ name: 'main.py', content: a.code }],
});
