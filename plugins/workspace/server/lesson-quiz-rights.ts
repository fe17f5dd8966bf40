import type { Knex } from '@seodang/sdk';
import type { LessonQuizRights } from '../common/lesson-quiz-rights.ts';

/** A lesson's quizzes whose results are shown, of one organisation (`q`: workspace_quizzes). */
const countingQuizzes = (q: Knex.QueryBuilder, channelId: number | null) =>
  q
    .whereRaw('coalesce(q.channel_id, 0) = ?', [channelId ?? 0])
    .whereNotNull('q.lecture_index')
    .whereRaw("coalesce((q.common->>'hideGradingResult')::boolean, false) = false");

/** Learners' RIGHT submissions to lesson quizzes (`workspace.lesson-quiz-rights`). */
export function lessonQuizRightsService(db: Knex): LessonQuizRights {
  return {
    async counts(channelId, quizIndex) {
      return !!(await countingQuizzes(db('workspace_quizzes as q').where('q.id', quizIndex), channelId).first(
        'q.id',
      ));
    },
    async rights(channelId, after, limit) {
      const q = countingQuizzes(
        db('workspace_submissions as s')
          .join('workspace_quizzes as q', 'q.id', 's.quiz_id')
          .where({ 's.outcome': 'RIGHT', 's.kind': 'submit' }),
        channelId,
      )
        .distinct('s.quiz_id', 's.user_id', 'q.channel_id')
        .orderBy([{ column: 's.quiz_id' }, { column: 's.user_id' }])
        .limit(limit);
      if (after) q.whereRaw('(s.quiz_id, s.user_id) > (?, ?)', [after.quizIndex, after.userId]);
      const rows = (await q) as { quiz_id: number; user_id: number; channel_id: number | null }[];
      return rows.map((r) => ({ userId: r.user_id, channelId: r.channel_id, quizIndex: r.quiz_id }));
    },
  };
}
