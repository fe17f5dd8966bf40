import type { Knex } from 'knex';
import { AppError, type RequestContext } from '@seodang/sdk';
import { examWorkRef } from '@seodang/plugin-workspace/exam-work';
import type { ExamRemoval, ExamRemovalHandler, ExamRemovalPoint } from '../../common/exam-removal.ts';
import { assessmentFiles } from './files.ts';

/** The handlers other plugins gave the removal point; `run` calls each inside the caller's transaction. */
export function createRemovalRegistry() {
  const handlers: ExamRemovalHandler[] = [];
  return {
    point: { onRemoval: (h: ExamRemovalHandler) => void handlers.push(h) } satisfies ExamRemovalPoint,
    async run(trx: Knex.Transaction, removal: ExamRemoval): Promise<void> {
      for (const h of handlers) await h(trx, removal);
    },
  };
}

/** The registry's runner, as the routes use it. */
export type RunRemoval = ReturnType<typeof createRemovalRegistry>['run'];

/**
 * Which of these examinees have started the exam: entered it (EXAM_ENTER in the history, or the
 * member row says so), finished it, left integrity signals, or saved or submitted an answer to one
 * of its quizzes in the workspace. Their records are evidence, so they are never removed.
 */
export async function startedExaminees(
  rc: RequestContext,
  db: Knex,
  exam: { id: number; quizzes: { quizId: string }[] },
  userIds: number[],
): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const started = new Set<number>();
  const add = (ids: unknown[]) => ids.forEach((id) => started.add(Number(id)));
  add(
    await db('assessment_exam_members')
      .where({ exam_id: exam.id })
      .whereIn('user_id', userIds)
      .where((w) => w.where('entered_at_least_once', true).orWhereNotNull('last_finished_time'))
      .pluck('user_id'),
  );
  add(
    await db('assessment_exam_history')
      .where({ exam_id: exam.id })
      .whereIn('user_id', userIds)
      .distinct()
      .pluck('user_id'),
  );
  add(
    await db('assessment_exam_signals')
      .where({ exam_id: exam.id })
      .whereIn('user_id', userIds)
      .distinct()
      .pluck('user_id'),
  );
  // Without the workspace plugin nobody can have answered.
  const work = rc.optionalService(examWorkRef);
  if (work)
    add(
      await work.workersOf(
        userIds,
        exam.quizzes.map((q) => q.quizId),
      ),
    );
  return started;
}

/** Stored objects to drop once the removal is committed: identity photos, and the exam's recordings. */
export async function storedKeysOf(db: Knex, examIndex: number, userIds: number[] | 'all') {
  const members = db('assessment_exam_members')
    .where({ exam_id: examIndex })
    .whereNotNull('identification_photo');
  if (userIds !== 'all') members.whereIn('user_id', userIds);
  const photos = ((await members.pluck('identification_photo')) as ({ key?: string } | null)[])
    .map((p) => p?.key)
    .filter((k): k is string => !!k);
  const recordings =
    userIds === 'all'
      ? ((await db('assessment_recordings')
          .where({ exam_id: examIndex })
          .whereNotNull('storage_key')
          .pluck('storage_key')) as string[])
      : [];
  return { photos, recordings };
}

/** Drops the stored objects of a committed removal; a file that is gone already is no failure. */
export async function removeStored(
  rc: RequestContext,
  keys: { photos: string[]; recordings: string[] },
): Promise<void> {
  try {
    const files = assessmentFiles(rc);
    for (const key of [...keys.photos, ...keys.recordings]) await files.delete(key);
  } catch (err) {
    // The rows are gone; a file left behind is unreachable and only costs disk space.
    rc.log.warn({ err }, 'removing stored exam files failed');
  }
}

/** The exam of this assessment, locked for the removal (404 otherwise). */
export async function lockedExam(
  trx: Knex.Transaction,
  lectureSeq: number,
  examIndex: number,
): Promise<{ id: number; quizzes: { quizId: string }[] }> {
  const exam = await trx('assessment_exams')
    .where({ id: examIndex, assessment_id: lectureSeq })
    .forUpdate()
    .first('id', 'quizzes');
  if (!exam) throw new AppError(404, 'exam_not_found', 'assessment.error.exam_not_found');
  return exam;
}

/**
 * Deletes a locked exam nobody has started, with its members, notices, signals, recordings and
 * other plugins' rows (supervision groups); `refuse` names the 409 thrown when someone has
 * started. Returns the stored files to drop once committed.
 */
export async function deleteExamRows(
  rc: RequestContext,
  trx: Knex.Transaction,
  exam: { id: number; quizzes: { quizId: string }[] },
  runRemoval: RunRemoval,
  refuse: (count: number) => AppError,
) {
  const examinees: number[] = await trx('assessment_exam_members')
    .where({ exam_id: exam.id, role: 'student' })
    .forUpdate()
    .pluck('user_id');
  const started = await startedExaminees(rc, trx, exam, examinees);
  if (started.size) throw refuse(started.size);
  const stored = await storedKeysOf(trx, exam.id, 'all');
  await runRemoval(trx, { examIndex: exam.id, wholeExam: true });
  // Recordings name the exam without a foreign key; members, history, notices and signals cascade.
  for (const table of [
    'assessment_recordings',
    'assessment_recording_publishers',
    'assessment_recording_exams',
  ])
    await trx(table).where({ exam_id: exam.id }).delete();
  await trx('assessment_exams').where({ id: exam.id }).delete();
  return stored;
}
