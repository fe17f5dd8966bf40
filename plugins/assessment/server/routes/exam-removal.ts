import { z } from 'zod';
import type { Knex } from 'knex';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { owned } from '../assessment-lookup.ts';
import { supervisorsTopic } from '../../common/index.ts';
import {
  deleteExamRows,
  lockedExam,
  removeStored,
  startedExaminees,
  storedKeysOf,
  type RunRemoval,
} from '../services/exam-removal.ts';
import { idSchema } from '@seodang/sdk/common';

const examPath = z.object({
  lectureSeq: idSchema,
  examIndex: idSchema,
});
const memberPath = examPath.extend({ userId: idSchema });

type LockedExam = Awaited<ReturnType<typeof lockedExam>>;
type StoredKeys = Awaited<ReturnType<typeof storedKeysOf>>;

/** One removal by the assessment's manager: inside a transaction with the exam locked; the stored files it names go once committed. */
async function removeFromExam(
  rc: RequestContext,
  params: z.output<typeof examPath>,
  remove: (trx: Knex.Transaction, exam: LockedExam) => Promise<StoredKeys>,
) {
  await owned(rc, params.lectureSeq);
  const keys = await rc.db.transaction(async (trx) =>
    remove(trx, await lockedExam(trx, params.lectureSeq, params.examIndex)),
  );
  await removeStored(rc, keys);
}

/**
 * Manage Assessment takes an examinee or a supervisor out of an exam, or deletes an exam. An
 * examinee who has started is kept (answers, history, signals and recordings are evidence), and
 * an exam with such an examinee is kept too: 409 with the reason. Each removal is one transaction,
 * other plugins' rows (supervision groups) included.
 */
export function registerExamRemovalRoutes(env: RegisterEnv, runRemoval: RunRemoval): void {
  const tags = ['assessment'];
  env.route({
    method: 'DELETE',
    path: '/api/assessment/:lectureSeq/exam/:examIndex/members/:userId',
    tags,
    access: ['teacher', 'admin'],
    params: memberPath,
    summary:
      'Remove an examinee who has not started, or a supervisor (with their supervision groups), from an exam (owner or admin)',
    async handler({ params }, rc) {
      await removeFromExam(rc, params, async (trx, exam) => {
        const member = await trx('assessment_exam_members')
          .where({ exam_id: exam.id, user_id: params.userId })
          .forUpdate()
          .first('role');
        if (!member) throw new AppError(404, 'member_not_found', 'assessment.error.member_not_found');
        if (member.role === 'student' && (await startedExaminees(rc, trx, exam, [params.userId])).size) {
          throw new AppError(409, 'examinee_started', 'assessment.error.examinee_started');
        }
        const stored = await storedKeysOf(trx, exam.id, [params.userId]);
        await trx('assessment_exam_notice_targets')
          .where({ user_id: params.userId })
          .whereIn('notice_id', trx('assessment_exam_notices').where({ exam_id: exam.id }).select('id'))
          .delete();
        await trx('assessment_exam_members').where({ exam_id: exam.id, user_id: params.userId }).delete();
        await runRemoval(trx, { examIndex: exam.id, userIds: [params.userId] });
        return stored;
      });
      // Open supervisor screens take the member off their lists.
      await rc.publish(supervisorsTopic(params.examIndex), 'exam.members', { removed: [params.userId] });
      return { result: true };
    },
  });
  env.route({
    method: 'DELETE',
    path: '/api/assessment/:lectureSeq/exam/:examIndex',
    tags,
    access: ['teacher', 'admin'],
    params: examPath,
    summary:
      'Delete an exam that no examinee has started, with its members, notices and supervision groups (owner or admin)',
    async handler({ params }, rc) {
      await removeFromExam(rc, params, (trx, exam) =>
        deleteExamRows(
          rc,
          trx,
          exam,
          runRemoval,
          (count) => new AppError(409, 'exam_started', 'assessment.error.exam_started', { count }),
        ),
      );
      return { result: true };
    },
  });
}
