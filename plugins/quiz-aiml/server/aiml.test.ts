/**
 * The aiml type through the workspace and a real judge worker: the schema's translated refusals
 * (an unknown judge environment among them), the learner view without the reference, hidden input
 * or judge, publishing after the reference scores full points, and grading right, below the
 * thresholds, partly, malformed output, a program that looks for the judge's files, a timeout;
 * then who may do what, and the demo seed.
 */
import test from 'ava';
import type { RunningWorker } from '@seodang/judge';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { startJudgeWorker } from '../../workspace/testing/judge-worker.ts';
import { settledSubmission } from '../../workspace/testing/settled-submission.ts';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoChannel } from '../../../scripts/demo-accounts.ts';
import { aimlQuizType, aimlView } from '../common/index.ts';
import { demoAimlQuiz, irisFiles, irisJudge } from './seed.ts';

const definition = demoAimlQuiz.definition;
const common = demoAimlQuiz.common;

let app: TestCore;
let worker: RunningWorker;
let quizIndex: number;
let otherQuiz: number;

type Client = ReturnType<TestCore['client']>;
const as = async (userId: string, host = 'ml-school.localhost', locale?: 'ko' | 'en' | 'ja') => {
  const c = app.client({ host, ...(locale ? { locale } : {}) });
  await c.login(userId, testPassword);
  return c;
};

const settled = (c: Client, index: number) => settledSubmission(c, index, 90_000);

const submit = async (c: Client, code: string) => {
  const res = await c.post(`/api/workspace/quizzes/${quizIndex}/submit`, { answer: { code } });
  if (res.status !== 201 && res.status !== 202 && res.status !== 200)
    throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
  return settled(c, res.body.data.index);
};

const artifact = (s: { tests: { artifacts?: { name: string; base64: string }[] }[] }, name: string) =>
  s.tests[0]?.artifacts?.find((a) => a.name === name);
const metricOf = (s: Parameters<typeof artifact>[0]) => {
  const a = artifact(s, 'metric.json');
  return a ? JSON.parse(Buffer.from(a.base64, 'base64').toString('utf8')) : null;
};

// Writes one species for every asked flower (30 of them in the hidden file).
const predictAll = (body: string) =>
  [
    'import pandas as pd',
    "data = pd.read_csv('iris.csv')",
    "asked = data[data['species'].isna()]",
    body,
    "open('predictions.txt', 'w').write('\\n'.join(out) + '\\n')",
  ].join('\n');

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', 'quiz-aiml'] });
  worker = await startJudgeWorker(2);
  const school = await app.createChannel({ slug: 'ml-school' });
  const other = await app.createChannel({ slug: 'ml-other' });
  await app.addMember(school, await app.createUser({ userId: 'mlteach' }), 'teacher');
  await app.addMember(school, await app.createUser({ userId: 'mlkim' }), 'student');
  await app.addMember(other, await app.createUser({ userId: 'mloteach' }), 'teacher');
  const teach = await as('mlteach');
  const created = await teach.post('/api/workspace/quizzes', { type: 'aiml', status: 0, common, definition });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  quizIndex = created.body.data.index;
  const oteach = await as('mloteach', 'ml-other.localhost');
  otherQuiz = (
    await oteach.post('/api/workspace/quizzes', {
      type: 'aiml',
      status: 0,
      common: { title: '다른 학교' },
      definition,
    })
  ).body.data.index;
});
test.after.always(async () => {
  await worker?.close();
  await app?.stop();
});

test.serial('publishing waits for the reference to reach full points; its plot comes back', async (t) => {
  const teach = await as('mlteach');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${quizIndex}`, { type: 'aiml', status: 1, common, definition });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const started = await teach.post(`/api/workspace/quizzes/${quizIndex}/validate`, {});
  t.is(started.status, 202);
  const validated = await settled(teach, started.body.data.index);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
  t.like(metricOf(validated), { points: 10, maxPoints: 10 });
  t.true(metricOf(validated).metric >= 0.9);
  const plot = artifact(validated, 'plot.png');
  t.is(Buffer.from(plot!.base64, 'base64').subarray(1, 4).toString(), 'PNG');
  t.is((await put()).status, 200);
});

test('the schema refuses an unknown judge environment, bad bookmarks and no thresholds, in three languages', async (t) => {
  const first = (d: object) => {
    const r = aimlQuizType.schema.safeParse({ ...definition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  t.is(first({}), 'ok');
  t.is(first({ dockerImage: 'python3-gpu' }), 'aiml.validation.dockerImage');
  t.is(first({ bookmarks: ['answers.txt'] }), 'aiml.validation.bookmarks');
  t.is(first({ thresholds: [] }), 'aiml.validation.thresholds');
  t.is(first({ thresholds: [{ metric: 0.5, points: 0 }] }), 'aiml.validation.thresholds');
  t.is(first({ judgeCode: '  ' }), 'aiml.validation.judgeCode');
  t.is(first({ output_file: '../x' }), 'aiml.validation.fileName');
  t.is(first({ output_file: 'iris.csv' }), 'aiml.validation.sameFile');
  for (const [locale, text] of [
    ['ko', '알 수 없는 채점 환경입니다. python3-ml 중에서 골라 주세요.'],
    ['en', 'Unknown judge environment. Please choose one of: python3-ml.'],
    ['ja', '不明な採点環境です。python3-ml から選んでください。'],
  ] as const) {
    const author = await as('mlteach', 'ml-school.localhost', locale);
    const r = await author.post('/api/workspace/quizzes', {
      type: 'aiml',
      status: 0,
      common: { title: 'ML' },
      definition: { ...definition, dockerImage: 'python3-gpu' },
    });
    t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_definition', text]);
  }
});

test('the learner view holds the shown data and never the reference, the hidden input or the judge', async (t) => {
  const view = aimlView(aimlQuizType.schema.parse(definition));
  for (const key of ['answer_code', 'inputFileForSubmission', 'judgeFile', 'judgeCode'])
    t.false(key in view, key);
  const kim = await as('mlkim');
  const seen = await kim.get(`/api/workspace/quizzes/${quizIndex}`);
  t.is(seen.status, 200);
  t.is(seen.body.data.definition.input_file.content, irisFiles.shown);
  t.deepEqual(seen.body.data.definition.bookmarks, ['main.py', 'iris.csv']);
  const body = JSON.stringify(seen.body);
  for (const hidden of [
    irisFiles.hidden,
    irisFiles.answers,
    irisJudge,
    'KNeighborsClassifier',
    'answers.txt',
  ])
    t.false(body.includes(JSON.stringify(hidden).slice(1, -1)), hidden.slice(0, 30));
});

test.serial(
  'grading: right, below the thresholds, partly, malformed output, no output, the judge out of reach',
  async (t) => {
    const kim = await as('mlkim');
    const right = await submit(kim, definition.answer_code);
    t.is(right.outcome, 'RIGHT');
    t.is(right.score, 10);
    t.truthy(artifact(right, 'plot.png'), 'the plot shows with the result');
    t.false(JSON.stringify(right).includes(irisFiles.answers.slice(0, 40)));

    // One species for all: a third of the flowers, below both thresholds.
    const below = await submit(kim, predictAll("out = ['setosa'] * len(asked)"));
    t.is(below.score, 0);
    t.is(below.tests[0].verdict, 'WRONG_ANSWER');
    t.like(metricOf(below), { points: 0, maxPoints: 10 });
    t.true(Math.abs(metricOf(below).metric - 1 / 3) < 0.01);

    // Petal length alone tells setosa; the rest guessed as one: between 0.7 and 0.9 earns 5 points.
    const partly = await submit(
      kim,
      predictAll(
        "out = ['setosa' if r.petal_length < 2.5 else ('versicolor' if r.petal_length < 4.6 else 'virginica') for r in asked.itertuples()]",
      ),
    );
    t.true(metricOf(partly).metric >= 0.7 && metricOf(partly).metric < 0.9, String(metricOf(partly).metric));
    t.is(partly.score, 5);

    // One line instead of thirty: the judge code refuses it with its own words.
    const malformed = await submit(kim, "open('predictions.txt', 'w').write('setosa\\n')");
    t.is(malformed.score, 0);
    t.is(malformed.tests[0].verdict, 'WRONG_ANSWER');
    t.regex(malformed.tests[0].message, /expected 30 predictions, got 1/);

    const nothing = await submit(kim, "print('hello')");
    t.is(nothing.tests[0].verdict, 'WRONG_ANSWER');
    t.regex(nothing.tests[0].message, /did not write predictions.txt/);

    // The judge file and code are in another sandbox: the program finds neither; its error names
    // the exception and the line, never what it printed (which could be the hidden input).
    const snoop = await submit(
      kim,
      [
        'import os, glob',
        "print(open('iris.csv').read())",
        "found = [p for p in ['/box/answers.txt', '/box/judge.py', 'answers.txt'] if os.path.exists(p)]",
        "found += glob.glob('/opt/seodang/**/answers.txt', recursive=True) + glob.glob('/tmp/**/answers.txt', recursive=True)",
        'if not found: raise LookupError(open("iris.csv").read())',
        "open('predictions.txt', 'w').write('\\n'.join(found))",
      ].join('\n'),
    );
    t.is(snoop.outcome, 'RUNTIME_ERROR');
    t.is(snoop.tests[0].message, 'LookupError (line 5)');
    t.false(JSON.stringify(snoop).includes('petal'));
  },
);

test.serial('a program over run_time_limit is TIMEOUT', async (t) => {
  const teach = await as('mlteach');
  const created = await teach.post('/api/workspace/quizzes', {
    type: 'aiml',
    status: 0,
    common: { title: '시간 초과' },
    definition: { ...definition, run_time_limit: 2, answer_code: 'while True:\n    pass\n' },
  });
  const started = Date.now();
  const r = await settled(
    teach,
    (await teach.post(`/api/workspace/quizzes/${created.body.data.index}/validate`, {})).body.data.index,
  );
  t.is(r.outcome, 'TIMEOUT');
  t.regex(r.tests[0].message, /longer than 2 s/);
  t.true(Date.now() - started < 20_000);
});

test('who may do what: anonymous 401, learners solve but do not author, another channel answers 404', async (t) => {
  const anon = app.client({ host: 'ml-school.localhost' });
  t.is((await anon.get(`/api/workspace/quizzes/${quizIndex}`)).status, 401);
  t.is(
    (await anon.post(`/api/workspace/quizzes/${quizIndex}/submit`, { answer: { code: 'x' } })).status,
    401,
  );
  const kim = await as('mlkim');
  const authored = await kim.post('/api/workspace/quizzes', { type: 'aiml', status: 0, common, definition });
  t.is(authored.status, 403);
  t.is((await kim.post(`/api/workspace/quizzes/${quizIndex}/validate`, {})).status, 403);
  t.is((await kim.get(`/api/workspace/quizzes/${otherQuiz}`)).status, 404);
  t.is((await kim.post(`/api/workspace/quizzes/${otherQuiz}/submit`, { answer: { code: 'x' } })).status, 404);
  const teach = await as('mlteach');
  t.is((await teach.get(`/api/workspace/quizzes/${otherQuiz}`)).status, 404);
  const malformed = await kim.post(`/api/workspace/quizzes/${quizIndex}/submit`, { answer: { code: 5 } });
  t.deepEqual([malformed.status, malformed.body.err.code], [400, 'invalid_answer']);
});

test('the demo data has one Korean iris quiz, 붓꽃 분류, in the demo school channel, however often it loads', async (t) => {
  await seedDemo(app.core);
  await seedDemo(app.core);
  const channel = await app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
  const rows = await app.core
    .db('workspace_quizzes')
    .where({ channel_id: channel.id, seed_key: demoAimlQuiz.seedKey });
  t.is(rows.length, 1);
  t.like(rows[0], { type: 'aiml', title: '붓꽃 분류', status: 1 });
  t.truthy(rows[0].author_id);
  const learner = await app.createUser({ userId: 'aiml.seed.learner' });
  await app.addMember(channel.id, learner, 'student');
  const c = app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login('aiml.seed.learner', testPassword);
  const quiz = await c.get(`/api/workspace/quizzes/${rows[0].id}`);
  t.is(quiz.status, 200);
  t.is(quiz.body.data.definition.output_file, 'predictions.txt');
  t.false('judgeCode' in quiz.body.data.definition);
});
