import type { Knex, RegisterEnv, StartContext } from '@seodang/sdk';
import { examScoresRef } from '@seodang/plugin-workspace/exam-scores';
import { screeningRef, type ScreeningExam, type ScreeningResult } from '../../common/screening.ts';
import type { ExamRow } from './exam-access.ts';
import { scoreDataOf } from './exam-scores.ts';

type ExamWithAssessment = ExamRow & { assessment_title: string; url_slug: string };

/** The exams of a channel (0: the public site) with their assessment's title and slug. */
const examsIn = (db: Knex, channelId: number | null) =>
  db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .whereRaw('coalesce(a.channel_id, 0) = ?', [channelId ?? 0])
    .select('e.*', 'a.channel_id', 'a.owner_id', 'a.title as assessment_title', 'a.url_slug');

function present(row: ExamWithAssessment): ScreeningExam {
  return {
    examIndex: row.id,
    title: row.title,
    assessmentTitle: row.assessment_title,
    startAt: new Date(row.start_at).toISOString(),
    endAt: new Date(row.end_at).toISOString(),
    path: `/assessment/${row.assessment_id}/${encodeURIComponent(row.url_slug)}/exam/${row.id}`,
  };
}

type Ctx = Pick<StartContext, 'db' | 'service' | 'optionalService'>;

/** Offers the channel's exams to screen people with (a recruitment posting's screening assessment). */
export function provideScreening(env: RegisterEnv): void {
  env.provideService(screeningRef, (ctx: Ctx) => ({
    async selectable(channelId, userId, isAdmin) {
      const query = examsIn(ctx.db, channelId).where('e.end_at', '>', new Date()).orderBy('e.start_at');
      if (!isAdmin) query.where('a.owner_id', userId);
      return ((await query.limit(200)) as ExamWithAssessment[]).map(present);
    },
    async exam(channelId, examIndex) {
      if (!Number.isSafeInteger(examIndex)) return null;
      const row = (await examsIn(ctx.db, channelId).where('e.id', examIndex).first()) as
        ExamWithAssessment | undefined;
      return row ? present(row) : null;
    },
    async register(trx, examIndex, userId) {
      await trx('assessment_exam_members')
        .insert({ exam_id: examIndex, user_id: userId, role: 'student' })
        .onConflict(['exam_id', 'user_id'])
        .ignore();
      const member = (await trx('assessment_exam_members')
        .where({ exam_id: examIndex, user_id: userId })
        .first('role')) as { role: string } | undefined;
      return member?.role === 'student';
    },
    async withdraw(trx, examIndex, userId) {
      await trx('assessment_exam_members')
        .where({ exam_id: examIndex, user_id: userId, role: 'student', entered_at_least_once: false })
        .delete();
    },
    async results(examIndex, userIds) {
      const out = new Map<number, ScreeningResult>();
      if (!userIds.length) return out;
      const exam = (await ctx
        .db('assessment_exams as e')
        .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
        .where('e.id', examIndex)
        .first('e.*', 'a.channel_id', 'a.owner_id')) as ExamRow | undefined;
      if (!exam) return out;
      const members = (await ctx
        .db('assessment_exam_members')
        .where({ exam_id: examIndex, role: 'student' })
        .whereIn('user_id', [...userIds])
        .select('user_id', 'entered_at_least_once', 'finish_announced_at')) as {
        user_id: number;
        entered_at_least_once: boolean;
        finish_announced_at: Date | null;
      }[];
      const maxTotalScore = exam.quizzes.reduce((sum, q) => sum + q.score, 0);
      for (const m of members) {
        const finished = m.finish_announced_at !== null;
        const totalScore =
          finished && ctx.optionalService(examScoresRef)
            ? (await scoreDataOf(ctx, exam, m.user_id, 'supervisor')).totalScore
            : finished
              ? 0
              : null;
        out.set(m.user_id, {
          state: finished ? 'finished' : m.entered_at_least_once ? 'started' : 'registered',
          totalScore,
          maxTotalScore,
        });
      }
      return out;
    },
  }));
}
