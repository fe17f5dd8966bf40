/**
 * A Scratch 3 project as the `project.json` of an sb3, checked well enough that a malformed one is
 * refused with the fault named (no stage, a block pointing at a block that is not there, an
 * extension loaded from elsewhere, too big) before it reaches the judge or the editor.
 */
import { z } from 'zod';

/** The largest project JSON taken, in characters. */
export const PROJECT_MAX_CHARS = 1_000_000;
/** The most blocks in one project (shadows included). */
export const PROJECT_MAX_BLOCKS = 10_000;
/** Scratch's own extensions a project may use; none is loaded by URL. */
export const ALLOWED_EXTENSIONS = ['pen', 'music', 'text2speech', 'translate'] as const;

const blockObject = z
  .object({
    opcode: z.string().regex(/^[a-zA-Z0-9_]{1,100}$/, 'quiz-scratch.project.opcode'),
    next: z.string().max(100).nullable(),
    parent: z.string().max(100).nullable(),
    inputs: z.record(z.string(), z.unknown()),
    fields: z.record(z.string(), z.unknown()),
    shadow: z.boolean(),
    topLevel: z.boolean(),
  })
  .passthrough();
// A top-level variable or list reporter is stored as an array: [12 or 13, name, id, x, y].
const block = z.union([blockObject, z.array(z.unknown()).max(6)]);

const costume = z
  .object({
    name: z.string().max(200),
    assetId: z.string().regex(/^[0-9a-f]{32,64}$/, 'quiz-scratch.project.asset'),
    md5ext: z.string().max(80).optional(),
    dataFormat: z.enum(['svg', 'png', 'jpg', 'jpeg', 'bmp', 'gif']),
  })
  .passthrough();
const sound = z
  .object({
    name: z.string().max(200),
    assetId: z.string().regex(/^[0-9a-f]{32,64}$/),
    dataFormat: z.string().max(10),
  })
  .passthrough();

const target = z
  .object({
    isStage: z.boolean(),
    name: z.string().min(1).max(100),
    variables: z.record(z.string(), z.array(z.unknown())).default({}),
    lists: z.record(z.string(), z.array(z.unknown())).default({}),
    broadcasts: z.record(z.string(), z.string()).default({}),
    blocks: z.record(z.string().max(100), block),
    costumes: z.array(costume).min(1, 'quiz-scratch.project.costumes').max(200),
    sounds: z.array(sound).max(200).default([]),
    currentCostume: z.number().int().min(0),
  })
  .passthrough();

/** A project: one stage first, then sprites with unique names, and blocks whose links are whole. */
export const projectSchema = z
  .object({
    targets: z.array(target).min(1, 'quiz-scratch.project.stage').max(100),
    monitors: z.array(z.unknown()).max(500).default([]),
    extensions: z.array(z.string().max(100)).max(20).default([]),
    meta: z.object({ semver: z.string().max(20) }).passthrough(),
  })
  .passthrough()
  .superRefine((p, ctx) => {
    const fault = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (JSON.stringify(p).length > PROJECT_MAX_CHARS) return fault('quiz-scratch.project.tooBig', []);
    if (!p.targets[0]?.isStage || p.targets.filter((t) => t.isStage).length !== 1)
      return fault('quiz-scratch.project.stage', ['targets']);
    const names = new Set<string>();
    let count = 0;
    p.targets.forEach((t, ti) => {
      if (!t.isStage) {
        if (names.has(t.name)) fault('quiz-scratch.project.spriteNames', ['targets', ti, 'name']);
        names.add(t.name);
      }
      if (t.currentCostume >= t.costumes.length)
        fault('quiz-scratch.project.costumes', ['targets', ti, 'currentCostume']);
      for (const [id, b] of Object.entries(t.blocks)) {
        count++;
        if (Array.isArray(b)) continue;
        for (const link of [b.next, b.parent])
          if (link !== null && !(link in t.blocks))
            fault('quiz-scratch.project.blockLink', ['targets', ti, 'blocks', id]);
      }
    });
    if (count > PROJECT_MAX_BLOCKS) fault('quiz-scratch.project.tooBig', ['targets']);
    p.extensions.forEach((e, i) => {
      if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(e))
        fault('quiz-scratch.project.extension', ['extensions', i]);
    });
  });
/** A project. */
export type ScratchProject = z.infer<typeof projectSchema>;

type BlockObject = z.infer<typeof blockObject>;

/**
 * A script as a string that changes whenever any of its blocks does (opcodes, inputs, fields, order,
 * nested blocks), block ids aside except the top one's; null when the sprite has no such top block.
 */
export function scriptSignature(project: ScratchProject, sprite: string, topId: string): string | null {
  const t = project.targets.find((x) => (sprite === 'Stage' ? x.isStage : !x.isStage && x.name === sprite));
  const top = t?.blocks[topId];
  if (!t || !top || Array.isArray(top) || !top.topLevel) return null;
  const blocks = t.blocks as Record<string, BlockObject | unknown[]>;
  const seen = new Set<string>();
  const sig = (id: string | null): unknown => {
    const out: unknown[] = [];
    for (let cur = id; cur !== null && !seen.has(cur);) {
      seen.add(cur);
      const b = blocks[cur];
      if (!b || Array.isArray(b)) break;
      const inputs = Object.fromEntries(
        Object.entries(b.inputs)
          .sort(([x], [y]) => x.localeCompare(y))
          .map(([k, v]) => [
            k,
            Array.isArray(v)
              ? v.map((part) => (typeof part === 'string' && part in blocks ? sig(part) : part))
              : v,
          ]),
      );
      out.push([b.opcode, inputs, b.fields, b.mutation ?? null]);
      cur = b.next;
    }
    return out;
  };
  return JSON.stringify(sig(topId));
}
