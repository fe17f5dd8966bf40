import type { RegisterEnv } from '@seodang/sdk';
import { examScoresRef } from '@seodang/plugin-workspace/exam-scores';
import { examResultsRef } from '../../common/exam-results.ts';
import type { ExamRow } from './exam-access.ts';
import { scoreDataOf } from './exam-scores.ts';

/** Offers finished attempts and their totals to consumers of `assessment.exam-finished`. */
export function provideExamResults(env: RegisterEnv): void {
  env.provideService(examResultsRef, (ctx) => ({
    async exam(examIndex) {
      const row = (await ctx
        .db('assessment_exams as e')
        .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
        .where('e.id', examIndex)
        .first('e.id', 'e.title', 'a.channel_id')) as
        { id: number; title: string; channel_id: number | null } | undefined;
      return row ? { examIndex: row.id, channelId: row.channel_id, title: row.title } : null;
    },
    async identityChecked(examIndex, userId) {
      const row = await ctx
        .db('assessment_exam_members')
        .where({ exam_id: examIndex, user_id: userId, role: 'student', identification_checked: true })
        .first('user_id');
      return !!row;
    },
    async finishedSince(examIndexes, since) {
      if (!examIndexes.length) return [];
      const exams = (await ctx
        .db('assessment_exams as e')
        .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
        .whereIn('e.id', [...examIndexes])
        .select('e.*', 'a.channel_id', 'a.owner_id')) as ExamRow[];
      const members = (await ctx
        .db('assessment_exam_members')
        .whereIn('exam_id', [...examIndexes])
        .where({ role: 'student' })
        .where('finish_announced_at', '>=', since)
        .orderBy(['exam_id', 'user_id'])
        .select('exam_id', 'user_id')) as { exam_id: number; user_id: number }[];
      const byId = new Map(exams.map((e) => [e.id, e]));
      const out = [];
      for (const m of members) {
        const exam = byId.get(m.exam_id)!;
        const { totalScore, maxTotalScore } = ctx.optionalService(examScoresRef)
          ? await scoreDataOf(ctx, exam, m.user_id, 'supervisor')
          : { totalScore: 0, maxTotalScore: exam.quizzes.reduce((sum, q) => sum + q.score, 0) };
        out.push({
          examIndex: exam.id,
          userId: m.user_id,
          channelId: exam.channel_id,
          totalScore,
          maxTotalScore,
        });
      }
      return out;
    },
  }));
}
