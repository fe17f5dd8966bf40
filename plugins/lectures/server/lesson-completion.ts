import type { Knex } from 'knex';
import type { RegisterEnv, StartContext } from '@seodang/sdk';
import { submissionGraded, type SubmissionGraded } from '@seodang/plugin-workspace/server-refs';
import { lessonStates } from '../common/index.ts';
import { lectureCompleted, lessonCompleted } from '../common/events.ts';
import { isWithinPeriod, type Enrolment } from './access.ts';
import type { LectureRow } from './lecture-row.ts';

/** Lessons whose progress follows their quizzes' verdicts (text and video lessons are clicked done). */
const gradedTypes = new Set(['quiz', 'tutorial']);

/** Records the lecture complete (or not) for the learner: complete once every lesson is COMPLETE. */
async function updateLectureCompletion(
  trx: Knex,
  lectureId: number,
  userId: number,
  enrolment: Enrolment,
): Promise<boolean> {
  const [{ lessons }] = await trx('lecture_lessons').where({ lecture_id: lectureId }).count({ lessons: '*' });
  const [{ done }] = await trx('lecture_lesson_progress as p')
    .join('lecture_lessons as s', 's.id', 'p.lesson_id')
    .where({ 's.lecture_id': lectureId, 'p.user_id': userId, 'p.state': lessonStates.COMPLETE })
    .count({ done: '*' });
  const allDone = Number(done) >= Number(lessons);
  await trx('lecture_enrolments')
    .where({ id: enrolment.id })
    .update({
      completed_at: allDone ? (enrolment.completed_at ?? new Date()) : null,
      updated_at: trx.fn.now(),
    });
  return allDone;
}

/**
 * Claims the one announcement of a learner's completed lecture: true the first time only (an
 * atomic update of `completion_announced_at`, so two concurrent completions announce it once).
 */
export async function claimLectureCompletion(db: Knex, enrolmentId: number): Promise<boolean> {
  const claimed = await db('lecture_enrolments')
    .where({ id: enrolmentId })
    .whereNull('completion_announced_at')
    .update({ completion_announced_at: db.fn.now() })
    .returning('id');
  return claimed.length > 0;
}

/**
 * A learner's graded submission moves their lesson on: COMPLETE when every quiz of the lesson has
 * a RIGHT submission (spec §3 user lesson state), CHALLENGE while they are still trying. Idempotent:
 * a COMPLETE lesson stays complete and is announced once.
 */
export async function progressFromGrade(ctx: Pick<StartContext, 'db' | 'emit'>, p: SubmissionGraded) {
  if (p.lectureIndex === null || p.lessonIndex === null) return;
  const { lectureIndex, lessonIndex } = p;
  const completed = await ctx.db.transaction(async (trx) => {
    const lecture = (await trx('lectures')
      .where({ id: lectureIndex })
      .whereRaw('coalesce(channel_id, 0) = ?', [p.channelId ?? 0])
      .first()) as LectureRow | undefined;
    if (!lecture) return null;
    const lesson = await trx('lecture_lessons').where({ id: lessonIndex, lecture_id: lecture.id }).first();
    if (!lesson || !gradedTypes.has(lesson.type)) return null;
    const enrolment = (await trx('lecture_enrolments')
      .where({ lecture_id: lecture.id, user_id: p.userId, state: 'joined' })
      .forUpdate()
      .first()) as Enrolment | undefined;
    if (!enrolment || !isWithinPeriod(lecture, enrolment)) return null;
    const current = await trx('lecture_lesson_progress')
      .where({ lesson_id: lessonIndex, user_id: p.userId })
      .first();
    if (current?.state === lessonStates.COMPLETE) return null;
    const state = p.lessonQuizzesRight ? lessonStates.COMPLETE : lessonStates.CHALLENGE;
    if (current?.state === state) return null;
    await trx('lecture_lesson_progress')
      .insert({
        lesson_id: lessonIndex,
        user_id: p.userId,
        lecture_id: lecture.id,
        state,
        updated_at: trx.fn.now(),
      })
      .onConflict(['lesson_id', 'user_id'])
      .merge(['state', 'updated_at']);
    if (state !== lessonStates.COMPLETE) return null;
    const lectureComplete = await updateLectureCompletion(trx, lecture.id, p.userId, enrolment);
    const announce = lectureComplete && (await claimLectureCompletion(trx, enrolment.id));
    return { lectureComplete, announce };
  });
  if (!completed) return;
  await ctx.emit(lessonCompleted, {
    userId: p.userId,
    channelId: p.channelId,
    lectureIndex,
    lessonIndex,
    lectureComplete: completed.lectureComplete,
  });
  if (completed.announce)
    await ctx.emit(lectureCompleted, { userId: p.userId, channelId: p.channelId, lectureIndex });
}

/** Listens to the workspace's verdicts (when the workspace is installed). */
export function registerLessonCompletion(env: RegisterEnv): void {
  env.on(submissionGraded, (payload, ctx) => progressFromGrade(ctx, payload));
}
