/**
 * §7 ratings: `PUT review` rates the caller's own answer once (upsert), `PATCH` adds reasons and a
 * comment, `DELETE` undoes; someone else's answer or rating is 403, a missing one or another
 * channel's 404; bad input is a 400 in the caller's language.
 */
import test from 'ava';
import { randomUUID } from 'node:crypto';
import { aiFixture, ai } from '../test-support/ai-fixture.ts';

type Fixture = Awaited<ReturnType<typeof aiFixture>>;
let f: Fixture;

test.before(async () => {
  f = await aiFixture();
});
test.after.always(async () => {
  await f?.app.stop();
});

/** An answer in the register, as the ask routes write it. */
async function answer(userId: string, channelId = f.school.id): Promise<string> {
  const responseId = randomUUID();
  await f.app.core.db('ai_calls').insert({
    response_id: responseId,
    user_id: f.ids(userId),
    channel_id: channelId,
    lecture_index: f.lecture.lecture,
    lesson_index: f.lecture.lesson,
    action: 'code-explanation',
    provider: 'demo',
    model: 'seodang-demo',
    guardrail: 'hints',
    locale: 'ko',
    status: 'ok',
  });
  return responseId;
}

const reviewsOf = (responseId: string) => f.app.core.db('ai_reviews').where({ response_id: responseId });

test('a learner rates their own answer once; a second rating changes it; the name is the account’s', async (t) => {
  const responseId = await answer('ai.learner');
  const learner = await f.as('ai.learner');
  const first = await learner.put(`${ai}/review`, {
    responseId,
    userId: f.ids('ai.learner'),
    userName: '다른 이름',
  });
  t.is(first.status, 200);
  t.true(Number.isInteger(first.body.data.id));
  t.like(
    (await reviewsOf(responseId))[0],
    { score: 1, user_id: f.ids('ai.learner') },
    '§9: score 1 by default',
  );
  const second = await learner.put(`${ai}/review`, { responseId, userId: f.ids('ai.learner'), score: 0 });
  t.is(second.body.data.id, first.body.data.id, 'one rating per answer and caller');
  const rows = await reviewsOf(responseId);
  t.is(rows.length, 1);
  t.is(rows[0].score, 0);
  t.false(
    Object.keys(rows[0]).some((k) => k.includes('name')),
    'no name is stored from the body',
  );
});

test('reasons and a comment by the rating’s owner; undo deletes it', async (t) => {
  const responseId = await answer('ai.learner');
  const learner = await f.as('ai.learner');
  const { id } = (await learner.put(`${ai}/review`, { responseId, userId: f.ids('ai.learner'), score: 0 }))
    .body.data;
  const patch = { reviewSelection: ['unclear', 'too_little'], reviewComment: '예시가 있으면 좋겠어요' };
  t.is((await learner.json('PATCH', `${ai}/review/${id}`, patch)).status, 200);
  t.like((await reviewsOf(responseId))[0], {
    review_selection: ['unclear', 'too_little'],
    review_comment: '예시가 있으면 좋겠어요',
  });
  const stranger = await f.as('ai.stranger');
  const foreignPatch = await stranger.json('PATCH', `${ai}/review/${id}`, patch);
  t.is(foreignPatch.status, 403);
  t.is(foreignPatch.body.err.code, 'ai_review_forbidden');
  t.is((await stranger.delete(`${ai}/review/${id}`)).status, 403);
  t.is((await learner.delete(`${ai}/review/${id}`)).status, 200);
  t.is((await reviewsOf(responseId)).length, 0);
  t.is((await learner.delete(`${ai}/review/${id}`)).status, 404);
  t.is((await learner.json('PATCH', `${ai}/review/${id}`, patch)).body.err.code, 'review_not_found');
});

test('someone else’s answer, another user id, a missing or another channel’s answer are refused', async (t) => {
  const mine = await answer('ai.learner');
  const learner = await f.as('ai.learner');
  const asOther = await learner.put(`${ai}/review`, { responseId: mine, userId: f.ids('ai.stranger') });
  t.is(asOther.status, 403, 'userId must be the caller');
  t.is(asOther.body.err.code, 'ai_review_forbidden');
  const stranger = await f.as('ai.stranger', 'ko');
  const theirs = await stranger.put(`${ai}/review`, { responseId: mine, userId: f.ids('ai.stranger') });
  t.deepEqual(theirs.body.err, {
    code: 'ai_review_forbidden',
    message: '자신이 받은 답변만 평가할 수 있습니다.',
  });
  const missing = await learner.put(`${ai}/review`, {
    responseId: randomUUID(),
    userId: f.ids('ai.learner'),
  });
  t.is(missing.status, 404);
  t.is(missing.body.err.code, 'response_not_found');
  const elsewhere = await answer('ai.learner', f.other.id);
  t.is(
    (await learner.put(`${ai}/review`, { responseId: elsewhere, userId: f.ids('ai.learner') })).status,
    404,
    "another channel's answer",
  );
  t.is((await f.app.client({ host: f.school.host }).put(`${ai}/review`, {})).status, 401);
});

test('bad input is a 400 in the caller’s language', async (t) => {
  const responseId = await answer('ai.learner');
  for (const locale of ['ko', 'en', 'ja']) {
    const learner = await f.as('ai.learner', locale);
    const res = await learner.put(`${ai}/review`, { responseId: 'nope', userId: f.ids('ai.learner') });
    t.is(res.status, 400, locale);
    t.is(res.body.err.code, 'validation');
    t.truthy(res.body.err.message);
  }
  const learner = await f.as('ai.learner');
  const { id } = (await learner.put(`${ai}/review`, { responseId, userId: f.ids('ai.learner') })).body.data;
  const long = await learner.json('PATCH', `${ai}/review/${id}`, {
    reviewSelection: [],
    reviewComment: 'x'.repeat(1001),
  });
  t.is(long.status, 400, 'a comment over 1,000 characters');
  const reason = await learner.json('PATCH', `${ai}/review/${id}`, { reviewSelection: ['rude'] });
  t.is(reason.status, 400, 'only the fixed reasons');
  t.is(
    (await learner.put(`${ai}/review`, { responseId, userId: f.ids('ai.learner'), score: 5 })).status,
    400,
  );
  t.is(
    (await learner.json('PATCH', `${ai}/review/0`, { reviewSelection: [] })).status,
    400,
    'an id is positive',
  );
});
