/**
 * The micro:bit type through the workspace and a real judge worker (the program run by MicroPython's
 * WebAssembly build under the sandbox's Node.js, with the shared `microbit` module on a virtual
 * clock): the schema's translated refusals, the learner view without the reference or the hidden
 * tests, publishing after the reference passes, grading right, wrong, an error, a program that never
 * yields (TIMEOUT), a malformed answer refused; who may do what; the demo seed, whose reference passes.
 */
import test from 'ava';
import {
  artifactJson,
  assertQuizTypeAccess,
  demoMember,
  quizTypeFixture,
  seededDemoQuizzes,
} from '../../workspace/testing/quiz-type-fixture.ts';
import { microbitJob, microbitQuizType, microbitView, type MicrobitDefinition } from '../common/index.ts';
import { demoHeartQuiz, heartReference } from './seed.ts';

const common = { title: '버튼 세기', contents: 'A를 누른 횟수를 화면에 보여 주고, B를 누르면 출력하세요.' };
/** Shows how many times A was pressed; B prints the count and sets pin 0 high. */
const reference = [
  'from microbit import *',
  'count = 0',
  'display.show(Image.HAPPY)',
  'while True:',
  '    if button_a.was_pressed():',
  '        count += 1',
  '        display.show(count)',
  '    if button_b.was_pressed():',
  "        print('count', count)",
  '        pin0.write_digital(1)',
  '    if accelerometer.get_x() > 500:',
  '        display.show(Image.ARROW_E)',
  '    sleep(10)',
  '',
].join('\n');
const press = (button: 'A' | 'B', at: number) => [
  { kind: 'button', button, at_ms: at, pressed: true },
  { kind: 'button', button, at_ms: at + 100, pressed: false },
];
const definition = {
  source: 'from microbit import *\n',
  answer_code: reference,
  run_time_limit: 5,
  tests: [
    {
      name: '두 번 누르기',
      inputs: [...press('A', 200), ...press('A', 600), ...press('B', 1000)],
      checks: [
        { kind: 'display', at_ms: 100, image: 'HAPPY' },
        // After two presses: the digit 2's glyph.
        { kind: 'display', at_ms: 900, grid: ['99900', '00090', '09900', '90000', '99990'] },
        { kind: 'pin', pin: 0, at_ms: 1500, level: 1 },
      ],
      expected_output: 'count 2',
      duration_ms: 1500,
      score: 6,
    },
    {
      name: '기울이기',
      inputs: [{ kind: 'accelerometer', at_ms: 300, x: 900, y: 0, z: -200 }],
      checks: [{ kind: 'display', at_ms: 500, image: 'ARROW_E' }],
      duration_ms: 800,
      score: 4,
      hidden: true,
    },
  ],
};

const fx = quizTypeFixture(test, {
  plugin: 'quiz-microcontroller',
  type: 'microbit',
  slug: 'microbit',
  common,
  definition,
  settleMs: 60_000,
});
const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));

test('the schema refuses a blank reference, a test checking nothing, an unknown image, a bad grid and pin', (t) => {
  const first = (d: object) => {
    const r = microbitQuizType.schema.safeParse({ ...definition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  const one = definition.tests[0]!;
  t.is(first({}), 'ok');
  t.is(first({ answer_code: ' ' }), 'quiz-microcontroller.validation.answerCode');
  t.is(first({ tests: [] }), 'quiz-microcontroller.validation.tests');
  t.is(first({ tests: [one, one] }), 'quiz-microcontroller.validation.testNames');
  t.is(
    first({ tests: [{ ...one, expected_output: null, checks: [] }] }),
    'quiz-microcontroller.validation.microbitNothingChecked',
  );
  t.is(
    first({ tests: [{ ...one, checks: [{ kind: 'display', at_ms: 0, image: 'UNICORN' }] }] }),
    'quiz-microcontroller.validation.image',
  );
  t.is(
    first({
      tests: [{ ...one, checks: [{ kind: 'display', at_ms: 0, grid: ['0000', '0', '0', '0', '0'] }] }],
    }),
    'quiz-microcontroller.validation.grid',
  );
  t.is(
    first({ tests: [{ ...one, checks: [{ kind: 'pin', pin: 21, at_ms: 0, level: 1 }] }] }),
    'quiz-microcontroller.validation.microbitPin',
  );
  t.is(first({ tests: [{ ...one, duration_ms: 60_000 }] }), 'quiz-microcontroller.validation.duration');
});

test('a refused definition answers in the author’s language', async (t) => {
  const one = definition.tests[0]!;
  for (const [locale, text] of [
    ['ko', '없는 이미지 이름입니다. HEART, HAPPY 같은 Image의 이름을 써 주세요.'],
    ['en', 'No such image. Please use the name of an Image, such as HEART or HAPPY.'],
    ['ja', 'その名前のイメージはありません。HEARTやHAPPYなどImageの名前を使ってください。'],
  ] as const) {
    const author = await fx.as('teacher', { locale });
    const r = await author.post('/api/workspace/quizzes', {
      type: 'microbit',
      status: 0,
      common,
      definition: { ...definition, tests: [{ ...one, checks: [{ kind: 'display', at_ms: 0, image: 'X' }] }] },
    });
    t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_definition', text]);
  }
});

test('the learner view holds the shown tests and never the reference or a hidden test', (t) => {
  const parsed = microbitQuizType.schema.parse(definition) as MicrobitDefinition;
  const view = microbitView(parsed);
  t.false('answer_code' in view);
  t.deepEqual(
    view.tests.map((x) => x.name),
    ['두 번 누르기'],
  );
  t.like(view, { hiddenTests: 1, maxPoints: 10 });
  const job = microbitJob(parsed, { code: 'x' }, { mode: 'test' });
  t.deepEqual(
    job?.tests.map((x) => x.name),
    ['두 번 누르기'],
  );
  t.is(job?.network, 'none');
});

test.serial(
  'publishing waits for the reference; grading: right, wrong, an error, a malformed answer',
  async (t) => {
    const teach = await fx.as('teacher');
    const put = () =>
      teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, {
        type: 'microbit',
        status: 1,
        common,
        definition,
      });
    const early = await put();
    t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
    const validated = await fx.validate(teach, fx.quizIndex);
    t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
    t.is((await put()).status, 200);

    const kim = await fx.as('learner');
    const body = JSON.stringify((await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`)).body);
    for (const secret of ['기울이기', 'ARROW_E', 'answer_code', 'accelerometer'])
      t.false(body.includes(secret), secret);

    const started = Date.now();
    const right = await fx.submit(
      kim,
      reference.replaceAll('count', 'n').replace("print('n', n)", "print('count', n)"),
    );
    t.log(`submit (2 tests): ${Date.now() - started} ms`);
    t.is(right.outcome, 'RIGHT', JSON.stringify(right.tests));
    t.is(right.score, 10);
    const hidden = right.tests.find((x: { name: string }) => x.name === '기울이기');
    t.like(hidden, { verdict: 'ACCEPTED', hidden: true });
    t.falsy(hidden.message);
    t.falsy(hidden.artifacts?.length);
    const run = artifactJson(right.tests[0], 'run.json');
    t.is(run.output, 'count 2\n');
    // B pressed at 1000 ms, seen within the loop's 10 ms sleep plus its readings' virtual ticks.
    t.is(run.pins.length, 1);
    t.true(run.pins[0][1] >= 1000 && run.pins[0][1] <= 1015, String(run.pins[0]));

    // Forgets the pin: the shown test fails naming the check, the hidden one passes.
    const wrong = await fx.submit(kim, reference.replace('        pin0.write_digital(1)\n', ''));
    t.is(wrong.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(wrong), { '두 번 누르기': 'WRONG_ANSWER', 기울이기: 'ACCEPTED' });
    t.is(wrong.tests[0].message, 'At 1500 ms pin0 is 0, expected 1.');
    t.is(wrong.score, 4);

    // A Python error is a runtime error with the traceback naming main.py.
    const broken = await fx.submit(kim, 'from microbit import *\ndisplay.show(Image.HEARTS)\n');
    t.is(broken.outcome, 'RUNTIME_ERROR', JSON.stringify(broken));
    t.is(broken.tests[0].verdict, 'RUNTIME_ERROR');
    t.regex(broken.tests[0].message, /File "main\.py", line 2[\s\S]*AttributeError/);

    for (const [locale, code] of [
      ['ko', 'invalid_answer'],
      ['en', 'invalid_answer'],
    ] as const) {
      const c = await fx.as('learner', { locale });
      const bad = await c.post(`/api/workspace/quizzes/${fx.quizIndex}/submit`, { answer: { code: 42 } });
      t.deepEqual([bad.status, bad.body.err.code], [400, code]);
      t.truthy(bad.body.err.message);
    }
  },
);

test.serial(
  'a program that never touches the board again is stopped at the time limit: TIMEOUT',
  async (t) => {
    const teach = await fx.as('teacher');
    const stuck = await fx.create(teach, {
      common: { title: '끝나지 않는 반복' },
      definition: {
        ...definition,
        answer_code: 'from microbit import *\ndisplay.show(Image.HAPPY)\nwhile True:\n    pass\n',
        run_time_limit: 1,
        tests: [definition.tests[0]],
      },
    });
    const started = Date.now();
    const validated = await fx.validate(teach, stuck);
    t.log(`an endless loop (1 test, 1 s limit): ${Date.now() - started} ms`);
    t.is(validated.outcome, 'TIMEOUT', JSON.stringify(validated.tests));
    t.is(validated.tests[0].verdict, 'TIMEOUT');
    t.is(validated.score, 0);
  },
);

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, definition);
});

test.serial('the demo data has 하트 깜빡이기, whose reference passes in the judge', async (t) => {
  const { channelId, rows } = await seededDemoQuizzes(fx, demoHeartQuiz.seedKey);
  t.is(rows.length, 1);
  t.like(rows[0], { type: 'microbit', title: '하트 깜빡이기', status: 1 });
  t.is(rows[0].definition.answer_code, heartReference);
  const author = await demoMember(fx, channelId, 'microbit.seed.teacher', 'teacher');
  const started = Date.now();
  const validated = await fx.validate(author, rows[0].id);
  t.log(`validate 하트 깜빡이기 (2 tests): ${Date.now() - started} ms`);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
});
