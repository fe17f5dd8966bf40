import { z } from 'zod';
import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { scratchLabel } from './label.ts';
import { projectSchema, scriptSignature, type ScratchProject } from './project.ts';

export { scratchLabel };
export { projectSchema, type ScratchProject } from './project.ts';
export { catProject, flagMoveBlocks } from './projects.ts';

/** At most this many tests. */
export const SCRATCH_MAX_TESTS = 30;
/** A test runs at most this many seconds on the virtual clock. */
export const SCRATCH_MAX_DURATION = 60;

const name = z.string().trim().min(1).max(100);
const opcode = z.string().regex(/^[a-z0-9]+_[A-Za-z0-9_]+$/, 'quiz-scratch.validation.opcode');

/** An input of a test at a virtual time (seconds after the green flag): a key press or a click. */
export const scratchEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('key'),
    at: z.number().min(0).max(SCRATCH_MAX_DURATION),
    key: z.string().min(1).max(20),
  }),
  z.object({
    type: z.literal('click'),
    at: z.number().min(0).max(SCRATCH_MAX_DURATION),
    /** The sprite clicked; null: the stage. */
    sprite: name.nullable(),
  }),
]);

/** A declarative check of the stage when the test's time is up. */
export const scratchCheckSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sprite'),
    sprite: name,
    property: z.enum(['x', 'y', 'direction', 'costume', 'visible', 'said']),
    value: z.union([z.number(), z.string().max(1000), z.boolean()]),
    /** For numbers: how far off the value may be. */
    tolerance: z.number().min(0).max(1000).default(0),
  }),
  z.object({
    type: z.literal('variable'),
    name,
    /** The sprite owning a "for this sprite only" variable; null: the stage's (for all sprites). */
    sprite: name.nullable().default(null),
    value: z.union([z.number(), z.string().max(1000)]),
    tolerance: z.number().min(0).max(1000).default(0),
  }),
  z.object({
    type: z.literal('list'),
    name,
    sprite: name.nullable().default(null),
    value: z.array(z.union([z.number(), z.string().max(1000)])).max(1000),
  }),
  z.object({ type: z.literal('backdrop'), value: z.string().max(100) }),
]);
/** A check. */
export type ScratchCheck = z.infer<typeof scratchCheckSchema>;

/** One test: inputs, how long it runs, what must hold at its end, and its points. */
export const scratchTestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'quiz-scratch.validation.testName')
    .max(80, 'quiz-scratch.validation.testName'),
  /** Click the green flag at time 0. */
  greenFlag: z.boolean().default(true),
  inputs: z
    .object({
      /** The answers to 'ask and wait', in order. */
      answers: z.array(z.string().max(1000)).max(50).default([]),
      events: z.array(scratchEventSchema).max(100).default([]),
    })
    .default({ answers: [], events: [] }),
  /** The seed of "pick random". */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
  /** Seconds on the virtual 30 fps clock. */
  duration: z
    .number()
    .min(0.1, 'quiz-scratch.validation.duration')
    .max(SCRATCH_MAX_DURATION, 'quiz-scratch.validation.duration')
    .default(2),
  checks: z.array(scratchCheckSchema).min(1, 'quiz-scratch.validation.checks').max(50),
  score: z.number().min(0).max(1000).default(1),
  hidden: z.boolean().default(false),
});
/** A test. */
export type ScratchTest = z.infer<typeof scratchTestSchema>;

/** A script the learner may not change: the sprite (or `Stage`) and its top block's id. */
export const lockedScriptSchema = z.object({ sprite: name, blockId: z.string().min(1).max(100) });

/**
 * The teacher's Scratch quiz. The reference project and the hidden tests never reach a learner;
 * publishing waits until the reference passes every test.
 */
export const scratchSchema = z
  .object({
    /** The project the learner starts from. */
    starter: projectSchema,
    /** The teacher's reference project: it must pass every test. */
    reference: projectSchema,
    lockedScripts: z.array(lockedScriptSchema).max(50).default([]),
    requiredOpcodes: z.array(opcode).max(50).default([]),
    forbiddenOpcodes: z.array(opcode).max(50).default([]),
    /** At most this many blocks (shadows not counted); null: no limit. */
    maxBlocks: z.number().int().min(1).max(5000).nullable().default(null),
    tests: z
      .array(scratchTestSchema)
      .min(1, 'quiz-scratch.validation.tests')
      .max(SCRATCH_MAX_TESTS, 'quiz-scratch.validation.tests'),
  })
  .superRefine((d, ctx) => {
    const names = d.tests.map((x) => x.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-scratch.validation.testNames' });
    if (!d.tests.some((x) => x.score > 0))
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-scratch.validation.tests' });
    d.lockedScripts.forEach((l, i) => {
      if (!scriptSignature(d.starter, l.sprite, l.blockId))
        ctx.addIssue({
          code: 'custom',
          path: ['lockedScripts', i],
          message: 'quiz-scratch.validation.lockedScript',
        });
    });
  });
/** A `scratch` definition. */
export type ScratchDefinition = z.infer<typeof scratchSchema>;

/** The learner's answer: the project JSON of an sb3. */
export const scratchAnswer = z.object({ project: projectSchema });
/** A `scratch` answer. */
export type ScratchAnswer = z.infer<typeof scratchAnswer>;

/**
 * What a learner sees: the starter project, the rules and the shown tests; hidden tests by count
 * and points only; never the reference project.
 */
export function scratchView(d: ScratchDefinition) {
  return {
    starter: d.starter,
    lockedScripts: d.lockedScripts,
    requiredOpcodes: d.requiredOpcodes,
    forbiddenOpcodes: d.forbiddenOpcodes,
    maxBlocks: d.maxBlocks,
    tests: d.tests.filter((x) => !x.hidden).map(({ hidden: _hidden, ...shown }) => shown),
    hiddenTests: d.tests.filter((x) => x.hidden).length,
    maxPoints: d.tests.reduce((s, x) => s + x.score, 0),
  };
}
/** The learner view. */
export type ScratchView = ReturnType<typeof scratchView>;

/**
 * Refuses an answer that changed a locked script (a message key), else undefined: each locked
 * script must be in the project, in the same sprite, block for block as the teacher wrote it.
 */
export function lockedScriptChange(d: ScratchDefinition, a: ScratchAnswer): string | undefined {
  for (const l of d.lockedScripts) {
    const want = scriptSignature(d.starter, l.sprite, l.blockId);
    if (want && scriptSignature(a.project as ScratchProject, l.sprite, l.blockId) !== want)
      return 'quiz-scratch.error.locked_script';
  }
  return undefined;
}

/**
 * The harness job: each test runs the project in headless scratch-vm for its duration on a virtual
 * 30 fps clock, with its inputs, after the block rules are checked. `test` runs the shown tests
 * only; `run` has no judge run (learners run the project in their browser), so it answers null.
 */
export function scratchJob(d: ScratchDefinition, a: ScratchAnswer, purpose: JudgePurpose) {
  if (purpose.mode === 'run') return null;
  const tests = purpose.mode === 'test' ? d.tests.filter((x) => !x.hidden) : d.tests;
  if (tests.length === 0) return null;
  const rules = {
    requiredOpcodes: d.requiredOpcodes,
    forbiddenOpcodes: d.forbiddenOpcodes,
    maxBlocks: d.maxBlocks,
  };
  // Loading scratch-vm takes about 0.3 s a test; the virtual clock runs faster than real time.
  const wallSeconds = (x: ScratchTest) => Math.ceil(3 + x.duration);
  const total = tests.reduce((s, x) => s + wallSeconds(x), 0);
  return {
    kind: 'harness',
    plugin: 'quiz-scratch',
    harness: 'vm',
    files: [{ name: 'project.json', content: JSON.stringify(a.project) }],
    limits: {
      timeLimitMs: Math.min(total, 170) * 1000,
      wallTimeLimitMs: Math.min(total + 10, 180) * 1000,
      memoryLimitMiB: 1024,
    },
    network: 'none',
    tests: tests.map((x) => ({
      name: x.name,
      score: x.score,
      hidden: x.hidden,
      data: {
        greenFlag: x.greenFlag,
        inputs: x.inputs,
        seed: x.seed,
        duration: x.duration,
        checks: x.checks,
        rules,
        wallSeconds: wallSeconds(x),
      },
    })),
  };
}

/** `scratch`: a Scratch 3 project made in the browser, graded on the server by headless scratch-vm. */
export const scratchQuizType = defineQuizType<ScratchDefinition, ScratchAnswer>({
  id: 'scratch',
  label: scratchLabel,
  schema: scratchSchema,
  answerSchema: scratchAnswer,
  learnerView: scratchView,
  checkAnswer: lockedScriptChange,
  grading: { kind: 'judge', job: (d, a, purpose) => scratchJob(d, a, purpose) },
  referenceAnswer: (d) => ({ project: d.reference }),
  files: (a) => [{ name: 'project.json', content: JSON.stringify(a.project, null, 2) }],
});
