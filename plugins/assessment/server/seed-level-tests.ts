import type { SeedContext } from '@seodang/sdk';
import { hasLabelRefs, seedExamQuizzes } from './seed-exam-quizzes.ts';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const slug = '파이썬-레벨-인증';

/** A level test's own two Python questions, 50 points each. */
async function levelQuizzes(ctx: SeedContext): Promise<string> {
  const refs = await seedExamQuizzes(ctx.db, ctx.channelId, ctx.users['sua.teacher'] ?? null, [
    '두 수의 합',
    '문자열 뒤집기',
  ]);
  return JSON.stringify(refs.map((r) => ({ ...r, score: 50 })));
}
const devices = JSON.stringify({ webcam: 'required', screen: 'required', mobile: 'off' });

/**
 * Demo level tests in the school channel: last week's level 2 test, which the first demo student
 * took and finished (a teacher can ask them to verify again), and next week's level 2 test to
 * verify again in. Idempotent: an existing level test assessment is left as it is.
 */
export async function seedLevelTests(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  const existing = await db('assessment_assessments')
    .where({ channel_id: channelId, url_slug: slug })
    .first('id');
  if (existing) {
    // Older seeds stored labels (`demo-sum`) that name no quiz: give those exams real questions.
    for (const e of await db('assessment_exams')
      .where({ assessment_id: existing.id })
      .select('id', 'quizzes'))
      if (hasLabelRefs(e.quizzes ?? []))
        await db('assessment_exams')
          .where({ id: e.id })
          .update({ quizzes: await levelQuizzes(ctx) });
    return;
  }
  const [assessment] = await db('assessment_assessments')
    .insert({
      channel_id: channelId,
      owner_id: users['sua.teacher'],
      title: '파이썬 레벨 인증',
      description: '파이썬 기초 레벨 2를 인증하는 레벨 테스트입니다.',
      url_slug: slug,
      register_open: minutes(-30 * 24 * 60),
      register_close: minutes(30 * 24 * 60),
    })
    .returning('id');
  const exam = async (title: string, startMin: number) => ({
    assessment_id: assessment.id,
    title,
    start_at: minutes(startMin),
    end_at: minutes(startMin + 60),
    devices,
    quizzes: await levelQuizzes(ctx),
    level: '2',
    level_pass_score: 60,
    level_validity_days: 365,
  });
  const [past, next] = await db('assessment_exams')
    .insert([await exam('레벨 2 인증 (지난 회차)', -7 * 24 * 60), await exam('레벨 2 인증', 7 * 24 * 60)])
    .returning(['id', 'end_at']);
  const students = ctx.accounts
    .filter((a) => a.scope === 'channel' && a.role === 'student')
    .map((a) => users[a.userId])
    .filter(Boolean);
  const supervisors = ['sua.teacher'].map((id) => users[id]).filter(Boolean);
  for (const e of [past, next]) {
    await db('assessment_exam_members').insert([
      ...students.map((user_id) => ({ exam_id: e.id, user_id, role: 'student' })),
      ...supervisors.map((user_id) => ({ exam_id: e.id, user_id, role: 'supervisor' })),
    ]);
  }
  // The first student took last week's test to the end.
  const [taker] = students;
  if (!taker) return;
  const finishedAt = new Date(new Date(past.end_at).getTime() - 10 * 60_000);
  await db('assessment_exam_members')
    .where({ exam_id: past.id, user_id: taker })
    .update({
      exam_status: 'FINISHED',
      entered_at_least_once: true,
      last_finished_time: finishedAt,
      agreed_at: new Date(finishedAt.getTime() - 40 * 60_000),
    });
  await db('assessment_exam_history').insert([
    {
      exam_id: past.id,
      user_id: taker,
      type: 'EXAM_ENTER',
      created_at: new Date(finishedAt.getTime() - 40 * 60_000),
    },
    { exam_id: past.id, user_id: taker, type: 'EXAM_FINISHED', created_at: finishedAt },
  ]);
}
