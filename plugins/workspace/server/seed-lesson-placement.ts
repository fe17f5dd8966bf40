import type { Knex } from '@seodang/sdk';

/**
 * Puts a demo quiz that is in no lecture yet into its channel's quiz lesson titled `lessonTitle`
 * (the last one in lecture and lesson order if several), after that lesson's quizzes. A quiz a
 * teacher placed or detached keeps its place, so seeding again changes nothing. For demo data
 * only, the lectures plugin's lessons are read directly, as the workspace's lesson seed does;
 * without that plugin or such a lesson the quiz stays where it is.
 */
export async function placeSeedQuizInLesson(
  trx: Knex,
  quiz: { id: number; channelId: number },
  lessonTitle: string,
): Promise<void> {
  if (!(await trx.schema.hasTable('lecture_lessons'))) return;
  const lesson: { id: number; lecture_id: number } | undefined = await trx('lecture_lessons as s')
    .join('lectures as l', 'l.id', 's.lecture_id')
    .where({ 'l.channel_id': quiz.channelId, 's.title': lessonTitle, 's.type': 'quiz' })
    .orderBy([
      { column: 'l.id', order: 'desc' },
      { column: 's.position', order: 'desc' },
    ])
    .first('s.id', 's.lecture_id');
  if (!lesson) return;
  await trx('workspace_quizzes')
    .where({ id: quiz.id })
    .whereNull('lecture_index')
    .whereNull('lesson_index')
    .update({
      lecture_index: lesson.lecture_id,
      lesson_index: lesson.id,
      lesson_order: trx.raw(
        '(select coalesce(max(lesson_order) + 1, 0) from workspace_quizzes where lecture_index = ? and lesson_index = ?)',
        [lesson.lecture_id, lesson.id],
      ),
      updated_at: trx.fn.now(),
    });
}
