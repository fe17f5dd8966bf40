import type { RegisterEnv } from '@seodang/sdk';
import type { ReviewReason } from '../../common/api.ts';
import type { AiAction, AiHistoryItem } from '../../common/views.ts';
import { aiPath } from '../segment.ts';
import { lessonIndexesQuery } from '../settings/indexes-query.ts';
import { findLesson } from '../settings/lesson-state.ts';

/** The learner's answers worth showing again (a refusal or an insufficient question has none). */
const shownStatuses = ['ok', 'truncated', 'cancelled', 'content_filter', 'timeout', 'provider_error'];

/** `GET|DELETE /api/{ai}/history`: the caller's own conversations and answers in a lesson. */
export function registerHistoryRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: aiPath(env, 'history'),
    summary: "The caller's own questions and answers in a lesson, oldest first, with their ratings",
    tags: ['ai-assistant'],
    access: 'user',
    query: lessonIndexesQuery,
    async handler({ query }, rc) {
      const user = rc.requireUser();
      const lesson = await findLesson(rc, query['indexes[lecture]'], query['indexes[lesson]']);
      const rows: {
        response_id: string;
        action: AiAction;
        conversation_id: string | null;
        question: string;
        answer: string | null;
        status: string;
        created_at: Date;
        review_id: number | null;
        score: 0 | 1 | null;
        review_selection: ReviewReason[] | null;
        review_comment: string | null;
      }[] = await rc
        .db('ai_calls as c')
        .leftJoin('ai_reviews as r', (j) =>
          j.on('r.response_id', 'c.response_id').andOn('r.user_id', 'c.user_id'),
        )
        .where({
          'c.user_id': user.id,
          'c.lecture_index': lesson.lectureIndex,
          'c.lesson_index': lesson.lessonIndex,
        })
        .whereIn('c.status', shownStatuses)
        .whereNotNull('c.question')
        .orderBy('c.created_at')
        .limit(200)
        .select(
          'c.response_id',
          'c.action',
          'c.conversation_id',
          'c.question',
          'c.answer',
          'c.status',
          'c.created_at',
          'r.id as review_id',
          'r.score',
          'r.review_selection',
          'r.review_comment',
        );
      const list: AiHistoryItem[] = rows.map((r) => ({
        responseId: r.response_id,
        action: r.action,
        conversationId: r.conversation_id,
        prompt: r.question,
        answer: r.answer ?? '',
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        review:
          r.review_id === null
            ? null
            : {
                id: r.review_id,
                score: r.score === 1 ? 1 : 0,
                reviewSelection: r.review_selection ?? [],
                reviewComment: r.review_comment ?? '',
              },
      }));
      return { data: { list } };
    },
  });
  env.route({
    method: 'DELETE',
    path: aiPath(env, 'history'),
    summary:
      "Clears the caller's questions and answers in a lesson (the register keeps the counts, not the texts)",
    tags: ['ai-assistant'],
    access: 'user',
    query: lessonIndexesQuery,
    async handler({ query }, rc) {
      const user = rc.requireUser();
      const lesson = await findLesson(rc, query['indexes[lecture]'], query['indexes[lesson]']);
      const cleared = await rc
        .db('ai_calls')
        .where({ user_id: user.id, lecture_index: lesson.lectureIndex, lesson_index: lesson.lessonIndex })
        .where((q) => q.whereNotNull('question').orWhereNotNull('answer'))
        .update({ question: null, answer: null });
      return { data: { cleared } };
    },
  });
}
