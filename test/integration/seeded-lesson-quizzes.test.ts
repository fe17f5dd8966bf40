// The demo seed puts a judge-graded quiz in every lesson that carries a quiz language, and the
// "반복문 퀴즈" lesson works end to end: an enrolled learner lists its quiz, submits a right Python
// program, the real judge grades it RIGHT and the lesson becomes COMPLETE. Private Redis + worker.
import test, { type ExecutionContext } from 'ava';
import { discoverPlugins } from '@seodang/config';
import { startTestCore, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../scripts/demo-accounts.ts';
import {
  startPrivateRedis,
  startWorkerProcess,
  waitFor,
  type PrivateRedis,
  type WorkerProcess,
} from './fault/processes.ts';

let redis: PrivateRedis;
let worker: WorkerProcess;
let app: TestCore;

test.before(async () => {
  redis = await startPrivateRedis();
  app = await startTestCore({ plugins: discoverPlugins(), config: { redisUrl: redis.url } });
  worker = await startWorkerProcess(redis.url);
  await seedDemo(app.core);
});

test.after.always(async () => {
  await worker?.kill('SIGTERM');
  await app?.stop();
  await redis?.stop();
});

test('every seeded lesson with a quiz language has a quiz, and seeding again adds none', async (t) => {
  const lessons = await app.core.db('lecture_lessons').whereNotNull('quiz_language').select('id');
  t.true(lessons.length >= 16);
  const withQuiz = await app.core
    .db('workspace_quizzes')
    .whereIn(
      'lesson_index',
      lessons.map((l) => l.id),
    )
    .countDistinct({ n: 'lesson_index' });
  t.is(Number(withQuiz[0].n), lessons.length);
  const before = await app.core.db('workspace_quizzes').count({ n: '*' });
  await seedDemo(app.core);
  t.deepEqual(await app.core.db('workspace_quizzes').count({ n: '*' }), before);
});

/** Lists the lesson's one quiz, submits a right program, and waits for the judge to complete the lesson. */
async function solveLesson(t: ExecutionContext, c: TestClient, title: string, program: string) {
  const lesson = await app.core
    .db('lecture_lessons as s')
    .join('lectures as l', 'l.id', 's.lecture_id')
    .where({ 's.title': title, 'l.subject': '정보 수업: 파이썬 기초' })
    .first('s.id', 's.lecture_id');
  const path = `/api/lecture/${lesson.lecture_id}/lessons/${lesson.id}`;
  const opened = await c.get(path);
  t.is(opened.status, 200, JSON.stringify(opened.body));
  t.is(opened.body.data.lesson.state, 0);
  const list = await c.get(
    `/api/workspace/quizzes?lectureIndex=${lesson.lecture_id}&lessonIndex=${lesson.id}`,
  );
  t.is(list.status, 200);
  t.is(list.body.data.list.length, 1);
  const quiz = list.body.data.list[0];
  const sub = await c.post(`/api/workspace/quizzes/${quiz.index}/submit`, {
    answer: { language: 'python3', files: [{ name: 'main.py', content: program }] },
  });
  t.true([201, 202].includes(sub.status), JSON.stringify(sub.body));
  await waitFor(
    `the judge to complete "${title}"`,
    async () => (await c.get(path)).body.data.lesson.state === 1,
    60_000,
    500,
  );
  const history = await c.get(`/api/workspace/quizzes/${quiz.index}/submissions`);
  t.is(history.body.data.list[0].outcome, 'RIGHT');
}

test('an enrolled learner solves the loop tutorial, then the "반복문 퀴즈" lesson, with the judge', async (t) => {
  const account = demoAccounts.find((a) => a.userId === 'hajun')!;
  const c = app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login(account.userId, account.password);
  // hajun finished the first three lessons; the tutorial is next (lessons unlock in order).
  await solveLesson(t, c, '반복문 따라 하기', 'for i in range(1, 11):\n    print(i)\n');
  await solveLesson(t, c, '반복문 퀴즈', 'n = int(input())\nprint(sum(range(1, n + 1)))\n');
});
