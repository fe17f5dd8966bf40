import { z } from 'zod';
import { AppError, forbidden, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { lessonAccessRef } from '../../common/lesson-access.ts';
import { lessonQuizzesSchema } from '../../common/index.ts';
import { canAuthor } from '../access.ts';
import { findQuiz, type QuizRow } from '../quiz-row.ts';
import type { ScopedQuiz } from '../scoped-kinds.ts';

const lessonParams = z.object({ lectureIndex: idSchema, lessonIndex: idSchema });
const lessonNotFound = () => new AppError(404, 'lesson_not_found', 'workspace.error.lesson_not_found');

/**
 * Only who may edit the lecture (the lectures plugin decides, `lectures.lesson-access`) changes
 * its lessons' quizzes. A lesson of another lecture or channel answers 404 like a missing one.
 */
async function assertLessonEditor(rc: RequestContext, lectureIndex: number, lessonIndex: number) {
  const service = rc.optionalService(lessonAccessRef);
  if (!service || !rc.hasScopedKind('lesson')) throw lessonNotFound();
  const lesson = await rc.inChannel<{ lectureId: number }>('lesson', lessonIndex, {
    code: 'lesson_not_found',
    messageKey: 'workspace.error.lesson_not_found',
  });
  if (lesson.lectureId !== lectureIndex) throw lessonNotFound();
  const viewer = { user: rc.user, role: rc.role, channelId: rc.channel?.index ?? null };
  const d = await service.lesson(viewer, lectureIndex, lessonIndex);
  if (!d.open) {
    if (!d.visible) throw lessonNotFound();
    throw forbidden();
  }
  if (!d.edit) throw forbidden();
}

/** Lesson quizzes: the lecture's editors attach their quizzes to a lesson, order and detach them. */
export function registerLessonQuizRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: '/api/workspace/lessons/:lectureIndex/:lessonIndex/quizzes',
    summary: "Set a lesson's quizzes in order: attach, reorder and detach (the lecture's editors)",
    tags: ['workspace'],
    access: 'user',
    params: lessonParams,
    body: lessonQuizzesSchema,
    async handler({ params, body }, rc) {
      const { lectureIndex, lessonIndex } = params;
      await assertLessonEditor(rc, lectureIndex, lessonIndex);
      const found = await rc.inChannelMany<ScopedQuiz>('quiz', body.quizzes);
      const rows: QuizRow[] = [];
      for (const scoped of found) {
        const q = await findQuiz(rc, scoped.id);
        const here = q.lecture_index === lectureIndex && q.lesson_index === lessonIndex;
        // Only quizzes the teacher may edit where they are now: their own, or the channel's.
        if (!here && !(await canAuthor(rc, q))) throw forbidden();
        if (q.common.setting?.mode === 'exam_mode')
          throw new AppError(400, 'exam_quiz_in_lesson', 'workspace.error.exam_quiz_in_lesson');
        rows.push(q);
      }
      await rc.db.transaction(async (trx) => {
        // Detached quizzes stay in the lecture (only its members see them), in no lesson.
        await trx('workspace_quizzes')
          .where({ lecture_index: lectureIndex, lesson_index: lessonIndex })
          .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
          .whereNotIn('id', body.quizzes)
          .update({ lesson_index: null, lesson_order: null, updated_at: trx.fn.now() });
        for (const [order, id] of body.quizzes.entries()) {
          await trx('workspace_quizzes').where({ id }).update({
            lecture_index: lectureIndex,
            lesson_index: lessonIndex,
            lesson_order: order,
            updated_at: trx.fn.now(),
          });
        }
      });
      const byId = new Map(rows.map((q) => [q.id, q]));
      return {
        data: {
          list: body.quizzes.map((id) => {
            const q = byId.get(id)!;
            return { index: q.id, type: q.type, title: q.title, status: q.status };
          }),
        },
      };
    },
  });
}
