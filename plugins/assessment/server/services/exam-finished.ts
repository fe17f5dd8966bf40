import { defineJob, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { examScoresRef } from '@seodang/plugin-workspace/exam-scores';
import { examDeadline } from '../../common/index.ts';
import { examFinished } from '../../common/events.ts';
import type { ExamRow } from './exam-access.ts';
import { clockOf, type MemberRow } from './examinee-state.ts';
import { scoreDataOf } from './exam-scores.ts';

type Announcer = Pick<StartContext, 'db' | 'service' | 'optionalService' | 'emit'>;

/**
 * Announces an examinee's finished exam once (`assessment.exam-finished`): the score is read
 * first, then `finish_announced_at` is claimed in one atomic update, and the event goes out only
 * for the claim that won. Answers whether this call announced it.
 */
export async function announceExamFinished(ctx: Announcer, exam: ExamRow, userId: number): Promise<boolean> {
  // Without the workspace nothing was answered: no points of the exam's.
  const { totalScore, maxTotalScore } = ctx.optionalService(examScoresRef)
    ? await scoreDataOf(ctx, exam, userId, 'supervisor')
    : { totalScore: 0, maxTotalScore: exam.quizzes.reduce((sum, q) => sum + q.score, 0) };
  const claimed = await ctx
    .db('assessment_exam_members')
    .where({ exam_id: exam.id, user_id: userId, role: 'student' })
    .whereNull('finish_announced_at')
    .update({ finish_announced_at: ctx.db.fn.now() })
    .returning('user_id');
  if (!claimed.length) return false;
  await ctx.emit(examFinished, {
    examIndex: exam.id,
    userId,
    channelId: exam.channel_id,
    totalScore,
    maxTotalScore,
  });
  return true;
}

/** At most this many attempts are announced per pass; the next pass takes the rest. */
const sweepBatch = 500;

/**
 * One pass of the finish sweep (also what the tests call): examinees who pressed finish but were
 * not announced (a lost event), and those who entered at least once whose own deadline has passed
 * (the exam ran out, or its owner moved the end earlier). Answers how many it announced.
 */
export async function sweepFinishedExams(ctx: Announcer, now = new Date()): Promise<number> {
  const rows = (await ctx
    .db('assessment_exam_members as m')
    .join('assessment_exams as e', 'e.id', 'm.exam_id')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .where('m.role', 'student')
    .whereNull('m.finish_announced_at')
    .where((q) =>
      q
        .where('m.exam_status', 'FINISHED')
        .orWhere((w) => w.where('m.entered_at_least_once', true).where('e.end_at', '<=', now)),
    )
    .orderBy(['m.exam_id', 'm.user_id'])
    .limit(sweepBatch)
    .select(
      'm.*',
      'e.start_at',
      'e.end_at',
      'e.quizzes',
      'e.assessment_id',
      'a.channel_id',
      'a.owner_id',
    )) as (MemberRow &
    Pick<ExamRow, 'start_at' | 'end_at' | 'quizzes' | 'assessment_id' | 'channel_id' | 'owner_id'>)[];
  let announced = 0;
  for (const row of rows) {
    const exam = { ...row, id: row.exam_id } as unknown as ExamRow;
    const over =
      row.exam_status === 'FINISHED' || now.getTime() >= examDeadline(clockOf(exam, row), now.getTime());
    if (over && (await announceExamFinished(ctx, exam, row.user_id))) announced += 1;
  }
  return announced;
}

/** Every minute: finished attempts not yet announced are announced. */
export const examFinishSweep = defineJob<Record<string, never>>('assessment.finish-sweep');

/** Registers the sweep on core's jobs (one tick a minute however many instances run). */
export function registerFinishSweep(env: RegisterEnv): void {
  env.job(examFinishSweep, async (_data, _job, ctx) => ({ announced: await sweepFinishedExams(ctx) }), {
    attempts: 3,
    concurrency: 1,
    schedule: { everyMs: 60_000, data: {} },
  });
}
