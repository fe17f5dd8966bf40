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

/** A demo assessment with one exam, written once: its address is its idempotency key. */
interface DemoExam {
  slug: string;
  title: string;
  description: string;
  exam: {
    title: string;
    /** Minutes from now. */
    startIn: number;
    endIn: number;
    devices: { webcam: string; screen: string; mobile: string };
    agreement: string;
    aiExam?: { enabled: boolean; guardrail: string; usageLimit: number };
  };
  members: { userId: number; role: 'student' | 'supervisor' }[];
}

/** Inserts the assessment, its exam (with its own copies of the exam questions) and members in one transaction. */
async function insertDemoExam(ctx: SeedContext, demo: DemoExam): Promise<void> {
  const owner = ctx.users['sua.teacher'] ?? null;
  await ctx.db.transaction(async (trx) => {
    const [assessment] = await trx('assessment_assessments')
      .insert({
        channel_id: ctx.channelId,
        owner_id: owner,
        title: demo.title,
        description: demo.description,
        url_slug: demo.slug,
        register_open: minutes(-7 * 24 * 60),
        register_close: minutes(7 * 24 * 60),
        operate_open: minutes(-60),
        operate_close: minutes(24 * 60),
      })
      .returning('id');
    const [exam] = await trx('assessment_exams')
      .insert({
        assessment_id: assessment.id,
        title: demo.exam.title,
        start_at: minutes(demo.exam.startIn),
        end_at: minutes(demo.exam.endIn),
        devices: JSON.stringify(demo.exam.devices),
        identification_upload: false,
        agreement: demo.exam.agreement,
        ...(demo.exam.aiExam ? { ai_exam: JSON.stringify(demo.exam.aiExam) } : {}),
        quizzes: JSON.stringify(await seedExamQuizzes(trx, ctx.channelId, owner)),
      })
      .returning('id');
    if (demo.members.length)
      await trx('assessment_exam_members').insert(
        demo.members.map((m) => ({ exam_id: exam.id, user_id: m.userId, role: m.role })),
      );
  });
}

const findDemoAssessment = (ctx: SeedContext, slug: string) =>
  ctx
    .db('assessment_assessments')
    .where({ channel_id: ctx.channelId, url_slug: slug })
    .first<{ id: number } | undefined>('id');

/** The AI exam's assessment address (its idempotency key). */
const demoAiExamSlug = 'ai와-함께-푸는-코딩-평가';

/**
 * A demo AI exam (§1 "AI-exam environment events"): open now, with the assistant on under the
 * `hints` guardrail and 5 prompts, for 윤서윤 (`seoyun`), whom 최수아 supervises. Cameras
 * optional, so the demo opens on any machine.
 */
async function seedAiExam(ctx: SeedContext): Promise<void> {
  const examinee = ctx.users.seoyun;
  if (!examinee || (await findDemoAssessment(ctx, demoAiExamSlug))) return;
  const supervisor = ctx.users['sua.teacher'];
  await insertDemoExam(ctx, {
    slug: demoAiExamSlug,
    title: 'AI와 함께 푸는 코딩 평가',
    description: 'AI 도우미에게 힌트를 물어보며 푸는 시험입니다. 질문과 답은 감독관이 봅니다.',
    exam: {
      title: 'AI 활용 코딩 시험',
      startIn: -20,
      endIn: 160,
      devices: { webcam: 'optional', screen: 'optional', mobile: 'off' },
      agreement: 'AI 도우미에게 한 질문과 받은 답이 감독관과 보고서에 남는 것에 동의합니다.',
      aiExam: { enabled: true, guardrail: 'hints', usageLimit: 5 },
    },
    members: [
      { userId: examinee, role: 'student' },
      ...(supervisor ? [{ userId: supervisor, role: 'supervisor' as const }] : []),
    ],
  });
}

const demoExamSlug = '2학기-정보-코딩-수행평가';

/** A demo assessment: an exam around now, the demo students as examinees, two supervisors. */
async function seedExam(ctx: SeedContext): Promise<void> {
  const existing = await findDemoAssessment(ctx, demoExamSlug);
  if (existing) return repairQuizLabels(ctx, existing.id);
  const { users } = ctx;
  const examinees = ctx.accounts
    .filter((a) => a.scope === 'channel' && a.role === 'student')
    .map((a) => users[a.userId])
    .filter(Boolean);
  const supervisors = ['sua.teacher', 'jihoon.admin'].map((id) => users[id]).filter(Boolean);
  await insertDemoExam(ctx, {
    slug: demoExamSlug,
    title: '2학기 정보 코딩 수행평가',
    description: '파이썬으로 푸는 세 문제, 웹캠과 화면 공유로 감독합니다.',
    exam: {
      title: '1차 코딩 시험',
      startIn: -30,
      endIn: 150,
      devices: { webcam: 'required', screen: 'required', mobile: 'optional' },
      agreement: '시험 중 다른 사람의 도움을 받지 않으며, 웹캠과 화면 공유 녹화에 동의합니다.',
    },
    members: [
      ...examinees.map((userId) => ({ userId, role: 'student' as const })),
      ...supervisors.map((userId) => ({ userId, role: 'supervisor' as const })),
    ],
  });
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
