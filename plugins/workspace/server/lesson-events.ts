import type { Knex } from 'knex';
import type { EventDef } from '@seodang/sdk';
import { submissionGraded } from '../common/server-refs.ts';
import type { SubmissionRow } from './presenters.ts';
import type { QuizRow } from './quiz-row.ts';

/** Anything that can emit a domain event (a request or the start context). */
interface Emitter {
  emit<T>(event: EventDef<T>, payload: T): Promise<void>;
}

/** Does the user have a RIGHT submission for every published quiz of this lesson? */
async function lessonQuizzesRight(db: Knex, q: QuizRow, userId: number): Promise<boolean> {
  if (q.lecture_index === null || q.lesson_index === null) return false;
  const missing = await db('workspace_quizzes as q')
    .where({ 'q.lecture_index': q.lecture_index, 'q.lesson_index': q.lesson_index })
    .whereRaw('coalesce(q.channel_id, 0) = ?', [q.channel_id ?? 0])
    .where('q.status', '<>', 0)
    .whereNotExists(
      db('workspace_submissions as s')
        .whereRaw('s.quiz_id = q.id')
        .where({ 's.user_id': userId, 's.kind': 'submit', 's.outcome': 'RIGHT' }),
    )
    .first('q.id');
  return !missing;
}

/**
 * Tells other plugins (lectures: lesson progress) that a learner's submission was graded. Call it
 * after the grade is stored; validations and test runs are not announced.
 */
export async function announceGraded(
  emitter: Emitter,
  db: Knex,
  q: QuizRow,
  s: SubmissionRow,
): Promise<void> {
  if (s.kind !== 'submit' || s.status !== 'done' || s.outcome === 'PENDING' || s.outcome === 'MANUAL') return;
  await emitter.emit(submissionGraded, {
    userId: Number(s.user_id),
    channelId: q.channel_id,
    quizIndex: q.id,
    lectureIndex: q.lecture_index,
    lessonIndex: q.lesson_index,
    score: s.score === null ? null : Number(s.score),
    maxScore: s.max_score === null ? null : Number(s.max_score),
    outcome: s.outcome,
    lessonQuizzesRight: await lessonQuizzesRight(db, q, Number(s.user_id)),
  });
}
