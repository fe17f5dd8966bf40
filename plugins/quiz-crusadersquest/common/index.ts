import { z } from 'zod';
import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { questLabel } from './label.ts';

/** The commands a quest may allow: actions (one step each) and questions (free). */
export const questCommands = [
  'move_up',
  'move_down',
  'move_left',
  'move_right',
  'forward',
  'turn_left',
  'turn_right',
  'attack',
  'pick_up',
  'is_wall_ahead',
  'is_enemy_ahead',
  'is_item_here',
] as const;
/** A command name. */
export type QuestCommand = (typeof questCommands)[number];

/** Where the hero faces. */
export const questDirections = ['up', 'right', 'down', 'left'] as const;

/** Cells of the map: empty, wall, enemy, item (the start and the goal are positions of their own). */
export const questCells = { empty: '.', wall: '#', enemy: 'E', item: '*' } as const;

/** The largest map side. */
export const QUEST_MAX_SIDE = 12;

/** The checks a quest reports, in order; `items` only when the map has items and they are required. */
export const questChecks = ['goal', 'items', 'steps', 'lines'] as const;
/** A check name. */
export type QuestCheck = (typeof questChecks)[number];

const side = z
  .number()
  .int()
  .min(2, 'crusadersquest.validation.size')
  .max(QUEST_MAX_SIDE, 'crusadersquest.validation.size');
const position = z.object({ x: z.number().int().min(0).max(99), y: z.number().int().min(0).max(99) });
const points = z.number().min(0).max(1000);

/** The teacher's quest. `reference` is the teacher's program and never reaches a learner. */
export const questSchema = z
  .object({
    width: side,
    height: side,
    /** One string per row, `width` characters of `.`, `#`, `E` and `*`. */
    cells: z
      .array(z.string().regex(/^[.#E*]{1,12}$/, 'crusadersquest.validation.cells'))
      .min(2)
      .max(QUEST_MAX_SIDE),
    start: position.extend({ dir: z.enum(questDirections).default('right') }).nullable(),
    goal: position.nullable(),
    commands: z
      .array(z.enum(questCommands))
      .min(1, 'crusadersquest.validation.commands')
      .max(questCommands.length),
    requireItems: z.boolean().default(true),
    stepLimit: z.number().int().min(1).max(1000).default(50),
    lineLimit: z.number().int().min(1).max(500).default(20),
    /** The learner's starting program. */
    starter: z.string().max(20_000).default('from hero import *\n'),
    /** The teacher's reference program (publishing waits until it passes). */
    reference: z
      .string()
      .max(20_000)
      .refine((s) => s.trim().length > 0, 'crusadersquest.validation.reference'),
    scores: z
      .object({
        goal: points.default(4),
        items: points.default(2),
        steps: points.default(2),
        lines: points.default(2),
      })
      .default({ goal: 4, items: 2, steps: 2, lines: 2 }),
  })
  .superRefine((d, ctx) => {
    const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (d.cells.length !== d.height || d.cells.some((row) => row.length !== d.width))
      return issue(['cells'], 'crusadersquest.validation.cells');
    if (!d.start) return issue(['start'], 'crusadersquest.validation.noStart');
    if (!d.goal) return issue(['goal'], 'crusadersquest.validation.noGoal');
    const at = (p: { x: number; y: number }) => d.cells[p.y]?.[p.x];
    if (at(d.start) === undefined) return issue(['start'], 'crusadersquest.validation.outside');
    if (at(d.goal) === undefined) return issue(['goal'], 'crusadersquest.validation.outside');
    if (at(d.start) !== '.') return issue(['start'], 'crusadersquest.validation.startBlocked');
    if (at(d.goal) === '#' || at(d.goal) === 'E')
      return issue(['goal'], 'crusadersquest.validation.goalBlocked');
    if (d.start.x === d.goal.x && d.start.y === d.goal.y)
      return issue(['goal'], 'crusadersquest.validation.sameCell');
    if (new Set(d.commands).size !== d.commands.length)
      return issue(['commands'], 'crusadersquest.validation.commands');
    if (!d.commands.some((c) => c.startsWith('move_') || c === 'forward'))
      return issue(['commands'], 'crusadersquest.validation.noMove');
  });
/** A quest definition. */
export type QuestDefinition = z.infer<typeof questSchema>;

/** The learner's answer: one Python program. */
export const questAnswer = z.object({ code: z.string().max(20_000) });
/** A quest answer. */
export type QuestAnswer = z.infer<typeof questAnswer>;

/** What learners see: the map, the commands and the limits, never the teacher's reference program. */
export function questView(d: QuestDefinition) {
  const { reference: _reference, ...shown } = d;
  return shown;
}
/** The learner view of a quest. */
export type QuestView = ReturnType<typeof questView>;

/** The checks of a quest, in order: `items` only for a map with items the teacher requires. */
export function checksOf(d: Pick<QuestDefinition, 'cells' | 'requireItems'>): QuestCheck[] {
  const hasItems = d.cells.some((row) => row.includes('*'));
  return questChecks.filter((c) => c !== 'items' || (d.requireItems && hasItems));
}

/** The harness job for one program: every check is a test the harness reports. */
export function questJob(d: QuestDefinition, code: string, purpose: JudgePurpose) {
  if (purpose.mode === 'run') return null;
  const quest = {
    width: d.width,
    height: d.height,
    cells: d.cells,
    start: d.start,
    goal: d.goal,
    commands: d.commands,
    stepLimit: d.stepLimit,
    lineLimit: d.lineLimit,
  };
  return {
    kind: 'harness',
    plugin: 'quiz-crusadersquest',
    harness: 'quest',
    files: [{ name: 'main.py', content: code }],
    // The harness stops the learner's program after 4 s of wall time; these bound the whole run.
    limits: { timeLimitMs: 10_000, wallTimeLimitMs: 20_000, memoryLimitMiB: 256 },
    network: 'none',
    tests: checksOf(d).map((check) => ({
      name: check,
      score: d.scores[check],
      hidden: false,
      data: { check, quest },
    })),
  };
}

/** `crusadersquest`: a grid quest; the learner's Python moves the hero, the judge referees. */
export const questQuizType = defineQuizType<QuestDefinition, QuestAnswer>({
  id: 'crusadersquest',
  label: questLabel,
  schema: questSchema,
  answerSchema: questAnswer,
  learnerView: questView,
  grading: { kind: 'judge', job: (d, a, purpose) => questJob(d, a.code, purpose) },
  referenceAnswer: (d) => ({ code: d.reference }),
  files: (a) => [{ name: 'main.py', content: a.code }],
});
