import { z } from 'zod';
import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { arduinoLabel } from '../label.ts';
import { HEX_MAX_CHARS, hexProblem } from './hex.ts';

/** At most this many tests. */
export const ARDUINO_MAX_TESTS = 20;
/** The longest virtual run of one test. */
export const ARDUINO_MAX_DURATION_MS = 20_000;

const sketch = z.string().max(50_000);
const pin = z
  .number()
  .int()
  .min(0, 'quiz-microcontroller.validation.pin')
  .max(19, 'quiz-microcontroller.validation.pin');
const ms = z
  .number()
  .min(0, 'quiz-microcontroller.validation.time')
  .max(ARDUINO_MAX_DURATION_MS, 'quiz-microcontroller.validation.time');
const level = z.union([z.literal(0), z.literal(1)]);

/** The programming type's output comparison (§3 mark_trim, mark_line_trim, …), combinable. */
export const compareSchema = z.object({
  trim: z.boolean().default(false),
  lineTrim: z.boolean().default(true),
  allTrim: z.boolean().default(false),
  deleteComma: z.boolean().default(false),
  deletePeriod: z.boolean().default(false),
  ignoreCase: z.boolean().default(false),
});

/** A pin check: its level at a virtual time, or a toggle period within a tolerance. */
export const pinCheckSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), pin, at_ms: ms, level }),
  z.object({
    kind: z.literal('toggle'),
    pin,
    every_ms: ms.refine((x) => x > 0, 'quiz-microcontroller.validation.time'),
    tolerance_ms: ms.default(20),
    from_ms: ms.default(0),
  }),
]);
/** A pin check. */
export type ArduinoPinCheck = z.infer<typeof pinCheckSchema>;

/** One test: serial input and the output expected, input pins driven at times, pin checks. */
export const arduinoTestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'quiz-microcontroller.validation.testName')
    .max(80, 'quiz-microcontroller.validation.testName'),
  /** Text sent to the sketch's serial line at reset. */
  serial_input: z.string().max(10_000).default(''),
  /** The serial output expected; null: the output is not checked. */
  expected_output: z.string().max(50_000).nullable().default(null),
  /** Pins driven from outside (a button) at virtual times. */
  inputs: z
    .array(z.object({ pin, at_ms: ms, level }))
    .max(50)
    .default([]),
  pins: z.array(pinCheckSchema).max(50).default([]),
  /** How long the sketch runs on the virtual clock. */
  duration_ms: z
    .number()
    .int()
    .min(10, 'quiz-microcontroller.validation.duration')
    .max(ARDUINO_MAX_DURATION_MS, 'quiz-microcontroller.validation.duration')
    .default(3000),
  score: z.number().min(0).max(1000).default(1),
  hidden: z.boolean().default(false),
});
/** One test. */
export type ArduinoTest = z.infer<typeof arduinoTestSchema>;

/**
 * The teacher's Arduino Uno quiz. `answer_code` and the hidden tests never reach a learner;
 * publishing waits until `answer_code` passes every test on the judge.
 */
export const arduinoSchema = z
  .object({
    /** The sketch the learner starts from. */
    source: sketch.default('void setup() {\n}\n\nvoid loop() {\n}\n'),
    /** The teacher's reference sketch. */
    answer_code: sketch.refine((s) => s.trim().length > 0, 'quiz-microcontroller.validation.answerCode'),
    compare: compareSchema.default(compareSchema.parse({})),
    /** Wall-clock seconds the simulation of one test may take on the judge. */
    run_time_limit: z
      .number()
      .int()
      .min(1, 'quiz-microcontroller.validation.timeLimit')
      .max(30, 'quiz-microcontroller.validation.timeLimit')
      .default(10),
    tests: z
      .array(arduinoTestSchema)
      .min(1, 'quiz-microcontroller.validation.tests')
      .max(ARDUINO_MAX_TESTS, 'quiz-microcontroller.validation.tests'),
  })
  .superRefine((d, ctx) => {
    const names = d.tests.map((x) => x.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-microcontroller.validation.testNames' });
    if (!d.tests.some((x) => x.score > 0))
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-microcontroller.validation.tests' });
    d.tests.forEach((x, i) => {
      if (x.expected_output === null && x.pins.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['tests', i],
          message: 'quiz-microcontroller.validation.nothingChecked',
        });
    });
  });
/** An `arduino` definition. */
export type ArduinoDefinition = z.infer<typeof arduinoSchema>;

/**
 * The learner's answer: the sketch, and optionally an Intel HEX built elsewhere (the Arduino IDE's
 * "Export compiled binary"), which is then graded instead of building the sketch. A hex that does
 * not parse is refused, naming its fault.
 */
export const arduinoAnswer = z.object({
  code: sketch,
  hex: z
    .string()
    .max(HEX_MAX_CHARS, 'quiz-microcontroller.validation.hex')
    .refine((h) => hexProblem(h) === '', 'quiz-microcontroller.validation.hex')
    .optional(),
});
/** An `arduino` answer. */
export type ArduinoAnswer = z.infer<typeof arduinoAnswer>;

/**
 * What a learner sees: the starter sketch, the comparison and the shown tests in full; hidden
 * tests by count and points only; never the reference sketch.
 */
export function arduinoView(d: ArduinoDefinition) {
  return {
    source: d.source,
    compare: d.compare,
    tests: d.tests
      .filter((x) => !x.hidden)
      .map((x) => ({
        name: x.name,
        serial_input: x.serial_input,
        expected_output: x.expected_output,
        inputs: x.inputs,
        pins: x.pins,
        duration_ms: x.duration_ms,
        score: x.score,
      })),
    hiddenTests: d.tests.filter((x) => x.hidden).length,
    maxPoints: d.tests.reduce((s, x) => s + x.score, 0),
  };
}
/** The learner view. */
export type ArduinoView = ReturnType<typeof arduinoView>;

/** The answer's files on the judge: the sketch, or the hex the learner gave. */
export function arduinoFiles(a: ArduinoAnswer) {
  return a.hex ? [{ name: 'sketch.hex', content: a.hex }] : [{ name: 'sketch.ino', content: a.code }];
}

/**
 * The harness job. `run` builds the sketch and answers its hex (one test, `build`) for the
 * player's virtual board; `test` runs the shown tests; `submit` and `validate` all of them, each on
 * avr8js on a virtual clock.
 */
export function arduinoJob(d: ArduinoDefinition, a: ArduinoAnswer, purpose: JudgePurpose) {
  const build = purpose.mode === 'run';
  const tests = build ? [] : purpose.mode === 'test' ? d.tests.filter((x) => !x.hidden) : d.tests;
  if (!build && tests.length === 0) return null;
  // The build takes up to two minutes on a busy judge; each test at most run_time_limit.
  const seconds = 130 + tests.length * d.run_time_limit;
  return {
    kind: 'harness',
    plugin: 'quiz-microcontroller',
    harness: 'uno',
    files: build ? [{ name: 'sketch.ino', content: a.code }] : arduinoFiles(a),
    limits: {
      timeLimitMs: 60_000,
      wallTimeLimitMs: Math.min(seconds, 180) * 1000,
      memoryLimitMiB: 512,
    },
    network: 'none',
    tests: build
      ? [{ name: 'build', score: 0, hidden: false, data: { build: true } }]
      : tests.map((x) => ({
          name: x.name,
          score: x.score,
          hidden: x.hidden,
          data: {
            serial_input: x.serial_input,
            expected_output: x.expected_output,
            compare: d.compare,
            inputs: x.inputs,
            pins: x.pins,
            duration_ms: x.duration_ms,
            seconds: d.run_time_limit,
          },
        })),
  };
}

/** `arduino`: an Arduino Uno sketch, built on the judge and run on a virtual Uno (avr8js) there and in the browser. */
export const arduinoQuizType = defineQuizType<ArduinoDefinition, ArduinoAnswer>({
  id: 'arduino',
  label: arduinoLabel,
  schema: arduinoSchema,
  answerSchema: arduinoAnswer,
  learnerView: arduinoView,
  grading: { kind: 'judge', job: (d, a, purpose) => arduinoJob(d, a, purpose) },
  referenceAnswer: (d) => ({ code: d.answer_code }),
  files: (a) => [
    { name: 'sketch.ino', content: a.code },
    ...(a.hex ? [{ name: 'sketch.hex', content: a.hex }] : []),
  ],
});
