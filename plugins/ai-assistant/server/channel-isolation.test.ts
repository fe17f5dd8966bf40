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
];

test("an admin of both channels gets 404 for the other channel's lecture and rating", async (t) => {
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
