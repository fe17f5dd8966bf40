import type { SeedContext } from '@seodang/sdk';
import { classAnswersRef } from '@seodang/plugin-workspace/class-answers';

/** The demo quiz the upcoming class works on in its code tab (a quiz lesson of the demo lecture). */
const demoQuizTitle = '1부터 N까지의 합';

/**
 * Gives the demo lecture's upcoming classes the lecture's "1부터 N까지의 합" quiz (its first
 * programming quiz where that one is missing), found through the workspace, which seeds before
 * this plugin. Idempotent: a class with a quiz keeps it; without the workspace nothing is added.
 */
export async function seedClassQuiz(ctx: SeedContext, lectureIndex: number): Promise<void> {
  const answers = ctx.optionalService?.(classAnswersRef);
  if (!answers) return;
  const quizzes = await answers.quizzesOf(ctx.channelId, lectureIndex);
  const quiz =
    quizzes.find((q) => q.title === demoQuizTitle) ?? quizzes.find((q) => q.type === 'programming');
  if (!quiz) return;
  const upcoming = (await ctx
    .db('live_meetings')
    .where({ lecture_id: lectureIndex, status: 'wait' })
    .select('id')) as { id: number }[];
  if (!upcoming.length) return;
  await ctx
    .db('live_class_quizzes')
    .insert(upcoming.map((m) => ({ meeting_id: m.id, quiz_index: quiz.index })))
    .onConflict('meeting_id')
    .ignore();
}
