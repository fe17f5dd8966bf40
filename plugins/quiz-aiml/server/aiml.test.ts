/**
 * The aiml type through the workspace and a real judge worker: the schema's translated refusals
 * (an unknown judge environment among them), the learner view without the reference, hidden input
 * or judge, publishing after the reference scores full points, and grading right, below the
 * thresholds, partly, malformed output, a program that looks for the judge's files, a timeout;
 * then who may do what, and the demo seed.
 */
import test from 'ava';
import {
  artifactJson,
  assertQuizTypeAccess,
  demoMember,
  quizTypeFixture,
  seededDemoQuizzes,
} from '../../workspace/testing/quiz-type-fixture.ts';
import { aimlQuizType, aimlView } from '../common/index.ts';
import { demoAimlQuiz, irisFiles, irisJudge } from './seed.ts';

const definition = demoAimlQuiz.definition;
const common = demoAimlQuiz.common;

const artifact = (s: { tests: { artifacts?: { name: string; base64: string }[] }[] }, name: string) =>
  s.tests[0]?.artifacts?.find((a) => a.name === name);
const metricOf = (s: Parameters<typeof artifact>[0]) => artifactJson(s.tests[0], 'metric.json');

// Writes one species for every asked flower (30 of them in the hidden file).
const predictAll = (body: string) =>
  [
    'import pandas as pd',
    "data = pd.read_csv('iris.csv')",
    "asked = data[data['species'].isna()]",
    body,
    "open('predictions.txt', 'w').write('\\n'.join(out) + '\\n')",
  ].join('\n');

const fx = quizTypeFixture(test, {
  plugin: 'quiz-aiml',
  type: 'aiml',
  slug: 'ml',
  common,
  definition,
  settleMs: 90_000,
});

test.serial('publishing waits for the reference to reach full points; its plot comes back', async (t) => {
  const teach = await fx.as('teacher');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, { type: 'aiml', status: 1, common, definition });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const validated = await fx.validate(teach, fx.quizIndex);
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
    const author = await fx.as('teacher', { locale });
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
  const kim = await fx.as('learner');
  const seen = await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`);
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
    const kim = await fx.as('learner');
    const submit = (c: typeof kim, code: string) => fx.submit(c, code);
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
  const teach = await fx.as('teacher');
  const index = await fx.create(teach, {
    common: { title: '시간 초과' },
    definition: { ...definition, run_time_limit: 2, answer_code: 'while True:\n    pass\n' },
  });
  const started = Date.now();
  const r = await fx.validate(teach, index);
  t.is(r.outcome, 'TIMEOUT');
  t.regex(r.tests[0].message, /longer than 2 s/);
  t.true(Date.now() - started < 20_000);
});

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, definition);
});

test('the demo data has one Korean iris quiz, 붓꽃 분류, in the demo school channel, validated, however often it loads', async (t) => {
  const { channelId, rows } = await seededDemoQuizzes(fx, demoAimlQuiz.seedKey);
  t.is(rows.length, 1);
  t.like(rows[0], { type: 'aiml', title: '붓꽃 분류', status: 1 });
  t.truthy(rows[0].author_id);
  const c = await demoMember(fx, channelId, 'aiml.seed.learner', 'student');
  const quiz = await c.get(`/api/workspace/quizzes/${rows[0].id}`);
  t.is(quiz.status, 200);
  t.is(quiz.body.data.definition.output_file, 'predictions.txt');
  t.false('judgeCode' in quiz.body.data.definition);

  // Its teacher's editor reads it validated: the seed stored what the judge's passing validation
  // of the same definition stored (the publishing test above ran it).
  const author = await demoMember(fx, channelId, 'aiml.seed.teacher', 'teacher');
  t.is((await author.get(`/api/workspace/quizzes/${rows[0].id}`)).body.data.validated, true);
  const byJudge = await fx.app.core
    .db('workspace_quizzes')
    .where({ id: fx.quizIndex })
    .first('validated_hash');
  t.truthy(byJudge.validated_hash);
  t.is(rows[0].validated_hash, byJudge.validated_hash);
});
