import type { Knex } from 'knex';
import { examDeadline } from '../../common/index.ts';
import type { ExamRow } from './exam-access.ts';
import { clockOf, type MemberRow } from './examinee-state.ts';

/**
 * When the last examinee's exam ends: the exam's end, moved by each examinee's extra time and
 * pauses (a running pause keeps moving it). The exam's own end when it has no examinee.
 */
export async function latestDeadline(db: Knex, exam: ExamRow, now: number): Promise<number> {
  const members: MemberRow[] = await db('assessment_exam_members').where({
    exam_id: exam.id,
    role: 'student',
  });
  return members.reduce(
    (latest, m) => Math.max(latest, examDeadline(clockOf(exam, m), now)),
    new Date(exam.end_at).getTime(),
  );
}
