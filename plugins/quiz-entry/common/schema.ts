import { z } from 'zod';
import { knownBlockTypes } from './blocks.ts';
import type { Block, Project } from './runtime/project.ts';
import { allBlocks, countBlocks } from './runtime/project.ts';

/** At most this many blocks in a project, and tests in a quiz. */
export const ENTRY_MAX_BLOCKS = 2000;
export const ENTRY_MAX_TESTS = 20;

const name = z.string().trim().min(1).max(40);
const value = z.union([z.number().min(-1e9).max(1e9), z.string().max(500), z.boolean()]);
const coordinate = z.number().min(-10_000).max(10_000);

/** One block (recursive through its inputs and statements). */
export const blockSchema: z.ZodType<Block> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(40),
    type: z.string().refine((t) => knownBlockTypes.includes(t), 'quiz-entry.validation.unknownBlock'),
    fields: z.record(z.string().max(20), value).optional(),
    inputs: z.record(z.string().max(20), blockSchema).optional(),
    statements: z.record(z.string().max(20), z.array(blockSchema).max(500)).optional(),
    locked: z.boolean().optional(),
    x: coordinate.optional(),
    y: coordinate.optional(),
  }),
);

/** An object on the stage with its scripts. */
export const objectSchema = z.object({
  id: z.string().min(1).max(40),
  name,
  x: coordinate.default(0),
  y: coordinate.default(0),
  direction: z.number().min(-360).max(360).default(90),
  costumes: z.array(z.string().trim().min(1).max(20)).min(1).max(10).default(['🤖']),
  costume: z.number().int().min(0).max(9).default(0),
  visible: z.boolean().default(true),
  width: z.number().min(1).max(480).default(40),
  height: z.number().min(1).max(270).default(40),
  scripts: z.array(z.array(blockSchema).min(1).max(500)).max(100).default([]),
});

/** A project: objects, variables and lists. */
export const projectSchema = z
  .object({
    objects: z
      .array(objectSchema)
      .min(1, 'quiz-entry.validation.objects')
      .max(20, 'quiz-entry.validation.objects'),
    variables: z
      .array(z.object({ name, value: value.default(0) }))
      .max(50)
      .default([]),
    lists: z
      .array(z.object({ name, items: z.array(value).max(500).default([]) }))
      .max(20)
      .default([]),
  })
  .superRefine((p, ctx) => {
    const project = p as Project;
    if (countBlocks(project) > ENTRY_MAX_BLOCKS)
      ctx.addIssue({ code: 'custom', path: ['objects'], message: 'quiz-entry.validation.tooManyBlocks' });
    const names = p.objects.map((o) => o.name);
    const ids = p.objects.map((o) => o.id);
    if (new Set(names).size !== names.length || new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['objects'], message: 'quiz-entry.validation.objectNames' });
    const blockIds = [...allBlocks(project)].map((x) => x.block.id);
    if (new Set(blockIds).size !== blockIds.length)
      ctx.addIssue({ code: 'custom', path: ['objects'], message: 'quiz-entry.validation.blockIds' });
  });

const checkOp = z.enum(['eq', 'ne', 'lt', 'gt', 'le', 'ge', 'contains']);
const tolerance = z.number().min(0).max(10_000).optional();

/** A declarative check, made when the test's time is up. */
export const checkSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('object'),
    object: name,
    property: z.enum(['x', 'y', 'direction', 'costume', 'visible', 'said']),
    op: checkOp.default('eq'),
    value,
    tolerance,
  }),
  z.object({ kind: z.literal('variable'), name, op: checkOp.default('eq'), value, tolerance }),
  z.object({ kind: z.literal('list'), name, items: z.array(value).max(500) }),
  z.object({ kind: z.literal('said'), object: name, text: z.string().max(500) }),
  z.object({ kind: z.literal('touched'), object: name, target: name, expected: z.boolean().default(true) }),
]);

/** One test: inputs at virtual times, how long it runs, its checks, points, hidden or shown. */
export const entryTestSchema = z.object({
  name: z.string().trim().min(1, 'quiz-entry.validation.testName').max(80, 'quiz-entry.validation.testName'),
  inputs: z
    .object({
      answers: z.array(z.string().max(500)).max(50).default([]),
      keys: z
        .array(
          z.object({
            key: z.string().min(1).max(10),
            at: z.number().min(0).max(60),
            hold: z.number().min(0).max(60).default(0.1),
          }),
        )
        .max(100)
        .default([]),
      clicks: z
        .array(z.object({ object: name, at: z.number().min(0).max(60) }))
        .max(100)
        .default([]),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31)
        .default(1),
    })
    .default({ answers: [], keys: [], clicks: [], seed: 1 }),
  duration: z
    .number()
    .min(0.1, 'quiz-entry.validation.duration')
    .max(60, 'quiz-entry.validation.duration')
    .default(5),
  checks: z.array(checkSchema).min(1, 'quiz-entry.validation.checks').max(30, 'quiz-entry.validation.checks'),
  score: z.number().min(0).max(1000).default(1),
  hidden: z.boolean().default(false),
});
/** One test. */
export type EntryTest = z.infer<typeof entryTestSchema>;

const blockTypes = z
  .array(z.string().refine((t) => knownBlockTypes.includes(t), 'quiz-entry.validation.unknownBlock'))
  .max(60)
  .default([]);

/**
 * The teacher's Entry quiz: the starter project (its `locked` blocks stay as they are), the
 * reference project that publishing waits on, the block rules and the tests.
 */
export const entrySchema = z
  .object({
    starter: projectSchema,
    reference: projectSchema,
    requiredBlocks: blockTypes,
    forbiddenBlocks: blockTypes,
    maxBlocks: z.number().int().min(1).max(ENTRY_MAX_BLOCKS).nullable().default(null),
    /** Blocks one test may run before it stops (a loop that never ends). */
    stepLimit: z
      .number()
      .int()
      .min(1000, 'quiz-entry.validation.stepLimit')
      .max(1_000_000, 'quiz-entry.validation.stepLimit')
      .default(100_000),
    tests: z
      .array(entryTestSchema)
      .min(1, 'quiz-entry.validation.tests')
      .max(ENTRY_MAX_TESTS, 'quiz-entry.validation.tests'),
  })
  .superRefine((d, ctx) => {
    const names = d.tests.map((x) => x.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-entry.validation.testNames' });
    if (!d.tests.some((x) => x.score > 0))
      ctx.addIssue({ code: 'custom', path: ['tests'], message: 'quiz-entry.validation.tests' });
    if (lockedProblem(d.starter as Project, d.reference as Project))
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'quiz-entry.validation.referenceLocked' });
  });
/** An `entry` definition. */
export type EntryDefinition = z.infer<typeof entrySchema>;

/** The learner's answer: the whole project. */
export const entryAnswer = z.object({ project: projectSchema });
/** An `entry` answer. */
export type EntryAnswer = z.infer<typeof entryAnswer>;

/** A block's own content: type, fields and the literal values in its slots. */
function content(b: Block): string {
  const literals = Object.entries(b.inputs ?? {})
    .filter(([, x]) => x.type === 'number' || x.type === 'text')
    .map(([k, x]) => [k, x.fields ?? {}]);
  return JSON.stringify([b.type, b.fields ?? {}, literals]);
}

/**
 * The first locked block of `starter` that `project` changed, moved out of its locked parent,
 * unlocked or deleted (its id), or null when every locked block is as the teacher left it.
 */
export function lockedProblem(starter: Project, project: Project): string | null {
  const found = new Map<string, { block: Block; object: string; parent: string | null }>();
  for (const { block, object, parent } of allBlocks(project))
    found.set(block.id, { block, object: object.id, parent: parent?.id ?? null });
  for (const { block, object, parent } of allBlocks(starter)) {
    if (!block.locked) continue;
    const mine = found.get(block.id);
    if (!mine || !mine.block.locked || mine.object !== object.id || content(mine.block) !== content(block))
      return block.id;
    if (parent?.locked && mine.parent !== parent.id) return block.id;
  }
  return null;
}
