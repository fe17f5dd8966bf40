import type { RegisterEnv } from '@seodang/sdk';
import { examWorkRef } from '../common/exam-work.ts';
import { quizIndexes } from './exam-mode.ts';

/** Offers the assessment whose saved answers or submissions an exam's quizzes hold (`workspace.exam-work`). */
export function provideExamWork(env: RegisterEnv): void {
  env.provideService(examWorkRef, (ctx) => ({
    async workersOf(userIds, quizIds) {
      const ids = quizIndexes(quizIds);
      if (!ids.length || !userIds.length) return [];
      const rows: { user_id: number }[] = await ctx
        .db('workspace_answers')
        .whereIn('quiz_id', ids)
        .whereIn('user_id', userIds)
        .select('user_id')
        .union((q) =>
          q
            .from('workspace_submissions')
            .whereIn('quiz_id', ids)
            .whereIn('user_id', userIds)
            .select('user_id'),
        );
      return rows.map((r) => Number(r.user_id));
    },
  }));
}
