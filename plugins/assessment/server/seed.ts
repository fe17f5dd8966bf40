import type { SeedContext } from '@seodang/sdk';
import { seedLevelTests } from './seed-level-tests.ts';
import { hasLabelRefs, seedExamQuizzes } from './seed-exam-quizzes.ts';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** Korean demo content in the school channel: an assessment with an exam around now, and the level tests. */
export async function seedAssessment(ctx: SeedContext): Promise<void> {
  await seedExam(ctx);
  await seedLevelTests(ctx);
}

/** A demo assessment: an exam around now, the demo students as examinees, two supervisors. */
async function seedExam(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  const existing = await db('assessment_assessments')
    .where({ channel_id: channelId, url_slug: '2학기-정보-코딩-수행평가' })
    .first('id');
  if (existing) return repairQuizLabels(ctx, existing.id);
  const [assessment] = await db('assessment_assessments')
    .insert({
      channel_id: channelId,
      owner_id: users['sua.teacher'],
      title: '2학기 정보 코딩 수행평가',
      description: '파이썬으로 푸는 세 문제, 웹캠과 화면 공유로 감독합니다.',
      url_slug: '2학기-정보-코딩-수행평가',
      register_open: minutes(-7 * 24 * 60),
      register_close: minutes(7 * 24 * 60),
      operate_open: minutes(-60),
      operate_close: minutes(24 * 60),
    })
    .returning('id');
  const [exam] = await db('assessment_exams')
    .insert({
      assessment_id: assessment.id,
      title: '1차 코딩 시험',
      start_at: minutes(-30),
      end_at: minutes(150),
      devices: JSON.stringify({ webcam: 'required', screen: 'required', mobile: 'optional' }),
      identification_upload: false,
      agreement: '시험 중 다른 사람의 도움을 받지 않으며, 웹캠과 화면 공유 녹화에 동의합니다.',
      quizzes: JSON.stringify(await seedExamQuizzes(db, channelId, users['sua.teacher'] ?? null)),
    })
    .returning('id');
  const examinees = ctx.accounts
    .filter((a) => a.scope === 'channel' && a.role === 'student')
    .map((a) => users[a.userId])
    .filter(Boolean);
  await db('assessment_exam_members').insert([
    ...examinees.map((user_id) => ({ exam_id: exam.id, user_id, role: 'student' })),
    ...['sua.teacher', 'jihoon.admin']
      .map((id) => users[id])
      .filter(Boolean)
      .map((user_id) => ({ exam_id: exam.id, user_id, role: 'supervisor' })),
  ]);
}

/**
 * Databases seeded before the exam had real questions store labels (`demo-sum`) that name no
 * workspace quiz, so every question showed as unavailable: give such exams real questions.
 */
async function repairQuizLabels(ctx: SeedContext, assessmentId: number): Promise<void> {
  const exams = await ctx
    .db('assessment_exams')
    .where({ assessment_id: assessmentId })
    .select('id', 'quizzes');
  for (const exam of exams) {
    if (!hasLabelRefs(exam.quizzes ?? [])) continue;
    const quizzes = await seedExamQuizzes(ctx.db, ctx.channelId, ctx.users['sua.teacher'] ?? null);
    if (quizzes.length)
      await ctx
        .db('assessment_exams')
        .where({ id: exam.id })
        .update({ quizzes: JSON.stringify(quizzes) });
  }
}
