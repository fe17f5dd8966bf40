/**
 * The assistant's demo: on in the demo channel and on the public site (9 a day), the channel's
 * Python class under `hints` with a Python quiz in "반복문 따라 하기", the public Python course under
 * `fixes`, and 정하준 with the notice accepted and 2 of 9 questions asked there today.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';
import { demoLectures, demoLessonTitle } from './seed.ts';

let app: TestCore;
const ai = '/api/seodang-ai';

test.before(async () => {
  app = await startTestCore({
    plugins: ['community', 'lectures', 'workspace', 'assessment', 'ai-assistant'],
    config: { ai: { provider: 'demo', segment: 'seodang-ai', defaultUsageLimit: 9, retentionDays: 90 } },
  });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

const login = async (userId: string, host?: string) => {
  const c = app.client({ host });
  await c.login(userId, demoAccounts.find((a) => a.userId === userId)!.password);
  return c;
};

test('정하준 asked 2 of 9 today about the class’s Python quiz, under hints, with the notice accepted', async (t) => {
  const db = app.core.db;
  const lecture = await db('lectures')
    .where({ subject: demoLectures.channel.subject })
    .whereNotNull('channel_id')
    .first('id');
  const lesson = await db('lecture_lessons')
    .where({ lecture_id: lecture.id, title: demoLessonTitle })
    .first('id');
  const quiz = await db('workspace_quizzes')
    .where({ lecture_index: lecture.id, lesson_index: lesson.id, type: 'programming' })
    .first('id', 'definition');
  t.truthy(quiz, 'a Python code quiz is attached to the lesson');
  t.deepEqual(quiz.definition.language, ['python3']);
  const hajun = await login('hajun', `${demoChannel.slug}.localhost`);
  const res = await hajun.get(
    `${ai}/settings?indexes[lecture]=${lecture.id}&indexes[lesson]=${lesson.id}&indexes[quiz]=${quiz.id}`,
  );
  t.is(res.status, 200, JSON.stringify(res.body));
  t.like(res.body.data, {
    policyAccepted: true,
    editor: false,
    effective: { active: true, guardrail: 'hints', usageLimit: 9 },
    usage: { currentUsage: 2, usageLimit: 9 },
    availability: {
      codeSolution: { enabled: true },
      codeExplanation: { enabled: true },
      chat: { enabled: true },
      qna: { enabled: true },
    },
  });
});

test('the public site is on too, its Python course under fixes; seeding again changes nothing', async (t) => {
  const db = app.core.db;
  const publicLecture = await db('lectures')
    .where({ subject: demoLectures.public.subject })
    .whereNull('channel_id')
    .first('id');
  const settings = await db('ai_lecture_settings')
    .where({ lecture_index: publicLecture.id })
    .first('settings');
  t.is(settings.settings.guardrail, 'fixes');
  const services = await db('channel_services').where({ service: 'AI_ASSISTANT', enabled: true });
  t.is(services.length, 2, 'the demo channel and the public site');
  const count = async () => Number((await db('ai_usage').sum({ n: 'current_usage' }).first())!.n);
  t.is(await count(), 2);
  await seedDemo(app.core);
  t.is(await count(), 2);
  t.is((await db('ai_channel_settings').select('id')).length, 2);
});

test.serial(
  "the demo's AI exam: 윤서윤 enters it and gets its assistant under hints with 5 prompts",
  async (t) => {
    const host = `${demoChannel.slug}.localhost`;
    const exam = await app.core
      .db('assessment_exams as e')
      .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
      .where({ 'a.title': 'AI와 함께 푸는 코딩 평가' })
      .first('e.id', 'e.ai_exam');
    t.like(exam.ai_exam, { enabled: true, guardrail: 'hints', usageLimit: 5 });
    const seoyun = await login('seoyun', host);
    const self = await app.core.db('users').where({ user_id: 'seoyun' }).first('id');
    t.is((await seoyun.post('/api/exam/agreement', { userId: self.id, examIndex: exam.id })).status, 200);
    t.is((await seoyun.post(`/api/exam/${exam.id}/enter`)).status, 200);
    const assist = await seoyun.get(`${ai}/exams/${exam.id}/assist`);
    t.is(assist.status, 200, JSON.stringify(assist.body));
    t.like(assist.body.data, {
      enabled: true,
      guardrail: 'hints',
      usage: { currentUsage: 0, usageLimit: 5 },
    });
    // 정하준 is not its examinee: the exam's assistant is not his.
    const hajun = await login('hajun', host);
    t.is((await hajun.get(`${ai}/exams/${exam.id}/assist`)).status, 403);
  },
);
