import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { orderingQuizType, orderingView } from '../common/index.ts';

const definition = { items: ['입력 받기', '계산하기', '출력하기'], score: 3 };

test('the schema refuses a one-item list; the learner view never holds the right order', (t) => {
  t.false(orderingQuizType.schema.safeParse({ items: ['하나'] }).success);
  t.deepEqual(orderingView(orderingQuizType.schema.parse(definition)).items, [
    '계산하기',
    '입력 받기',
    '출력하기',
  ]);
});

test('graded in-process through the workspace; learners get the sorted items only', async (t) => {
  const app: TestCore = await startTestCore({ plugins: ['workspace', 'quiz-ordering'] });
  try {
    const channel = await app.createChannel({ slug: 'order-school' });
    await app.addMember(channel, await app.createUser({ userId: 'teach' }), 'teacher');
    await app.addMember(channel, await app.createUser({ userId: 'kim' }), 'student');
    const as = async (id: string) => {
      const c = app.client({ host: 'order-school.localhost' });
      await c.login(id, testPassword);
      return c;
    };
    const teach = await as('teach');
    const created = await teach.post('/api/workspace/quizzes', {
      type: 'ordering',
      status: 1,
      common: { title: '순서' },
      definition,
    });
    t.is(created.status, 201);
    const index = created.body.data.index;
    const kim = await as('kim');
    const seen = (await kim.get(`/api/workspace/quizzes/${index}`)).body.data.definition;
    t.deepEqual(seen.items, ['계산하기', '입력 받기', '출력하기']);
    // Shown order: 0 계산하기, 1 입력 받기, 2 출력하기 → right answer is [1, 0, 2].
    t.is(
      (await kim.post(`/api/workspace/quizzes/${index}/submit`, { answer: { order: [0, 1, 2] } })).body.data
        .outcome,
      'WRONG',
    );
    const right = (await kim.post(`/api/workspace/quizzes/${index}/submit`, { answer: { order: [1, 0, 2] } }))
      .body.data;
    t.is(right.outcome, 'RIGHT');
    t.is(right.score, 3);
    t.is((await kim.post(`/api/workspace/quizzes/${index}/submit`, { answer: { order: 'x' } })).status, 400);
  } finally {
    await app.stop();
  }
});
