import { z } from 'zod';
import {
  defineQuizType,
  type JudgePurpose,
  type RunExampleTest,
  type RunScreenExample,
} from '@seodang/sdk/common';
import { skulptLabel } from './label.ts';

export { skulptLabel };

/** At most this many tests. */
export const SKULPT_MAX_TESTS = 30;

/** How a program's output is compared with the expected output. */
export const compareModes = ['exact', 'trim'] as const;
/** A comparison. */
export type CompareMode = (typeof compareModes)[number];

const program = z.string().max(50_000);

/** One test: the lines given to `input()`, and the output expected (left out: the reference's). */
export const skulptTestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'quiz-skulpt.validation.testName')
    .max(80, 'quiz-skulpt.validation.testName'),
  stdin: z.string().max(20_000).default(''),
  /** The expected output; null or left out: whatever the reference code prints for this stdin. */
  expected: z.string().max(50_000).nullable().default(null),
  score: z.number().min(0).max(1000).default(1),
  hidden: z.boolean().default(false),
  /** Also compare the turtle's drawing, pixel by pixel, with the reference program's for this stdin. */
  drawing: z.boolean().default(false),
});
/** One test. */
export type SkulptTest = z.infer<typeof skulptTestSchema>;

/**
 * The teacher's Python (Skulpt) quiz. `answer_code` and the hidden tests never reach a learner;
 * publishing waits until `answer_code` passes every test.
 */
export const skulptSchema = z
  .object({
    /** The code the learner starts from. */
    source: program.default(''),
    /** The teacher's reference program. */
    answer_code: program.refine((s) => s.trim().length > 0, 'quiz-skulpt.validation.answerCode'),
    /** `trim`: trailing spaces of each line and trailing blank lines do not count. */
    compare: z.enum(compareModes).default('trim'),
    /** Seconds one test may run. */
    run_time_limit: z
      .number()
      .int()
      .min(1, 'quiz-skulpt.validation.timeLimit')
      .max(20, 'quiz-skulpt.validation.timeLimit')
      .default(5),
    /**
     * How far (turtle units, which are the canvas's pixels) a drawn pixel may be from one of the same
     * colour in the reference's drawing, and the other way round.
     */
    tolerance: z
      .number()
      .min(0, 'quiz-skulpt.validation.tolerance')
      .max(50, 'quiz-skulpt.validation.tolerance')
      .default(2),
    tests: z
      .array(skulptTestSchema)
      .min(1, 'quiz-skulpt.validation.tests')
      .max(SKULPT_MAX_TESTS, 'quiz-skulpt.validation.tests'),
  })
  .superRefine((d, ctx) => {
    const names = d.tests.map((x) => x.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-skulpt.validation.testNames' });
    if (!d.tests.some((x) => x.score > 0))
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-skulpt.validation.tests' });
  });
/** A `skulpt` definition. */
export type SkulptDefinition = z.infer<typeof skulptSchema>;

/** The learner's answer: one Python program. */
export const skulptAnswer = z.object({ code: program });
/** A `skulpt` answer. */
export type SkulptAnswer = z.infer<typeof skulptAnswer>;

/**
 * What a learner sees: the starter code, the limits and the shown tests (a test whose output is
 * the reference's shows its input only); hidden tests by count and points only; never the reference.
 */
export function skulptView(d: SkulptDefinition) {
  return {
    source: d.source,
    compare: d.compare,
    run_time_limit: d.run_time_limit,
    tests: d.tests
      .filter((x) => !x.hidden)
      .map((x) => ({
        name: x.name,
        stdin: x.stdin,
        expected: x.expected,
        score: x.score,
        drawing: x.drawing,
      })),
    hiddenTests: d.tests.filter((x) => x.hidden).length,
    maxPoints: d.tests.reduce((s, x) => s + x.score, 0),
  };
}
/** The learner view. */
export type SkulptView = ReturnType<typeof skulptView>;

/**
 * The harness job: each test runs the learner's program in Skulpt under Node with the test's
 * stdin, and compares its output with the expected one (or with the reference program's output
 * for the same stdin). `test` runs the shown tests only; `run` has no judge run (learners run in
 * their browser), so it answers null.
 */
export function skulptJob(d: SkulptDefinition, a: SkulptAnswer, purpose: JudgePurpose) {
  if (purpose.mode === 'run') return null;
  const tests = purpose.mode === 'test' ? d.tests.filter((x) => !x.hidden) : d.tests;
  if (tests.length === 0) return null;
  // A validation's first shown test also returns the run's output and drawing (the run screen example).
  const example = purpose.mode === 'validate' ? tests.find((x) => !x.hidden)?.name : undefined;
  // Each test starts Skulpt afresh (about 0.3 s) and runs at most run_time_limit, the reference too.
  const seconds = tests.length * (2 * d.run_time_limit + 2);
  return {
    kind: 'harness',
    plugin: 'quiz-skulpt',
    harness: 'run',
    files: [{ name: 'main.py', content: a.code }],
    limits: {
      timeLimitMs: 60_000,
      wallTimeLimitMs: Math.min(seconds + 20, 180) * 1000,
      memoryLimitMiB: 512,
    },
    network: 'none',
    tests: tests.map((x) => ({
      name: x.name,
      score: x.score,
      hidden: x.hidden,
      data: {
        stdin: x.stdin,
        compare: d.compare,
        seconds: d.run_time_limit,
        drawing: x.drawing,
        tolerance: d.tolerance,
        ...(x.expected === null ? {} : { expected: x.expected }),
        ...(x.expected === null || x.drawing ? { reference: d.answer_code } : {}),
        ...(x.name === example ? { example: true } : {}),
      },
    })),
  };
}

/** Text of a base64 artifact (in the browser and on the server alike). */
const base64Text = (b64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

/**
 * The run screen example of a validated reference run: the first shown test's drawing and output,
 * which the harness returns for that test of a validation only (`example`).
 */
export function skulptRunExample(tests: RunExampleTest[]): RunScreenExample | null {
  const first = tests[0];
  if (!first) return null;
  const images = (first.artifacts ?? []).filter((a) => a.name === 'drawing.png');
  const out = first.artifacts?.find((a) => a.name === 'output.json');
  let output = '';
  try {
    output = out ? String((JSON.parse(base64Text(out.base64)) as { stdout?: unknown }).stdout ?? '') : '';
  } catch {
    // a malformed document shows no output
  }
  return { images, output };
}

/** `skulpt`: a Python 3 program run in the browser with Skulpt, graded on the server by the same Skulpt. */
export const skulptQuizType = defineQuizType<SkulptDefinition, SkulptAnswer>({
  id: 'skulpt',
  label: skulptLabel,
  schema: skulptSchema,
  answerSchema: skulptAnswer,
  learnerView: skulptView,
  grading: { kind: 'judge', job: (d, a, purpose) => skulptJob(d, a, purpose) },
  referenceAnswer: (d) => ({ code: d.answer_code }),
  files: (a) => [{ name: 'main.py', content: a.code }],
  runScreenExample: (tests) => skulptRunExample(tests),
});
