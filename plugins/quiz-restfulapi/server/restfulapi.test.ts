/**
 * The REST API type through the workspace and a real judge worker: the schema's translated
 * refusals, the learner view without the reference or the hidden tests, publishing after the
 * reference passes, grading right, wrong, a server that never listens, one that crashes and one
 * that answers no JSON; the request panel's runs (a shown test, the learner's own requests, never a
 * hidden test); who may do what; and the demo seed, whose Flask reference passes in the judge.
 */
import test from 'ava';
import {
  artifactJson,
  assertQuizTypeAccess,
  demoMember,
  quizTypeFixture,
  seededDemoQuizzes,
} from '../../workspace/testing/quiz-type-fixture.ts';
import { parsePath, restfulapiQuizType, restfulapiView, type RestfulapiDefinition } from '../common/index.ts';
import { demoRestfulapiQuiz, todoFlaskReference } from './seed.ts';
import { jsDefinition, jsServer } from './js-todo.ts';

const common = { ...demoRestfulapiQuiz.common, title: 'Todo API (js)' };

const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));
const exchangeOf = (t: { artifacts?: { name: string; base64: string }[] }) =>
  artifactJson(t, 'exchange.json');

const fx = quizTypeFixture(test, {
  plugin: 'quiz-restfulapi',
  type: 'restfulapi',
  slug: 'rest',
  common,
  definition: jsDefinition,
  settleMs: 60_000,
});

test.serial('publishing waits for the reference server to pass every test in the judge', async (t) => {
  const teach = await fx.as('teacher');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, {
      type: 'restfulapi',
      status: 1,
      common,
      definition: jsDefinition,
    });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const validated = await fx.validate(teach, fx.quizIndex);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
  // The author sees the hidden test's exchange too: the server's log is in it.
  const shown = exchangeOf(validated.tests[0]);
  t.is(shown.responses[0].status, 201);
  t.like(shown.responses[0].body, { id: 1, title: '우유 사기', done: false });
  t.regex(shown.log, /added todo 1/);
  t.is((await put()).status, 200);
});

test('the schema refuses no tests, duplicate names, a bad path or JSON path, in three languages', (t) => {
  const first = (d: object) => {
    const r = restfulapiQuizType.schema.safeParse({ ...jsDefinition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  const one = demoRestfulapiQuiz.definition.tests[0]!;
  t.is(first({}), 'ok');
  t.is(first({ tests: [] }), 'restfulapi.validation.tests');
  t.is(first({ tests: [{ ...one, score: 0 }] }), 'restfulapi.validation.tests');
  t.is(first({ tests: [one, one] }), 'restfulapi.validation.testNames');
  t.is(first({ tests: [{ ...one, requests: [] }] }), 'restfulapi.validation.requests');
  t.is(
    first({ tests: [{ ...one, requests: [{ method: 'GET', path: 'todos' }] }] }),
    'restfulapi.validation.requestPath',
  );
  t.is(
    first({
      tests: [{ ...one, requests: [{ method: 'GET', path: '/', expect: { mode: 'path', path: 'a..b' } }] }],
    }),
    'restfulapi.validation.path',
  );
  t.is(first({ answer_code: ' ' }), 'restfulapi.validation.answerCode');
  t.is(first({ starterFiles: [{ name: 'server.js', content: '' }] }), 'restfulapi.validation.fileName');
  t.deepEqual(parsePath('$.items[0].title'), ['items', 0, 'title']);
  t.deepEqual(parsePath('items.1'), ['items', 1]);
  t.deepEqual(parsePath('$'), []);
  t.is(parsePath(''), null);
});

test('a refused definition answers in the author’s language', async (t) => {
  for (const [locale, text] of [
    ['ko', '테스트 이름이 겹칩니다. 이름을 서로 다르게 해 주세요.'],
    ['en', 'Two tests have the same name. Please give each its own.'],
    ['ja', 'テスト名が重複しています。別々の名前にしてください。'],
  ] as const) {
    const author = await fx.as('teacher', { locale });
    const one = jsDefinition.tests[0]!;
    const r = await author.post('/api/workspace/quizzes', {
      type: 'restfulapi',
      status: 0,
      common: { title: 'API' },
      definition: { ...jsDefinition, tests: [one, one] },
    });
    t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_definition', text]);
  }
});

test('the learner view holds the shown tests and never the reference or a hidden test', async (t) => {
  const view = restfulapiView(restfulapiQuizType.schema.parse(jsDefinition) as RestfulapiDefinition);
  t.false('answer_code' in view);
  t.deepEqual(
    view.tests.map((x) => x.name),
    ['할 일 추가', '목록 보기', '없는 할 일'],
  );
  t.like(view, { hiddenTests: 1, maxPoints: 10, mainFile: 'server.js' });
  const kim = await fx.as('learner');
  const seen = await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`);
  t.is(seen.status, 200);
  const body = JSON.stringify(seen.body);
  for (const hidden of ['할 일 삭제', '운동하기', '"/todos/1"', 'added todo', 'createServer'])
    t.false(body.includes(hidden), hidden);
});

test.serial(
  'grading: right, wrong, a server that never listens, one that crashes, one that answers no JSON',
  async (t) => {
    const kim = await fx.as('learner');
    const right = await fx.submit(kim, jsServer());
    t.is(right.outcome, 'RIGHT');
    t.is(right.score, 10);
    // The hidden test has its verdict and points only.
    const hidden = right.tests.find((x: { name: string }) => x.name === '할 일 삭제');
    t.like(hidden, { verdict: 'ACCEPTED', hidden: true });
    t.falsy(hidden.artifacts);
    t.falsy(hidden.message);

    // A missing todo answers 200: the shown test says why, the hidden one only that it failed.
    const wrong = await fx.submit(kim, jsServer({ missing: 200 }));
    t.is(wrong.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(wrong), {
      '할 일 추가': 'ACCEPTED',
      '목록 보기': 'ACCEPTED',
      '없는 할 일': 'WRONG_ANSWER',
      '할 일 삭제': 'WRONG_ANSWER',
    });
    t.is(wrong.score, 6);
    const missing = wrong.tests.find((x: { name: string }) => x.name === '없는 할 일');
    t.is(missing.message, 'Request 1 (GET /todos/99): expected status 404, got 200.');
    t.false(JSON.stringify(wrong).includes('/todos/1'), 'no request of the hidden test');

    const started = Date.now();
    const silent = await fx.submit(kim, 'setInterval(() => {}, 1000);\nconsole.log("starting");\n');
    t.is(silent.outcome, 'TIMEOUT');
    t.is(silent.tests[0].message, 'The server did not listen on PORT 18000 within 3 s.');
    t.regex(exchangeOf(silent.tests[0]).log, /starting/);
    t.true(Date.now() - started < 40_000);

    const crash = await fx.submit(kim, 'throw new Error("no database");\n');
    t.is(crash.outcome, 'RUNTIME_ERROR');
    t.regex(crash.tests[0].message, /The server exited \(code 1\) before listening/);
    t.regex(exchangeOf(crash.tests[0]).log, /no database/);

    const text = await fx.submit(
      kim,
      "require('node:http').createServer((q, s) => s.end('hello')).listen(process.env.PORT);\n",
    );
    t.is(text.outcome, 'WRONG_TESTCASES');
    t.regex(text.tests[0].message, /expected status 201, got 200/);
    t.regex(text.tests[2].message, /expected status 404, got 200/);
  },
);

test.serial(
  'the request panel runs a shown test or the learner’s own requests, never a hidden test',
  async (t) => {
    const kim = await fx.as('learner');
    const url = `/api/workspace/quizzes/${fx.quizIndex}/run`;
    const run = (stdin: unknown) =>
      kim.post(url, { answer: { code: jsServer() }, stdin: JSON.stringify(stdin) });

    const shown = await run({ test: '목록 보기' });
    t.is(shown.status, 200, JSON.stringify(shown.body));
    t.like(shown.body.data, { kind: 'harness', status: 'ACCEPTED' });
    const exchange = exchangeOf(shown.body.data.tests[0]);
    t.deepEqual(
      exchange.responses.map((r: { status: number }) => r.status),
      [201, 201, 200, 200],
    );
    t.is(exchange.responses[3].body.title, '숙제 하기');
    t.regex(exchange.responses[0].headers['content-type'], /application\/json/);
    t.regex(exchange.log, /added todo 2/);

    const own = await run({
      requests: [
        { method: 'POST', path: '/todos', body: { title: '산책' } },
        { method: 'GET', path: '/nowhere' },
      ],
    });
    t.is(own.status, 200);
    const mine = exchangeOf(own.body.data.tests[0]);
    t.deepEqual(
      mine.responses.map((r: { status: number }) => r.status),
      [201, 404],
    );
    t.is(mine.responses[0].body.title, '산책');

    for (const stdin of [{ test: '할 일 삭제' }, { test: 'nope' }, { requests: [] }]) {
      const refused = await run(stdin);
      t.is(refused.status, 400, JSON.stringify(stdin));
      t.false(JSON.stringify(refused.body).includes('운동하기'));
    }
  },
);

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, jsDefinition);
  const anon = fx.app.client({ host: fx.host });
  const run = await anon.post(`/api/workspace/quizzes/${fx.quizIndex}/run`, {
    answer: { code: 'x' },
    stdin: '{"test":"할 일 추가"}',
  });
  t.is(run.status, 401);
});

test.serial(
  'the demo data has one Korean todo API quiz in Flask, 할 일 API, validated, however often it loads; FastAPI runs too',
  async (t) => {
    const { channelId, rows } = await seededDemoQuizzes(fx, demoRestfulapiQuiz.seedKey);
    t.is(rows.length, 1);
    t.like(rows[0], { type: 'restfulapi', title: '할 일 API', status: 1 });

    // The seeded Flask reference passes in the judge as a teacher's validation.
    const author = await demoMember(fx, channelId, 'rest.seed.teacher', 'teacher');
    t.is((await author.get(`/api/workspace/quizzes/${rows[0].id}`)).body.data.validated, true);
    const validated = await fx.validate(author, rows[0].id);
    t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
    t.is(validated.score, 10);

    // A Flask server that forgets the 404 fails the shown test with the reason.
    const kim = await demoMember(fx, channelId, 'rest.seed.learner', 'student');
    const quiz = await kim.get(`/api/workspace/quizzes/${rows[0].id}`);
    t.is(quiz.body.data.definition.mainFile, 'main.py');
    t.false('answer_code' in quiz.body.data.definition);
    const sloppy = todoFlaskReference.replace(
      "return jsonify(error='not found'), 404\n    return jsonify(todo)",
      'return jsonify(todo)',
    );
    t.not(sloppy, todoFlaskReference);
    const wrong = await fx.submit(kim, sloppy, rows[0].id);
    t.is(wrong.tests.find((x: { name: string }) => x.name === '없는 할 일').verdict, 'WRONG_ANSWER');

    // FastAPI, started by uvicorn from main.py, passes the first test in the request panel.
    const fastapi = [
      'import os',
      'import uvicorn',
      'from fastapi import FastAPI',
      '',
      'app = FastAPI()',
      'todos = {}',
      '',
      "@app.post('/todos', status_code=201)",
      'def add(body: dict):',
      "    todo = {'id': len(todos) + 1, 'title': body['title'], 'done': False}",
      "    todos[todo['id']] = todo",
      '    return todo',
      '',
      "uvicorn.run(app, host='127.0.0.1', port=int(os.environ['PORT']))",
      '',
    ].join('\n');
    const ran = await kim.post(`/api/workspace/quizzes/${rows[0].id}/run`, {
      answer: { code: fastapi },
      stdin: JSON.stringify({ test: '할 일 추가' }),
    });
    t.is(ran.status, 200, JSON.stringify(ran.body));
    t.is(ran.body.data.tests[0].verdict, 'ACCEPTED', ran.body.data.tests[0].message);
    t.regex(exchangeOf(ran.body.data.tests[0]).log, /Uvicorn running/);
  },
);
