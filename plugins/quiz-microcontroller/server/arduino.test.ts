/**
 * The Arduino type through the workspace and a real judge worker (the sketch built by Debian's
 * arduino-builder in the sandbox, the hex run on avr8js by the harness): the schema's translated
 * refusals, the learner view without the reference or the hidden tests, Run answering the hex,
 * publishing after the reference passes, grading right, wrong, a compile error, a run past its
 * time limit, a malformed hex refused; who may do what; the demo seed, whose references pass.
 */
import { readFileSync } from 'node:fs';
import test from 'ava';
import {
  artifactJson,
  assertQuizTypeAccess,
  demoMember,
  quizTypeFixture,
  seededDemoQuizzes,
} from '../../workspace/testing/quiz-type-fixture.ts';
import { arduinoJob, arduinoQuizType, arduinoView, type ArduinoDefinition } from '../common/index.ts';
import { quizMicrocontrollerMessages } from '../common/messages.ts';
import { texts } from '../web/texts.ts';
import { blinkReference, buttonReference, demoBlinkQuiz, demoButtonQuiz } from './seed.ts';

const common = { title: '시리얼 인사', contents: '이름을 읽어 인사하고 13번 LED를 켜세요.' };
/** Reads a line, greets it, and turns pin 13 on. */
const reference = [
  'void setup() {',
  '  Serial.begin(9600);',
  '  pinMode(13, OUTPUT);',
  '  digitalWrite(13, HIGH);',
  '}',
  '',
  'void loop() {',
  '  if (Serial.available()) {',
  "    String name = Serial.readStringUntil('\\n');",
  '    Serial.print("Hello, ");',
  '    Serial.println(name);',
  '  }',
  '}',
  '',
].join('\n');
const definition = {
  source: 'void setup() {\n}\n\nvoid loop() {\n}\n',
  answer_code: reference,
  run_time_limit: 10,
  tests: [
    {
      name: '인사',
      serial_input: 'Seodang\n',
      expected_output: 'Hello, Seodang\n',
      pins: [{ kind: 'level', pin: 13, at_ms: 100, level: 1 }],
      duration_ms: 1500,
      score: 6,
    },
    {
      name: '숨은 이름',
      serial_input: 'Uno\n',
      expected_output: 'Hello, Uno',
      duration_ms: 1500,
      score: 4,
      hidden: true,
    },
  ],
};

const fx = quizTypeFixture(test, {
  plugin: 'quiz-microcontroller',
  type: 'arduino',
  slug: 'arduino',
  common,
  definition,
  settleMs: 150_000,
});
const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));
const hex = readFileSync(new URL('../test/fixtures/blink-echo.hex', import.meta.url), 'utf8');

test('texts and messages exist in ko, en and ja', (t) => {
  for (const locale of ['en', 'ja'] as const) {
    t.deepEqual(Object.keys(texts[locale]).sort(), Object.keys(texts.ko).sort());
    t.deepEqual(
      Object.keys(quizMicrocontrollerMessages[locale]).sort(),
      Object.keys(quizMicrocontrollerMessages.ko).sort(),
    );
  }
});

test('the schema refuses a blank reference, no tests, a test checking nothing, a bad pin and time', (t) => {
  const first = (d: object) => {
    const r = arduinoQuizType.schema.safeParse({ ...definition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  const one = definition.tests[0]!;
  t.is(first({}), 'ok');
  t.is(first({ answer_code: ' ' }), 'quiz-microcontroller.validation.answerCode');
  t.is(first({ tests: [] }), 'quiz-microcontroller.validation.tests');
  t.is(first({ tests: [one, one] }), 'quiz-microcontroller.validation.testNames');
  t.is(
    first({ tests: [{ ...one, expected_output: null, pins: [] }] }),
    'quiz-microcontroller.validation.nothingChecked',
  );
  t.is(
    first({ tests: [{ ...one, pins: [{ kind: 'level', pin: 20, at_ms: 0, level: 1 }] }] }),
    'quiz-microcontroller.validation.pin',
  );
  t.is(first({ tests: [{ ...one, duration_ms: 60_000 }] }), 'quiz-microcontroller.validation.duration');
  t.is(first({ run_time_limit: 0 }), 'quiz-microcontroller.validation.timeLimit');
  t.true(arduinoQuizType.answerSchema.safeParse({ code: '', hex }).success);
  t.false(arduinoQuizType.answerSchema.safeParse({ code: '', hex: ':0100' }).success);
});

test('a refused definition answers in the author’s language', async (t) => {
  const one = definition.tests[0]!;
  for (const [locale, text] of [
    ['ko', '테스트마다 기대하는 시리얼 출력이나 핀 검사가 하나 이상 있어야 합니다.'],
    ['en', 'Each test needs an expected serial output or at least one pin check.'],
    ['ja', '各テストには期待するシリアル出力かピンのチェックが1つ以上必要です。'],
  ] as const) {
    const author = await fx.as('teacher', { locale });
    const r = await author.post('/api/workspace/quizzes', {
      type: 'arduino',
      status: 0,
      common,
      definition: { ...definition, tests: [{ ...one, expected_output: null, pins: [] }] },
    });
    t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_definition', text]);
  }
});

test('the learner view holds the shown tests and never the reference or a hidden test', async (t) => {
  const view = arduinoView(arduinoQuizType.schema.parse(definition) as ArduinoDefinition);
  t.false('answer_code' in view);
  t.deepEqual(
    view.tests.map((x) => x.name),
    ['인사'],
  );
  t.like(view, { hiddenTests: 1, maxPoints: 10 });
  const author = await fx.as('teacher');
  const full = JSON.stringify((await author.get(`/api/workspace/quizzes/${fx.quizIndex}`)).body);
  t.true(full.includes('readStringUntil'), 'its author reads the full definition');
  // Run builds only: one test, `build`, whatever the definition's tests are.
  const job = arduinoJob(
    arduinoQuizType.schema.parse(definition) as ArduinoDefinition,
    { code: 'x' },
    {
      mode: 'run',
      stdin: '',
    },
  );
  t.deepEqual(
    job?.tests.map((x) => x.name),
    ['build'],
  );
});

test.serial('publishing waits for the reference to pass every test in the judge', async (t) => {
  const teach = await fx.as('teacher');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, { type: 'arduino', status: 1, common, definition });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const started = Date.now();
  const validated = await fx.validate(teach, fx.quizIndex);
  t.log(`validate (build + 2 tests): ${Date.now() - started} ms`);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
  t.is((await put()).status, 200);

  // Now published, the learner's view has no hidden test and no reference.
  const kim = await fx.as('learner');
  const body = JSON.stringify((await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`)).body);
  for (const secret of ['숨은 이름', 'Hello, Uno', 'readStringUntil', 'answer_code'])
    t.false(body.includes(secret), secret);
});

test.serial(
  'Run builds the sketch on the judge and answers its hex; a broken sketch answers the compiler',
  async (t) => {
    const kim = await fx.as('learner');
    const started = Date.now();
    const run = await kim.post(`/api/workspace/quizzes/${fx.quizIndex}/run`, {
      answer: { code: blinkReference },
      stdin: '',
    });
    t.log(`run (build only): ${Date.now() - started} ms`);
    t.is(run.status, 200, JSON.stringify(run.body));
    const built = run.body.data.tests[0];
    t.is(built.verdict, 'ACCEPTED', built.message);
    t.regex(artifactJson(built, 'sketch.hex.json').hex, /^:[0-9A-F]{10}/);

    const broken = await kim.post(`/api/workspace/quizzes/${fx.quizIndex}/run`, {
      answer: { code: 'void setup() {\n  pinMode(13, OUTPUT)\n}\nvoid loop() {}\n' },
      stdin: '',
    });
    const failed = broken.body.data.tests[0];
    t.regex(failed.message, /^Compile failed, check the code\./);
    t.regex(failed.message, /sketch\.ino:2:\d+: error: expected .;./);
    t.false(failed.message.includes('/tmp/'), 'no build paths');
  },
);

test.serial(
  'grading: right, wrong, a compile error, a run past its time limit, a malformed hex',
  async (t) => {
    const kim = await fx.as('learner');
    const started = Date.now();
    const right = await fx.submit(
      kim,
      reference.replace('String name', 'String who').replace('println(name)', 'println(who)'),
    );
    t.log(`submit (build + 2 tests): ${Date.now() - started} ms`);
    t.is(right.outcome, 'RIGHT', JSON.stringify(right.tests));
    t.is(right.score, 10);
    const hidden = right.tests.find((x: { name: string }) => x.name === '숨은 이름');
    t.like(hidden, { verdict: 'ACCEPTED', hidden: true });
    t.falsy(hidden.message);
    t.falsy(hidden.artifacts?.length);
    t.is(artifactJson(right.tests[0], 'run.json').serial, 'Hello, Seodang\r\n');

    // Greets but forgets the LED: the serial test passes its output and fails its pin check.
    const wrong = await fx.submit(kim, reference.replace('  digitalWrite(13, HIGH);\n', ''));
    t.is(wrong.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(wrong), { 인사: 'WRONG_ANSWER', '숨은 이름': 'ACCEPTED' });
    t.is(wrong.tests[0].message, 'Pin 13 at 100 ms: expected HIGH, got LOW.');
    t.is(wrong.score, 4);

    // A build that fails is COMPILE_ERROR with the compiler's output, and no test runs.
    const broken = await fx.submit(kim, 'void setup() {\n  pinMod(13, OUTPUT);\n}\nvoid loop() {}\n');
    t.is(broken.outcome, 'COMPILE_ERROR');
    t.regex(broken.compile.output, /sketch\.ino:2:\d+: error: .pinMod. was not declared/);
    t.deepEqual([broken.tests.length, broken.score], [0, 0]);
    t.regex(right.compile.output, /^Sketch uses \d+ bytes/);

    // A hex built elsewhere is graded as it is; one that does not parse is refused, naming why.
    const given = await kim.post(`/api/workspace/quizzes/${fx.quizIndex}/submit`, {
      answer: { code: '', hex },
    });
    t.is(given.status, 202);
    t.is((await fx.settled(kim, given.body.data.index)).outcome, 'WRONG_TESTCASES');
    for (const [locale, text] of [
      ['ko', 'HEX 파일 형식이 올바르지 않습니다. 아두이노 우노용 Intel HEX 파일을 올려 주세요.'],
      ['en', 'The HEX file is malformed. Please upload an Intel HEX file for the Arduino Uno.'],
    ] as const) {
      const c = await fx.as('learner', { locale });
      const bad = await c.post(`/api/workspace/quizzes/${fx.quizIndex}/submit`, {
        answer: { code: '', hex: hex.replace(':00000001FF', '') },
      });
      t.deepEqual([bad.status, bad.body.err.code, bad.body.err.message], [400, 'invalid_answer', text]);
    }
  },
);

test.serial('a test whose simulation outlasts the time limit is TIMEOUT', async (t) => {
  const teach = await fx.as('teacher');
  const slow = await fx.create(teach, {
    common: { title: '오래 깜빡이기' },
    definition: {
      ...definition,
      run_time_limit: 1,
      tests: [
        {
          name: '20초',
          duration_ms: 20_000,
          pins: [{ kind: 'level', pin: 13, at_ms: 10, level: 1 }],
          score: 1,
        },
      ],
    },
  });
  const validated = await fx.validate(teach, slow);
  t.is(validated.outcome, 'TIMEOUT', JSON.stringify(validated.tests));
  t.is(validated.tests[0].message, 'Execution timeout exceeded.');
});

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, definition);
});

test.serial(
  'the demo data has LED 깜빡이기 and 버튼으로 LED, whose references pass in the judge',
  async (t) => {
    for (const [i, [quiz, ref]] of (
      [
        [demoBlinkQuiz, blinkReference],
        [demoButtonQuiz, buttonReference],
      ] as const
    ).entries()) {
      const { channelId, rows } = await seededDemoQuizzes(fx, quiz.seedKey);
      t.is(rows.length, 1);
      t.like(rows[0], { type: 'arduino', title: quiz.common.title, status: 1 });
      t.is(rows[0].definition.answer_code, ref);
      const author = await demoMember(fx, channelId, `arduino.seed.teacher${i}`, 'teacher');
      const validated = await fx.validate(author, rows[0].id);
      t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
      t.is(validated.score, 10);
    }
  },
);
