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
    // The type's web half is listed apart, for quiz screens only: no module of it loads with every page.
    const caps = (await teach.get('/api/capabilities')).body;
    t.false(caps.plugins.some((p: { id: string }) => p.id === 'quiz-ordering'));
    t.like(
      caps.quizTypes.find((p: { id: string }) => p.id === 'quiz-ordering'),
      {
        scope: 'seodang_plugins',
        remoteEntry: '/plugins/remoteEntry.js',
        module: './quiz-ordering/quiz-types',
      },
    );
    const created = await teach.post('/api/workspace/quizzes', {
      type: 'ordering',
      status: 1,
      common: { title: '순서' },
      definition,
    });
    t.is(created.status, 201);
    const index = created.body.data.index;
    // Refusals come in the author's language: the type's own rule, and zod's own checks.
    for (const [locale, own, tooLong] of [
      [
        'ko',
        '순서를 정할 항목을 두 개 이상 넣어 주세요.',
        '퀴즈 설정이 올바르지 않습니다 (score): 1000 이하여야 합니다.',
      ],
      [
        'en',
        'Please enter at least two items to put in order.',
        'The quiz settings are invalid (score): Must be at most 1000.',
      ],
      [
        'ja',
        '並べる項目を2つ以上入れてください。',
        'クイズの設定が正しくありません（score）: 1000以下にしてください。',
      ],
    ] as const) {
      const author = app.client({ host: 'order-school.localhost', locale });
      await author.login('teach', testPassword);
      const post = (d: object) =>
        author.post('/api/workspace/quizzes', {
          type: 'ordering',
          status: 1,
          common: { title: '순서' },
          definition: d,
        });
      const one = await post({ items: ['하나'] });
      t.deepEqual([one.status, one.body.err.code, one.body.err.message], [400, 'invalid_definition', own]);
      const big = await post({ ...definition, score: 5000 });
      t.deepEqual([big.status, big.body.err.message], [400, tooLong]);
    }
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
