/**
 * The glowscript type (a VPython subset on Skulpt) through the workspace and a real judge worker:
 * the schema's translated refusals, the learner view without the reference or the hidden test,
 * publishing after the reference passes, grading right, wrong (a value, a velocity), a name of
 * VPython the subset leaves out, a program that never ends; who may do what; and the demo seed
 * 튀는 공, whose reference passes.
 */
import test from 'ava';
import { testPassword } from '@seodang/sdk/testing';
import {
  assertQuizTypeAccess,
  startQuizTypeFixture,
  type QuizTypeFixture,
} from '../../workspace/testing/quiz-type-fixture.ts';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoChannel } from '../../../scripts/demo-accounts.ts';
import {
  glowscriptJob,
  glowscriptQuizType,
  glowscriptView,
  type GlowscriptDefinition,
} from '../common/glowscript.ts';
import { bouncingBallReference, demoGlowscriptQuiz } from './seed.ts';

const common = { title: '움직이는 공', contents: '공을 오른쪽으로 1초에 2 m씩 움직이세요.' };
const reference = [
  'GlowScript 3.2 VPython',
  'ball = sphere(pos=vector(0, 0, 0), radius=0.5, color=color.red)',
  'ball.velocity = vector(2, 0, 0)',
  'dt = 0.01',
  'while True:',
  '    rate(100)',
  '    ball.pos = ball.pos + ball.velocity * dt',
  '',
].join('\n');
const definition = {
  source: 'GlowScript 3.2 VPython\n',
  answer_code: reference,
  run_time_limit: 3,
  duration: 10,
  tests: [
    {
      name: '1초 뒤',
      score: 4,
      hidden: false,
      checks: [{ expr: 'ball.pos', time: 1, expected: [2, 0, 0], tolerance: 0.01 }],
    },
    {
      name: '속도',
      score: 3,
      hidden: false,
      checks: [{ expr: 'ball.pos', time: 0.5, quantity: 'velocity', expected: null, tolerance: 0.01 }],
    },
    {
      name: '숨은 시각',
      score: 3,
      hidden: true,
      checks: [{ expr: 'ball.pos.x', time: 2.5, expected: null, tolerance: 0.01 }],
    },
  ],
};

let fx: QuizTypeFixture;
const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));

test.before(async () => {
  fx = await startQuizTypeFixture({
    plugin: 'quiz-skulpt',
    type: 'glowscript',
    slug: 'glowscript',
    common,
    definition,
    settleMs: 60_000,
  });
});
test.after.always(async () => {
  await fx?.stop();
});

test('the schema refuses a bad check, a check after the run, no checks and a bad run length', (t) => {
  const first = (d: object) => {
    const r = glowscriptQuizType.schema.safeParse({ ...definition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  const one = definition.tests[0]!;
  const check = one.checks[0]!;
  t.is(first({}), 'ok');
  t.is(first({ answer_code: ' ' }), 'quiz-skulpt.validation.answerCode');
  t.is(first({ tests: [{ ...one, checks: [] }] }), 'quiz-skulpt.validation.checks');
  t.is(
    first({ tests: [{ ...one, checks: [{ ...check, expr: 'ball.pos()' }] }] }),
    'quiz-skulpt.validation.checkExpr',
  );
  t.is(
    first({ tests: [{ ...one, checks: [{ ...check, expr: '__import__("os")' }] }] }),
    'quiz-skulpt.validation.checkExpr',
  );
  t.is(first({ tests: [{ ...one, checks: [{ ...check, time: 11 }] }] }), 'quiz-skulpt.validation.checkTime');
  t.is(
    first({ tests: [{ ...one, checks: [{ ...check, tolerance: -1 }] }] }),
    'quiz-skulpt.validation.checkTolerance',
  );
  t.is(first({ duration: 0 }), 'quiz-skulpt.validation.duration');
  t.is(first({ tests: [one, one] }), 'quiz-skulpt.validation.testNames');
});

test('a refused definition answers in the author’s language', async (t) => {
  for (const [locale, text] of [
    ['ko', '확인할 값은 프로그램의 이름과 속성으로 써 주세요 (예: ball.pos, ball.velocity.y).'],
    [
      'en',
      'A check reads a name of the program and its attributes (for example ball.pos or ball.velocity.y).',
    ],
    ['ja', '確認する値はプログラムの名前と属性で書いてください（例: ball.pos、ball.velocity.y）。'],
  ] as const) {
    const author = await fx.as('teacher', { locale });
    const one = definition.tests[0]!;
    const r = await author.post('/api/workspace/quizzes', {
      type: 'glowscript',
      status: 0,
      common,
      definition: { ...definition, tests: [{ ...one, checks: [{ ...one.checks[0], expr: 'a + b' }] }] },
    });
    t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_definition', text]);
  }
});

test('the learner view holds the shown tests and never the reference or a hidden test', async (t) => {
  const view = glowscriptView(glowscriptQuizType.schema.parse(definition) as GlowscriptDefinition);
  t.false('answer_code' in view);
  t.deepEqual(
    view.tests.map((x) => x.name),
    ['1초 뒤', '속도'],
  );
  t.like(view, { hiddenTests: 1, maxPoints: 10, duration: 10 });
  const kim = await fx.as('learner');
  const seen = await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`);
  t.is(seen.status, 200);
  const body = JSON.stringify(seen.body);
  for (const hidden of ['숨은 시각', 'ball.pos.x', 'ball.velocity * dt', 'answer_code'])
    t.false(body.includes(hidden), hidden);
  t.is(glowscriptJob(view as never, { code: '' }, { mode: 'run', stdin: '' }), null);
});

test.serial('publishing waits for the reference to pass every test in the judge', async (t) => {
  const teach = await fx.as('teacher');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, {
      type: 'glowscript',
      status: 1,
      common,
      definition,
    });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const validated = await fx.validate(teach, fx.quizIndex);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is((await put()).status, 200);
});

test.serial('grading: right, a wrong velocity, an unsupported name, a program that never ends', async (t) => {
  const kim = await fx.as('learner');
  // The same motion written otherwise (whole steps of 0.02 s at rate(50)): the same values.
  const started = Date.now();
  const right = await fx.submit(
    kim,
    [
      'from vpython import *',
      'ball = sphere(pos=vec(0, 0, 0))',
      'v = vec(2, 0, 0)',
      'while True:',
      '    rate(50)',
      '    ball.pos += v * 0.02',
      '',
    ].join('\n'),
  );
  t.is(right.outcome, 'RIGHT', JSON.stringify(right.tests));
  t.is(right.score, 10);
  t.log(`a right submission graded in ${Date.now() - started} ms (3 tests, reference and learner runs)`);

  // Twice as fast: every check fails; the shown ones say which value and why, the hidden one does not.
  const wrong = await fx.submit(kim, reference.replace('vector(2, 0, 0)', 'vector(4, 0, 0)'));
  t.is(wrong.outcome, 'WRONG_TESTCASES');
  t.deepEqual(verdicts(wrong), {
    '1초 뒤': 'WRONG_ANSWER',
    속도: 'WRONG_ANSWER',
    '숨은 시각': 'WRONG_ANSWER',
  });
  const byName = (name: string) => wrong.tests.find((x: { name: string }) => x.name === name);
  t.is(byName('1초 뒤').message, 'ball.pos at 1 s: expected <2, 0, 0> ± 0.01, got <4, 0, 0>.');
  t.is(
    byName('속도').message,
    'the velocity of ball.pos at 0.5 s: expected <2, 0, 0> ± 0.01, got <4, 0, 0>.',
  );
  t.falsy(byName('숨은 시각').message);

  const cone = await fx.submit(kim, 'GlowScript 3.2 VPython\nc = cone(pos=vector(0, 0, 0))\n');
  t.is(cone.outcome, 'RUNTIME_ERROR');
  t.regex(
    cone.tests[0].message,
    /cone is not in this VPython subset\. Supported: vector \(vec\), sphere, box/,
  );

  const before = Date.now();
  const endless = await fx.submit(kim, 'ball = sphere()\nwhile True:\n    pass\n');
  t.is(endless.outcome, 'TIMEOUT');
  t.true(Date.now() - before < 40_000);
});

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, definition);
});

test.serial(
  'the demo data has the Korean bouncing ball, 튀는 공, whose reference passes in the judge',
  async (t) => {
    await seedDemo(fx.app.core);
    const channel = await fx.app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
    const rows = await fx.app.core
      .db('workspace_quizzes')
      .where({ channel_id: channel.id, seed_key: demoGlowscriptQuiz.seedKey });
    t.is(rows.length, 1);
    t.like(rows[0], { type: 'glowscript', title: '튀는 공', status: 1 });

    const teacher = await fx.app.createUser({ userId: 'glow.seed.teacher' });
    await fx.app.addMember(channel.id, teacher, 'teacher');
    const author = fx.app.client({ host: `${demoChannel.slug}.localhost` });
    await author.login('glow.seed.teacher', testPassword);
    const validated = await fx.validate(author, rows[0].id);
    t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));

    const learner = await fx.app.createUser({ userId: 'glow.seed.learner' });
    await fx.app.addMember(channel.id, learner, 'student');
    const kim = fx.app.client({ host: `${demoChannel.slug}.localhost` });
    await kim.login('glow.seed.learner', testPassword);
    // A ball that loses half its speed at each bounce: right while it falls, wrong after the bounce.
    const lossy = await fx.submit(
      kim,
      bouncingBallReference.replace('-ball.velocity.y', '-0.5 * ball.velocity.y'),
      rows[0].id,
    );
    t.is(lossy.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(lossy), {
      '떨어지는 중': 'ACCEPTED',
      '첫 번째 튀기': 'WRONG_ANSWER',
      '3초 뒤': 'WRONG_ANSWER',
    });
  },
);
