// Every exam the demo seed creates can be taken: each running exam's examinees open every question
// through the API the exam room uses (the workspace's quiz read), answer it, and get a score;
// the judge grades the code questions. Real judge worker on a private Redis.
import test from 'ava';
import { discoverPlugins } from '@seodang/config';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { programmingQuizType, multipleChoiceQuizType } from '../../plugins/workspace/quiz-types/index.ts';
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

const host = `${demoChannel.slug}.localhost`;
const login = async (userId: string) => {
  const account = demoAccounts.find((a) => a.userId === userId)!;
  const c = app.client({ host });
  await c.login(userId, account.password);
  return c;
};

/** A right answer for each seeded question type. */
const rightAnswers: Record<string, (definition: Record<string, unknown>) => unknown> = {
  programming: (d) => ({
    language: d.answer_language,
    files: [{ name: 'main.py', content: d.answer_code }],
  }),
  multiple_choice: (d) => ({ selected: d.answers }),
};

test.serial(
  'the demo exams store real, complete workspace quizzes (no labels), one set per exam',
  async (t) => {
    const exams = await app.core.db('assessment_exams').select('id', 'title', 'quizzes');
    t.true(exams.length >= 3);
    const seen = new Set<string>();
    for (const exam of exams) {
      t.true(exam.quizzes.length > 0, `${exam.title} has questions`);
      for (const ref of exam.quizzes as { quizId: string }[]) {
        t.false(seen.has(ref.quizId), `${exam.title}: question ${ref.quizId} is its own`);
        seen.add(ref.quizId);
        const quiz = await app.core
          .db('workspace_quizzes')
          .where({ id: Number(ref.quizId) })
          .first();
        t.truthy(quiz, `${exam.title}: ${ref.quizId} names a workspace quiz`);
        t.is(quiz.common.setting.mode, 'exam_mode');
        const type = { programming: programmingQuizType, multiple_choice: multipleChoiceQuizType }[
          quiz.type as 'programming' | 'multiple_choice'
        ];
        // Stored as the workspace's API stores it: parsing adds nothing.
        t.deepEqual(type.schema.parse(quiz.definition), quiz.definition, `${exam.title}: ${quiz.title}`);
      }
    }
    // Seeding again changes nothing.
    const count = async () => Number((await app.core.db('workspace_quizzes').count({ n: '*' }).first())!.n);
    const before = await count();
    await seedDemo(app.core);
    t.is(await count(), before);
  },
);

test.serial(
  "every running seeded exam: each examinee opens every question, solves it and gets the exam's full score",
  async (t) => {
    const now = new Date();
    const running = await app.core
      .db('assessment_exams')
      .where('start_at', '<=', now)
      .where('end_at', '>', now)
      .select('id', 'title');
    t.true(running.length >= 1, 'the demo has an exam running now');
    for (const exam of running) {
      const examinees = await app.core
        .db('assessment_exam_members as m')
        .join('users as u', 'u.id', 'm.user_id')
        .where({ 'm.exam_id': exam.id, 'm.role': 'student' })
        .select('u.user_id', 'u.id');
      t.true(examinees.length > 0, `${exam.title} has examinees`);
      for (const examinee of examinees) {
        const c = await login(examinee.user_id);
        const room = await c.get(`/api/exam/${exam.id}`);
        t.is(room.status, 200, `${examinee.user_id} reads ${exam.title}`);
        const quizzes = room.body.examData.quizzes as { quizId: string; title: string }[];
        t.true(quizzes.length > 0);
        t.is((await c.post('/api/exam/agreement', { userId: examinee.id, examIndex: exam.id })).status, 200);
        t.is((await c.post(`/api/exam/${exam.id}/enter`)).status, 200);
        const types = new Set<string>();
        for (const ref of quizzes) {
          // What the exam room's quiz slot loads (the workspace's exam quiz embed).
          const opened = await c.get(`/api/workspace/quizzes/${ref.quizId}`);
          t.is(opened.status, 200, `${examinee.user_id} opens "${ref.title}" of ${exam.title}`);
          const quiz = await app.core
            .db('workspace_quizzes')
            .where({ id: Number(ref.quizId) })
            .first();
          types.add(quiz.type);
          const sub = await c.post(`/api/workspace/quizzes/${ref.quizId}/submit`, {
            answer: rightAnswers[quiz.type]!(quiz.definition),
          });
          t.true([201, 202].includes(sub.status), `${ref.title}: ${JSON.stringify(sub.body)}`);
        }
        t.true(
          types.has('programming') && types.has('multiple_choice'),
          'judged code and an objective question',
        );
        let scores: { totalScore: number; maxTotalScore: number } = { totalScore: 0, maxTotalScore: 0 };
        await waitFor(
          `the judge to grade ${examinee.user_id}'s answers`,
          async () => {
            scores = (await c.get(`/api/exam/${exam.id}/scores`)).body.data;
            return scores.totalScore === scores.maxTotalScore;
          },
          60_000,
          500,
        );
        t.is(scores.totalScore, scores.maxTotalScore);
        t.true(scores.maxTotalScore > 0);
      }
    }
  },
);
