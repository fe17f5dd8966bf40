import type { StartContext } from '@seodang/sdk';
import type { AssistContextService } from '../common/assist-context.ts';
import type { AssistRunService, ShownCheck } from '../common/assist-run.ts';
import { judge } from './judge.ts';
import type { QuizRow } from './quiz-row.ts';
import { checkedJob } from './services/grading.ts';

/** A proposed program gets this long in the judge, queue included. */
const checkTimeoutMs = 60_000;

/**
 * `workspace.assist-run`: runs a helper's proposed program on a lesson quiz's SHOWN tests (the judge's `test` purpose, as
 * the learner's "test" button), never the hidden ones. Nothing is stored: it is not a submission,
 * so no grade, progress or peer review sees it. The program replaces the learner's main file in
 * their saved answer (the other files stay), in the quiz's language. Null when the quiz is not
 * the viewer's to see, not judged, or the program is refused (language, locked code).
 */
export function assistRunShown(
  ctx: Pick<StartContext, 'db' | 'quizType'>,
  contextOf: AssistContextService['of'],
): AssistRunService['runShown'] {
  return async (viewer, at, code): Promise<ShownCheck | null> => {
    const context = await contextOf(viewer, at);
    if (!context?.language || context.examMode) return null;
    const q = (await ctx.db('workspace_quizzes').where({ id: context.quizIndex }).first()) as QuizRow;
    const qt = ctx.quizType(q.type);
    if (!qt || qt.grading.kind !== 'judge') return null;
    const saved = await ctx
      .db('workspace_answers')
      .where({ quiz_id: q.id, user_id: viewer.userId })
      .first('answer');
    const starter = (q.definition as { source?: Record<string, { name: string }[]> }).source;
    const savedFiles = (saved?.answer as { language?: string; files?: { name: string; content: string }[] })
      ?.files;
    const mainName = savedFiles?.[0]?.name ?? starter?.[context.language]?.[0]?.name ?? 'main';
    const answer = {
      language: context.language,
      files: [{ name: mainName, content: code }, ...(savedFiles?.slice(1) ?? [])],
    };
    const parsed = qt.answerSchema.safeParse(answer);
    if (!parsed.success || qt.checkAnswer?.(q.definition, parsed.data)) return null;
    const id = `workspace-assist-${viewer.userId}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const job = checkedJob(qt, q.definition, parsed.data, { mode: 'test' }, id);
    const result = await judge().judge(job, { timeoutMs: checkTimeoutMs });
    if (result.kind === 'run' || result.status === 'INTERNAL_ERROR') return null;
    return {
      passed: result.tests.filter((t) => t.verdict === 'ACCEPTED').length,
      total: result.tests.length,
    };
  };
}
