// Which lessons a learner has studied: opened in the player, or with a state of their own (a
// completed or attempted lesson). What a refund of a recorded lecture is reckoned from.
import type { Knex } from '@seodang/sdk';

/** Records that the learner opened the lesson now (the last time is kept). */
export async function recordLessonOpened(
  db: Knex,
  lessonId: number,
  userId: number,
  lectureId: number,
): Promise<void> {
  await db('lecture_lesson_opens')
    .insert({ lesson_id: lessonId, user_id: userId, lecture_id: lectureId, opened_at: db.fn.now() })
    .onConflict(['lesson_id', 'user_id'])
    .merge(['opened_at']);
}

/**
 * How many lessons of the lecture the learner opened or worked on since `since` (a purchase):
 * each lesson once, whether it was opened, completed or attempted.
 */
export async function lessonsStudiedSince(
  db: Knex,
  lectureId: number,
  userId: number,
  since: Date,
): Promise<number> {
  const opened = db('lecture_lesson_opens')
    .select('lesson_id')
    .where({ lecture_id: lectureId, user_id: userId })
    .where('opened_at', '>=', since);
  const worked = db('lecture_lesson_progress')
    .select('lesson_id')
    .where({ lecture_id: lectureId, user_id: userId })
    .where('updated_at', '>=', since);
  const [{ studied }] = await db.from(opened.union(worked).as('studied_lessons')).count({ studied: '*' });
  return Number(studied);
}
