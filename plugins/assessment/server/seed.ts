import type { SeedContext } from '@seodang/sdk';
import { seedLevelTests } from './seed-level-tests.ts';
import { hasLabelRefs, seedExamQuizzes } from './seed-exam-quizzes.ts';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/**
 * Korean demo content in the school channel: an assessment with an exam around now, an AI exam
 * around now, and the level tests.
 */
export async function seedAssessment(ctx: SeedContext): Promise<void> {
  await seedExam(ctx);
  await seedAiExam(ctx);
  await seedLevelTests(ctx);
}

/** The AI exam's assessment address (its idempotency key). */
const demoAiExamSlug = 'ai와-함께-푸는-코딩-평가';

/**
 * A demo AI exam (§1 "AI-exam environment events"): open now, with the assistant on under the
 * `hints` guardrail and 5 prompts, for 윤서윤 (`seoyun`), whom 최수아 supervises. Its own copies of
 * the exam questions. Cameras optional, so the demo opens on any machine.
 */
async function seedAiExam(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  const examinee = users.seoyun;
  if (!examinee) return;
  const existing = await db('assessment_assessments')
    .where({ channel_id: channelId, url_slug: demoAiExamSlug })
    .first('id');
  if (existing) return;
  const [assessment] = await db('assessment_assessments')
    .insert({
      channel_id: channelId,
      owner_id: users['sua.teacher'],
      title: 'AI와 함께 푸는 코딩 평가',
      description: 'AI 도우미에게 힌트를 물어보며 푸는 시험입니다. 질문과 답은 감독관이 봅니다.',
      url_slug: demoAiExamSlug,
      register_open: minutes(-7 * 24 * 60),
      register_close: minutes(7 * 24 * 60),
      operate_open: minutes(-60),
      operate_close: minutes(24 * 60),
    })
    .returning('id');
  const [exam] = await db('assessment_exams')
    .insert({
      assessment_id: assessment.id,
      title: 'AI 활용 코딩 시험',
      start_at: minutes(-20),
      end_at: minutes(160),
      devices: JSON.stringify({ webcam: 'optional', screen: 'optional', mobile: 'off' }),
      identification_upload: false,
      agreement: 'AI 도우미에게 한 질문과 받은 답이 감독관과 보고서에 남는 것에 동의합니다.',
      ai_exam: JSON.stringify({ enabled: true, guardrail: 'hints', usageLimit: 5 }),
      quizzes: JSON.stringify(await seedExamQuizzes(db, channelId, users['sua.teacher'] ?? null)),
    })
    .returning('id');
  await db('assessment_exam_members').insert([
    { exam_id: exam.id, user_id: examinee, role: 'student' },
    ...(users['sua.teacher']
      ? [{ exam_id: exam.id, user_id: users['sua.teacher'], role: 'supervisor' }]
      : []),
  ]);
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
