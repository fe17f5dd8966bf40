import type { Knex } from '@seodang/sdk';
import type { LectureRow } from './lecture-row.ts';

/** Keeps `student_count` equal to the joined enrolments. */
export async function refreshStudentCount(db: Knex, lectureId: number): Promise<void> {
  await db('lectures')
    .where({ id: lectureId })
    .update({
      student_count: db('lecture_enrolments').where({ lecture_id: lectureId, state: 'joined' }).count(),
    });
}

/** A joined enrolment's end: the lecture's period in days from `from`, or none. */
export const expiryOf = (lecture: LectureRow, from: Date) =>
  lecture.period_type === 'days' && lecture.period_days
    ? new Date(from.getTime() + lecture.period_days * 86_400_000)
    : null;

/**
 * Joins a user to a lecture as a purchase or a granting source does: a new enrolment, or an
 * invited, waiting or lapsed one made joined again with a fresh period; the student count follows.
 */
export async function joinLecture(db: Knex, lecture: LectureRow, userId: number): Promise<void> {
  const now = new Date();
  await db('lecture_enrolments')
    .insert({
      lecture_id: lecture.id,
      user_id: userId,
      state: 'joined',
      joined_at: now,
      expires_at: expiryOf(lecture, now),
      updated_at: now,
    })
    .onConflict(['lecture_id', 'user_id'])
    .merge(['state', 'joined_at', 'expires_at', 'updated_at']);
  await refreshStudentCount(db, lecture.id);
}
