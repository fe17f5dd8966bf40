import type { Knex } from 'knex';
import type { ExamAccess } from '../../common/exam-targets.ts';
import { findExam, isExamSupervisor } from './exam-access.ts';

/** The ExamAccess service for the supervision plugin. */
export function createExamAccess(db: Knex): ExamAccess {
  return {
    async supervisedExam(examIndex, channelIndex, userId, channelRole) {
      const exam = await findExam(db, examIndex, channelIndex === null ? null : { index: channelIndex });
      if (!exam || !(await isExamSupervisor(db, exam, { id: userId }, channelRole))) return null;
      return { index: exam.id, lectureIndex: exam.assessment_id, sequence: exam.sequence };
    },
    async examinees(examIndex, among) {
      const q = db('assessment_exam_members').where({ exam_id: examIndex, role: 'student' });
      if (among) q.whereIn('user_id', among);
      return q.pluck('user_id');
    },
    supervisors: (examIndex) =>
      db('assessment_exam_members').where({ exam_id: examIndex, role: 'supervisor' }).pluck('user_id'),
    async pausedUsers(examIndex, userIds) {
      return new Set(
        await db('assessment_exam_members')
          .where({ exam_id: examIndex })
          .whereIn('user_id', userIds)
          .whereNotNull('paused_at')
          .pluck('user_id'),
      );
    },
  };
}
