import type { ExamRemoval } from '@seodang/plugin-assessment/exam-removal';
import type { Knex } from 'knex';

/**
 * Keeps supervision groups in step with Manage Assessment: a removed examinee or supervisor leaves
 * every group of the exam, and a deleted exam takes its groups along (same transaction).
 */
export async function dropRemovedFromGroups(trx: Knex.Transaction, removal: ExamRemoval): Promise<void> {
  if ('wholeExam' in removal) {
    await trx('supervision_groups').where({ exam_id: removal.examIndex }).delete();
    return;
  }
  await trx('supervision_group_users')
    .where({ exam_id: removal.examIndex })
    .whereIn('user_id', removal.userIds)
    .delete();
}
