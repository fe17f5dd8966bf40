import { defineQuizType, type JudgePurpose } from '@seodang/sdk/common';
import { entryLabel } from './label.ts';
import { entryAnswer, entrySchema, lockedProblem, type EntryAnswer, type EntryDefinition } from './schema.ts';
import type { Project } from './runtime/project.ts';

export { entryLabel };
export * from './schema.ts';

/**
 * What a learner sees: the starter project, the block rules, the shown tests (inputs, duration
 * and checks); hidden tests by count and points only; never the reference.
 */
export function entryView(d: EntryDefinition) {
  return {
    starter: d.starter,
    requiredBlocks: d.requiredBlocks,
    forbiddenBlocks: d.forbiddenBlocks,
    maxBlocks: d.maxBlocks,
    stepLimit: d.stepLimit,
    tests: d.tests.filter((x) => !x.hidden).map(({ hidden: _hidden, ...x }) => x),
    hiddenTests: d.tests.filter((x) => x.hidden).length,
    maxPoints: d.tests.reduce((s, x) => s + x.score, 0),
  };
}
/** The learner view. */
export type EntryView = ReturnType<typeof entryView>;

/**
 * The harness job: the judge runs the project with the same runtime the page runs, once per test,
 * on a virtual clock; `test` runs the shown tests only; `run` has no judge run (the page runs it).
 */
export function entryJob(d: EntryDefinition, a: EntryAnswer, purpose: JudgePurpose) {
  if (purpose.mode === 'run') return null;
  const tests = purpose.mode === 'test' ? d.tests.filter((x) => !x.hidden) : d.tests;
  if (tests.length === 0) return null;
  const rules = {
    requiredBlocks: d.requiredBlocks,
    forbiddenBlocks: d.forbiddenBlocks,
    maxBlocks: d.maxBlocks,
    stepLimit: d.stepLimit,
  };
  return {
    kind: 'harness',
    plugin: 'quiz-entry',
    harness: 'grade',
    files: [{ name: 'project.json', content: JSON.stringify(a.project) }],
    limits: { timeLimitMs: 30_000, wallTimeLimitMs: 60_000, memoryLimitMiB: 256 },
    network: 'none',
    tests: tests.map((x) => ({
      name: x.name,
      score: x.score,
      hidden: x.hidden,
      data: { inputs: x.inputs, duration: x.duration, checks: x.checks, rules },
    })),
  };
}

/** `entry`: block coding in the style of Entry, run on the page and graded by the same runtime in the judge. */
export const entryQuizType = defineQuizType<EntryDefinition, EntryAnswer>({
  id: 'entry',
  label: entryLabel,
  schema: entrySchema,
  answerSchema: entryAnswer,
  learnerView: entryView,
  grading: { kind: 'judge', job: (d, a, purpose) => entryJob(d, a, purpose) },
  checkAnswer(d, a) {
    return lockedProblem(d.starter as Project, a.project as Project) ? 'quiz-entry.lockedBlock' : undefined;
  },
  referenceAnswer: (d) => ({ project: d.reference }),
  files: (a) => [{ name: 'project.json', content: `${JSON.stringify(a.project, null, 2)}\n` }],
});
