import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoChannel } from '../../../scripts/demo-accounts.ts';
import { questQuizType } from '../common/index.ts';
import { demoQuestQuiz } from './seed.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', 'quiz-crusadersquest'] });
});
test.after.always(async () => {
  await app?.stop();
});

test('the demo quest is a valid definition whose reference the learner never gets', (t) => {
  const parsed = questQuizType.schema.parse(demoQuestQuiz.definition);
  t.deepEqual(questQuizType.referenceAnswer?.(parsed), { code: demoQuestQuiz.definition.reference });
  t.false('reference' in (questQuizType.learnerView(parsed) as object));
});

test('the demo data has one Korean treasure quest, 보물 상자, in the demo school channel, validated, however often it loads', async (t) => {
  await seedDemo(app.core);
  await seedDemo(app.core);
  const channel = await app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
  const rows = await app.core
    .db('workspace_quizzes')
    .where({ channel_id: channel.id, seed_key: demoQuestQuiz.seedKey });
  t.is(rows.length, 1);
  t.like(rows[0], { type: 'crusadersquest', title: '보물 상자', status: 1 });
  t.truthy(rows[0].author_id, "written by the demo channel's teacher");

  // A learner of the demo school opens it: the map, not the reference.
  const learner = await app.createUser({ userId: 'quest.seed.learner' });
  await app.addMember(channel.id, learner, 'student');
  const c = app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login('quest.seed.learner', testPassword);
  const quiz = await c.get(`/api/workspace/quizzes/${rows[0].id}`);
  t.is(quiz.status, 200);
  t.deepEqual(quiz.body.data.definition.cells, demoQuestQuiz.definition.cells);
  t.false('reference' in quiz.body.data.definition);

  // Its teacher's editor reads it validated (server/quest.test.ts passes this definition's
  // reference in the judge), and publishing it again unchanged needs no new validation.
  const teacher = await app.createUser({ userId: 'quest.seed.teacher' });
  await app.addMember(channel.id, teacher, 'teacher');
  const author = app.client({ host: `${demoChannel.slug}.localhost` });
  await author.login('quest.seed.teacher', testPassword);
  t.is((await author.get(`/api/workspace/quizzes/${rows[0].id}`)).body.data.validated, true);
  const republished = await author.put(`/api/workspace/quizzes/${rows[0].id}`, {
    type: 'crusadersquest',
    status: 1,
    common: demoQuestQuiz.common,
    definition: demoQuestQuiz.definition,
  });
  t.is(republished.status, 200, JSON.stringify(republished.body));
  // A changed definition is no longer validated.
  const changed = await author.put(`/api/workspace/quizzes/${rows[0].id}`, {
    type: 'crusadersquest',
    status: 1,
    common: demoQuestQuiz.common,
    definition: { ...demoQuestQuiz.definition, stepLimit: demoQuestQuiz.definition.stepLimit + 1 },
  });
  t.deepEqual([changed.status, changed.body.err?.code], [400, 'not_validated']);
});
