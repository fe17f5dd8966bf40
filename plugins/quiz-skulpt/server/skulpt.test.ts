/**
 * The Skulpt type through the workspace and a real judge worker: the schema's translated
 * refusals, the learner view without the reference or the hidden tests, publishing after the
 * reference passes, grading right, wrong, a program that never ends, a syntax error, and a
 * program that tries to leave Skulpt; who may do what; and the demo seed, whose reference passes.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { testPassword } from '@seodang/sdk/testing';
import {
  assertQuizTypeAccess,
  startQuizTypeFixture,
  type QuizTypeFixture,
} from '../../workspace/testing/quiz-type-fixture.ts';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoChannel } from '../../../scripts/demo-accounts.ts';
import { readHostPages } from '../../../scripts/lib/host-pages.ts';
import {
  skulptJob,
  skulptQuizType,
  skulptRunExample,
  skulptView,
  type SkulptDefinition,
} from '../common/index.ts';
import { quizSkulptMessages } from '../common/messages.ts';
import { demoSkulptQuiz, turtleSquareReference } from './seed.ts';
import { texts } from '../web/texts.ts';
// @ts-expect-error -- the harness is plain JavaScript (it runs in the judge's root filesystem).
import { compareDrawings, drawingPng } from '../harness/run/drawing.mjs';

const common = { title: '두 수의 합', contents: '두 줄에 하나씩 정수를 읽어 합을 출력하세요.' };
const sumReference = 'a = int(input())\nb = int(input())\nprint(a + b)\n';
const definition = {
  source: '# 두 수를 더하세요\n',
  answer_code: sumReference,
  compare: 'trim',
  run_time_limit: 2,
  tests: [
    { name: '작은 수', stdin: '3\n4\n', expected: '7\n', score: 4, hidden: false },
    { name: '음수', stdin: '-5\n2\n', expected: null, score: 3, hidden: false },
    { name: '큰 수', stdin: '123456789\n987654321\n', expected: null, score: 3, hidden: true },
  ],
};

let fx: QuizTypeFixture;
const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));

test.before(async () => {
  fx = await startQuizTypeFixture({
    plugin: 'quiz-skulpt',
    type: 'skulpt',
    slug: 'skulpt',
    common,
    definition,
    settleMs: 60_000,
  });
});
test.after.always(async () => {
  await fx?.stop();
});

test('texts and messages exist in ko, en and ja; the harness ships the Skulpt the browser runs', (t) => {
  for (const locale of ['en', 'ja'] as const) {
    t.deepEqual(Object.keys(texts[locale]).sort(), Object.keys(texts.ko).sort());
    t.deepEqual(Object.keys(quizSkulptMessages[locale]).sort(), Object.keys(quizSkulptMessages.ko).sort());
  }
  // The harness's copy of Skulpt is the npm package's, byte for byte (an upgrade must copy it again).
  for (const file of ['skulpt.min.js', 'skulpt-stdlib.js']) {
    const shipped = readFileSync(new URL(`../harness/run/vendor/${file}`, import.meta.url));
    const pkg = readFileSync(new URL(`../../../node_modules/skulpt/dist/${file}`, import.meta.url));
    t.true(shipped.equals(pkg), file);
  }
  // The host page, its script and the npm package's files are declared for the web build.
  const pages = readHostPages(fileURLToPath(new URL('../../', import.meta.url))).filter(
    (f) => f.plugin === 'quiz-skulpt',
  );
  t.deepEqual(pages.map((f) => f.name).sort(), [
    'glowscript-host.js',
    'glowscript.html',
    'skulpt-host.js',
    'skulpt-stdlib.js',
    'skulpt.html',
    'skulpt.min.js',
    'vpython.js',
  ]);
});

test('drawings are compared pixel by pixel with Skia and pixelmatch, within the tolerance', async (t) => {
  type Op = (string | number)[];
  const square = (dx: number, colour = 'black'): Op[] =>
    [
      [0, 0, 100, 0],
      [100, 0, 100, 100],
      [100, 100, 0, 100],
      [0, 100, 0, 0],
    ].map(([x1, y1, x2, y2]) => ['line', x1! + dx, y1!, x2! + dx, y2!, colour, 1]);
  const halves: Op[] = [
    ['line', 0, 0, 50, 0, 'black', 1],
    ['line', 50, 0, 100, 0, 'black', 1],
    ...square(0).slice(1),
  ];
  const verdict = async (b: Op[], tolerance: number) => (await compareDrawings(square(0), b, tolerance)).pass;
  t.true(await verdict(square(0), 0));
  // The same lines drawn in other pieces and order: the same pixels.
  t.true(await verdict(halves, 0));
  // One unit over: only a tolerance of at least 1 forgives it; ten units over fails at 2, passes at 20.
  t.false(await verdict(square(1), 0));
  t.true(await verdict(square(1), 2));
  t.false(await verdict(square(10), 2));
  t.true(await verdict(square(10), 20));
  // Right place, wrong colour: no tolerance forgives it.
  t.false(await verdict(square(0, 'red'), 50));
  const c = await compareDrawings(square(0), square(10), 2);
  t.true(c.percent > 50);
  t.deepEqual([...c.diffPng.subarray(1, 4)], [...Buffer.from('PNG')]);
});

test('the schema refuses a blank reference, no tests, duplicate names and a bad limit', (t) => {
  const first = (d: object) => {
    const r = skulptQuizType.schema.safeParse({ ...definition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  const one = definition.tests[0]!;
  t.is(first({}), 'ok');
  t.is(first({ answer_code: '  ' }), 'quiz-skulpt.validation.answerCode');
  t.is(first({ tests: [] }), 'quiz-skulpt.validation.tests');
  t.is(first({ tests: [{ ...one, score: 0 }] }), 'quiz-skulpt.validation.tests');
  t.is(first({ tests: [one, one] }), 'quiz-skulpt.validation.testNames');
  t.is(first({ tests: [{ ...one, name: ' ' }] }), 'quiz-skulpt.validation.testName');
  t.is(first({ run_time_limit: 60 }), 'quiz-skulpt.validation.timeLimit');
  t.is(first({ tolerance: -1 }), 'quiz-skulpt.validation.tolerance');
});

test('a refused definition answers in the author’s language', async (t) => {
  for (const [locale, text] of [
    ['ko', '테스트 이름이 겹칩니다. 이름을 서로 다르게 해 주세요.'],
    ['en', 'Two tests have the same name. Please give each its own.'],
    ['ja', 'テスト名が重複しています。別々の名前にしてください。'],
  ] as const) {
    const author = await fx.as('teacher', { locale });
    const one = definition.tests[0]!;
    const r = await author.post('/api/workspace/quizzes', {
      type: 'skulpt',
      status: 0,
      common,
      definition: { ...definition, tests: [one, one] },
    });
    t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_definition', text]);
  }
});

test('the learner view holds the shown tests and never the reference or a hidden test', async (t) => {
  const view = skulptView(skulptQuizType.schema.parse(definition) as SkulptDefinition);
  t.false('answer_code' in view);
  t.deepEqual(
    view.tests.map((x) => x.name),
    ['작은 수', '음수'],
  );
  t.like(view, { hiddenTests: 1, maxPoints: 10, source: '# 두 수를 더하세요\n' });
  const kim = await fx.as('learner');
  const seen = await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`);
  t.is(seen.status, 200);
  const body = JSON.stringify(seen.body);
  for (const hidden of ['큰 수', '987654321', 'print(a + b)', 'answer_code'])
    t.false(body.includes(hidden), hidden);
  // No judge run: learners run in their browser.
  t.is(skulptJob(view as never, { code: '' }, { mode: 'run', stdin: '' }), null);
});

test.serial('publishing waits for the reference to pass every test in the judge', async (t) => {
  const teach = await fx.as('teacher');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, { type: 'skulpt', status: 1, common, definition });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const validated = await fx.validate(teach, fx.quizIndex);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
  t.is((await put()).status, 200);
});

test.serial(
  'grading: right, wrong, a program that never ends, a syntax error, no way out of Skulpt',
  async (t) => {
    const kim = await fx.as('learner');
    const right = await fx.submit(kim, 'x = int(input())\ny = int(input())\nprint(x + y)   \n');
    t.is(right.outcome, 'RIGHT', JSON.stringify(right.tests));
    t.is(right.score, 10);
    const hidden = right.tests.find((x: { name: string }) => x.name === '큰 수');
    t.like(hidden, { verdict: 'ACCEPTED', hidden: true });
    t.falsy(hidden.message);
    // A drawing counts only in tests that compare drawings (none here).
    const drawingToo = await fx.submit(
      kim,
      'import turtle\nx = int(input())\ny = int(input())\nprint(x + y)\nturtle.forward(50)\n',
    );
    t.is(drawingToo.outcome, 'RIGHT', JSON.stringify(drawingToo.tests));

    // Wrong for negative numbers only; the shown test names the line, the hidden one only that it failed.
    const wrong = await fx.submit(kim, 'a = int(input())\nb = int(input())\nprint(abs(a) + abs(b))\n');
    t.is(wrong.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(wrong), { '작은 수': 'ACCEPTED', 음수: 'WRONG_ANSWER', '큰 수': 'ACCEPTED' });
    t.is(wrong.score, 7);
    t.is(
      wrong.tests.find((x: { name: string }) => x.name === '음수').message,
      'Line 1: expected "-3", got "7"',
    );

    const started = Date.now();
    const endless = await fx.submit(kim, 'while True:\n    pass\n');
    t.is(endless.outcome, 'TIMEOUT');
    t.is(endless.tests[0].message, 'Time limit exceeded.');
    t.true(Date.now() - started < 40_000);

    const broken = await fx.submit(kim, 'print(1\n');
    t.is(broken.outcome, 'RUNTIME_ERROR');
    t.regex(broken.tests[0].message, /SyntaxError/);

    // Skulpt's escape to JavaScript is removed, and files outside its library cannot be read.
    const escape = await fx.submit(kim, 'print(jseval("process.env"))\n');
    t.regex(escape.tests[0].message, /NameError: name 'jseval' is not defined/);
    const reading = await fx.submit(kim, 'print(open("/box/main.py").read())\n');
    t.not(reading.tests[0].verdict, 'ACCEPTED');
  },
);

test('a validation asks the first shown test for the run screen example; the type shows its drawing and output', async (t) => {
  const d = skulptQuizType.schema.parse(definition) as SkulptDefinition;
  const marked = (mode: 'validate' | 'submit' | 'test') =>
    (skulptJob(d, { code: '' }, { mode })!.tests as { name: string; data: { example?: boolean } }[])
      .filter((x) => x.data.example)
      .map((x) => x.name);
  t.deepEqual(marked('validate'), ['작은 수']);
  t.deepEqual(marked('submit'), []);
  t.deepEqual(marked('test'), []);

  const png = Buffer.from(await drawingPng([['line', 0, 0, 100, 0, 'black', 1]]));
  t.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
  const output = Buffer.from(JSON.stringify({ stdout: '정사각형 완성\n' })).toString('base64');
  const example = skulptRunExample([
    {
      name: '작은 수',
      verdict: 'ACCEPTED',
      artifacts: [
        { name: 'drawing.png', mediaType: 'image/png', base64: png.toString('base64') },
        { name: 'output.json', mediaType: 'application/json', base64: output },
      ],
    },
    { name: '음수', verdict: 'ACCEPTED' },
  ]);
  t.deepEqual(example, {
    images: [{ name: 'drawing.png', mediaType: 'image/png', base64: png.toString('base64') }],
    output: '정사각형 완성\n',
  });
  t.is(skulptRunExample([]), null);
});

test.serial(
  "learners see the validated reference's turtle drawing and output as the run screen example",
  async (t) => {
    const teach = await fx.as('teacher');
    const square = { ...demoSkulptQuiz.common, use_run_screen_example: true };
    const index = await fx.create(teach, { common: square, definition: demoSkulptQuiz.definition });
    const validated = await fx.validate(teach, index);
    t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
    const put = await teach.put(`/api/workspace/quizzes/${index}`, {
      type: 'skulpt',
      status: 1,
      common: square,
      definition: demoSkulptQuiz.definition,
    });
    t.is(put.status, 200);
    const kim = await fx.as('learner');
    const res = await kim.get(`/api/workspace/quizzes/${index}/run-example`);
    t.is(res.status, 200);
    const data = res.body.data;
    t.like(data, { state: 'ready', output: '정사각형 완성\n' });
    // The first shown test's square (side 100) on the 400 x 400 turtle canvas.
    t.deepEqual(
      data.images.map((i: { name: string }) => i.name),
      ['drawing.png'],
    );
    const image = Buffer.from(data.images[0].base64, 'base64');
    t.deepEqual([image.readUInt32BE(16), image.readUInt32BE(20)], [400, 400]);
    const body = JSON.stringify(res.body);
    for (const secret of ['answer_code', 't.left(90)', '숨은 길이', '80\\n'])
      t.false(body.includes(secret), secret);
    // Another channel's teacher finds it nowhere.
    const other = await fx.as('otherTeacher');
    t.is((await other.get(`/api/workspace/quizzes/${index}/run-example`)).status, 404);
  },
);

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, definition);
});

test.serial(
  'the demo data has one Korean turtle quiz, 거북이 정사각형, whose reference passes in the judge',
  async (t) => {
    await seedDemo(fx.app.core);
    await seedDemo(fx.app.core);
    const channel = await fx.app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
    const rows = await fx.app.core
      .db('workspace_quizzes')
      .where({ channel_id: channel.id, seed_key: demoSkulptQuiz.seedKey });
    t.is(rows.length, 1);
    t.like(rows[0], { type: 'skulpt', title: '거북이 정사각형', status: 1 });

    const teacher = await fx.app.createUser({ userId: 'skulpt.seed.teacher' });
    await fx.app.addMember(channel.id, teacher, 'teacher');
    const author = fx.app.client({ host: `${demoChannel.slug}.localhost` });
    await author.login('skulpt.seed.teacher', testPassword);
    const validated = await fx.validate(author, rows[0].id);
    t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
    t.is(validated.score, 10);

    const learner = await fx.app.createUser({ userId: 'skulpt.seed.learner' });
    await fx.app.addMember(channel.id, learner, 'student');
    const kim = fx.app.client({ host: `${demoChannel.slug}.localhost` });
    await kim.login('skulpt.seed.learner', testPassword);
    const right = await fx.submit(kim, turtleSquareReference, rows[0].id);
    t.is(right.outcome, 'RIGHT', JSON.stringify(right.tests));
    // The same square turning right lies below the line, not above it: the drawing differs, and the
    // shown test's review gets the diff image and the learner's drawing (the hidden test neither).
    const started = Date.now();
    const mirrored = await fx.submit(
      kim,
      turtleSquareReference.replace('t.left(90)', 't.right(90)'),
      rows[0].id,
    );
    t.log(`three drawing tests graded in ${Date.now() - started} ms`);
    t.is(mirrored.outcome, 'WRONG_TESTCASES');
    const shown = mirrored.tests.find((x: { name: string }) => x.name === '한 변 100');
    t.regex(shown.message, /^The drawing differs from the reference's: \d+\.\d% of its pixels/);
    t.deepEqual(
      shown.artifacts.map((a: { name: string; mediaType: string }) => [a.name, a.mediaType]),
      [
        ['drawing-diff.png', 'image/png'],
        ['drawing.png', 'image/png'],
      ],
    );
    const hiddenOne = mirrored.tests.find((x: { name: string }) => x.name === '숨은 길이');
    t.like(hiddenOne, { verdict: 'WRONG_ANSWER', hidden: true });
    t.falsy(hiddenOne.message);
    t.falsy(hiddenOne.artifacts?.length);
    // Drawn with the module's functions, the same lines in another order and within the tolerance: right.
    const functions = [
      'from turtle import *',
      'side = int(input())',
      'penup()',
      'goto(0, side + 1)',
      'pendown()',
      'goto(side, side)',
      'goto(side, 0)',
      'goto(0, 0)',
      'goto(0, side)',
      "print('정사각형 완성')",
      '',
    ].join('\n');
    const other = await fx.submit(kim, functions, rows[0].id);
    t.is(other.outcome, 'RIGHT', JSON.stringify(other.tests));
  },
);
