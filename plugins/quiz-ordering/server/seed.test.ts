import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoChannel } from '../../../scripts/demo-accounts.ts';
import { demoOrderingQuiz, seedOrdering } from './seed.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', 'quiz-ordering'] });
});
test.after.always(async () => {
  await app?.stop();
});

const quizzesOf = (channelId: number) =>
  app.core.db('workspace_quizzes').where({ channel_id: channelId }).orderBy('id');

test('the demo seed run twice leaves one quiz, updated in place; another channel is untouched', async (t) => {
  const school = await app.createChannel({ slug: 'seed-school' });
  const other = await app.createChannel({ slug: 'seed-other' });
  const teacher = await app.createUser({ userId: 'seed.teacher' });
  const seedContext = (channelId: number) => ({
    db: app.core.db,
    channelId,
    users: { 'sua.teacher': teacher },
    accounts: [],
    optionalService: app.core.optionalService,
  });
  await seedOrdering(seedContext(other));
  const [otherBefore] = await quizzesOf(other);

  await seedOrdering(seedContext(school));
  const quizSeed = app.core.service(workspaceQuizSeedRef);
  const again = await quizSeed.ensureQuiz({
    ...demoOrderingQuiz,
    channelId: school,
    common: { ...demoOrderingQuiz.common, title: '프로그램의 순서 (개정)' },
    definition: { items: ['입력 받기', '계산하기', '검사하기', '출력하기'], score: 4 },
  });
  t.false(again.created);

  const rows = await quizzesOf(school);
  t.is(rows.length, 1, 'one quiz per seed key and channel');
  t.is(rows[0].id, again.index);
  t.like(rows[0], { type: 'ordering', title: '프로그램의 순서 (개정)', status: 1, author_id: teacher });
  t.deepEqual(rows[0].definition, { items: ['입력 받기', '계산하기', '검사하기', '출력하기'], score: 4 });
  t.is(rows[0].common.contents, '프로그램이 하는 일을 순서대로 놓으세요.');

  const [otherAfter] = await quizzesOf(other);
  t.is((await quizzesOf(other)).length, 1);
  t.deepEqual(otherAfter, otherBefore, "the other channel's quiz of the same key is untouched");
  t.deepEqual(otherAfter.definition, demoOrderingQuiz.definition);

  // The seeded quiz is an ordinary published quiz: a learner of the channel opens it, ordered by text.
  const learner = await app.createUser({ userId: 'seed.learner' });
  await app.addMember(school, learner, 'student');
  const c = app.client({ host: 'seed-school.localhost' });
  await c.login('seed.learner', testPassword);
  const quiz = await c.get(`/api/workspace/quizzes/${again.index}`);
  t.is(quiz.status, 200);
  t.deepEqual(quiz.body.data.definition.items, ['검사하기', '계산하기', '입력 받기', '출력하기']);
});

test('a definition its type refuses, an unknown type or a bad key writes nothing', async (t) => {
  const channelId = await app.createChannel({ slug: 'seed-bad' });
  const quizSeed = app.core.service(workspaceQuizSeedRef);
  const base = { ...demoOrderingQuiz, channelId };
  await t.throwsAsync(quizSeed.ensureQuiz({ ...base, definition: { items: ['하나'] } }));
  await t.throwsAsync(quizSeed.ensureQuiz({ ...base, type: 'no-such-type' }), {
    message: /unknown quiz type/,
  });
  await t.throwsAsync(quizSeed.ensureQuiz({ ...base, seedKey: 'Bad Key' }), { message: /invalid seed key/ });
  t.is((await quizzesOf(channelId)).length, 0);
});

test('seeds at the same time still leave one quiz', async (t) => {
  const channelId = await app.createChannel({ slug: 'seed-race' });
  const quizSeed = app.core.service(workspaceQuizSeedRef);
  const results = await Promise.all(
    [0, 1, 2].map(() => quizSeed.ensureQuiz({ ...demoOrderingQuiz, channelId })),
  );
  t.is((await quizzesOf(channelId)).length, 1);
  t.is(new Set(results.map((r) => r.index)).size, 1);
  t.is(results.filter((r) => r.created).length, 1);
});

test('the demo data has one Korean ordering quiz in the demo school channel, however often it loads', async (t) => {
  await seedDemo(app.core);
  await seedDemo(app.core);
  const channel = await app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
  const rows = await app.core
    .db('workspace_quizzes')
    .where({ channel_id: channel.id, seed_key: demoOrderingQuiz.seedKey });
  t.is(rows.length, 1);
  t.like(rows[0], { type: 'ordering', title: '프로그램의 순서', status: 1 });
  t.truthy(rows[0].author_id, "written by the demo channel's teacher");
});
