/**
 * Every assistant route that takes an id answers another channel's id like a missing one (404),
 * even for an admin of both channels, and changes nothing there.
 */
import test from 'ava';
import { randomUUID } from 'node:crypto';
import { uncoveredIdRoutes } from '@seodang/sdk/testing';
import { aiFixture, ai } from './test-support/ai-fixture.ts';

type Fixture = Awaited<ReturnType<typeof aiFixture>>;
let f: Fixture;
let foreignReview: number;
let foreignExam: number;

test.before(async () => {
  f = await aiFixture();
  // The school's admin is also the other channel's admin, and rated an answer there.
  await f.app.addMember(f.other.id, f.ids('ai.admin'), 'admin');
  const responseId = randomUUID();
  await f.app.core.db('ai_calls').insert({
    response_id: responseId,
    user_id: f.ids('ai.admin'),
    channel_id: f.other.id,
    action: 'chat',
    provider: 'demo',
    model: 'seodang-demo',
    locale: 'ko',
    status: 'ok',
  });
  [{ id: foreignReview }] = await f.app.core
    .db('ai_reviews')
    .insert({ response_id: responseId, user_id: f.ids('ai.admin'), score: 1 })
    .returning('id');
  // An exam of the other channel, supervised by the same admin there.
  const db = f.app.core.db;
  const [assessment] = await db('assessment_assessments')
    .insert({
      channel_id: f.other.id,
      owner_id: f.ids('ai.other.teacher'),
      title: '다른 채널 평가',
      description: '',
      url_slug: `other-${randomUUID().slice(0, 8)}`,
      register_open: new Date(Date.now() - 86_400_000),
      register_close: new Date(Date.now() + 86_400_000),
    })
    .returning('id');
  [{ id: foreignExam }] = await db('assessment_exams')
    .insert({
      assessment_id: assessment.id,
      title: '다른 채널 시험',
      start_at: new Date(Date.now() - 60_000),
      end_at: new Date(Date.now() + 3_600_000),
      devices: JSON.stringify({ webcam: 'off', screen: 'off', mobile: 'off' }),
      ai_exam: JSON.stringify({ enabled: true, guardrail: 'hints', usageLimit: 3 }),
    })
    .returning('id');
});
test.after.always(async () => {
  await f?.app.stop();
});

const crossChannel = (): [string, string, unknown?][] => [
  ['GET', `${ai}/lectures/${f.otherLecture.lecture}/settings`],
  [
    'PUT',
    `${ai}/lectures/${f.otherLecture.lecture}/settings`,
    {
      enabled: false,
      guardrail: 'hints',
      contentQuestion: { chatActive: false, qnaActive: false },
      codeSolution: { active: false },
      codeExplanation: { active: false },
      usageLimit: 1,
    },
  ],
  ['GET', `${ai}/lectures/${f.otherLecture.lecture}/prompts`],
  ['PATCH', `${ai}/review/${foreignReview}`, { reviewSelection: ['wrong'], reviewComment: 'x' }],
  ['DELETE', `${ai}/review/${foreignReview}`],
  ['GET', `${ai}/exams/${foreignExam}/assist`],
  ['POST', `${ai}/exams/${foreignExam}/prompt`, { prompt: '힌트', quizIndex: 1 }],
  ['GET', `${ai}/exams/${foreignExam}/prompts?userId=${f.ids('ai.admin')}`],
];

test("an admin of both channels gets 404 for the other channel's lecture, rating and exam", async (t) => {
  const admin = await f.as('ai.admin');
  for (const [method, path, body] of crossChannel()) {
    const res = await admin.json(method, path, body);
    t.is(res.status, 404, `${method} ${path}`);
  }
  t.is(
    await f.app.core.db('ai_lecture_settings').where({ lecture_index: f.otherLecture.lecture }).first(),
    undefined,
  );
  t.like(await f.app.core.db('ai_reviews').where({ id: foreignReview }).first(), { review_comment: '' });
});

test('every assistant route with an id in its path has a cross-channel case above', async (t) => {
  const doc = await fetch(`${f.app.url}/api/openapi.json`).then((r) => r.json());
  const sent = crossChannel().map(([method, path]) => [method, path] as const);
  t.deepEqual(uncoveredIdRoutes(doc, 'ai-assistant', sent), []);
});
