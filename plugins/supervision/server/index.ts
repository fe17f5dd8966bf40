import { definePlugin } from '@seodang/sdk';
import { examTargetsPoint } from '@seodang/plugin-assessment/exam-targets';
import { examRemovalPoint } from '@seodang/plugin-assessment/exam-removal';
import { dropRemovedFromGroups } from './exam-removal.ts';
import { supervisionMessages } from '../common/index.ts';
import { registerGroupRoutes } from './routes/groups.ts';
import { seedSupervision } from './seed.ts';

/** Supervision groups of exams, the exam control view and the real-time control room (requires assessment). */
export const plugin = definePlugin({
  id: 'supervision',
  register(env) {
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(supervisionMessages);
    // Exam actions aimed at `supervisionGroupIndex` reach the group's students.
    env
      .extensionPoint(examTargetsPoint)
      ?.setGroupResolver((db, examIndex, groupIndex) =>
        db('supervision_group_users')
          .where({ exam_id: examIndex, group_id: groupIndex, role: 'student' })
          .pluck('user_id'),
      );
    // Members Manage Assessment removes (and deleted exams) leave their groups in the same transaction.
    env.extensionPoint(examRemovalPoint)?.onRemoval(dropRemovedFromGroups);
    registerGroupRoutes(env);
  },
  seed: seedSupervision,
});
