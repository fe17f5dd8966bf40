/**
 * The treasure quest through the workspace and a real judge worker: the schema's translated
 * refusals, the learner view without the reference, publishing after the reference passes, and
 * grading right, wrong, over the step limit, with a disallowed command, an endless loop and a
 * syntax error; then who may do what.
 */
import test from 'ava';
import { assertQuizTypeAccess, quizTypeFixture } from '../../workspace/testing/quiz-type-fixture.ts';
import { questQuizType, questView, type QuestDefinition } from '../common/index.ts';
import { demoQuestQuiz } from './seed.ts';

const definition = demoQuestQuiz.definition;
const reference = definition.reference;

const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));

const fx = quizTypeFixture(test, {
  plugin: 'quiz-crusadersquest',
  type: 'crusadersquest',
  slug: 'quest',
  common: demoQuestQuiz.common,
  definition,
});

test.serial('publishing waits for the reference program to pass in the judge', async (t) => {
  const teach = await fx.as('teacher');
  const early = await teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, {
    type: 'crusadersquest',
    status: 1,
    common: demoQuestQuiz.common,
    definition,
  });
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const validated = await fx.validate(teach, fx.quizIndex);
  t.is(validated.outcome, 'RIGHT');
  t.deepEqual(verdicts(validated), {
    goal: 'ACCEPTED',
    items: 'ACCEPTED',
    steps: 'ACCEPTED',
    lines: 'ACCEPTED',
  });
  const published = await teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, {
    type: 'crusadersquest',
    status: 1,
    common: demoQuestQuiz.common,
    definition,
  });
  t.is(published.status, 200);
});

test('the schema refuses a map without a start or goal, a start on a wall, and a bad size, in three languages', async (t) => {
  const parse = (d: object) => questQuizType.schema.safeParse({ ...definition, ...d });
  const first = (d: object) => {
    const r = parse(d);
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  t.is(first({}), 'ok');
  t.is(first({ start: null }), 'crusadersquest.validation.noStart');
  t.is(first({ goal: null }), 'crusadersquest.validation.noGoal');
  t.is(first({ start: { x: 1, y: 1, dir: 'up' } }), 'crusadersquest.validation.startBlocked');
  t.is(first({ goal: { x: 9, y: 9 } }), 'crusadersquest.validation.outside');
  t.is(first({ goal: { x: 0, y: 0 } }), 'crusadersquest.validation.sameCell');
  t.is(first({ width: 13 }), 'crusadersquest.validation.size');
  t.is(first({ cells: ['......', '......'] }), 'crusadersquest.validation.cells');
  t.is(first({ commands: ['pick_up'] }), 'crusadersquest.validation.noMove');
  t.is(first({ commands: [] }), 'crusadersquest.validation.commands');

  for (const [locale, noStart, wall] of [
    ['ko', '영웅의 시작 칸을 정해 주세요.', '시작 칸은 빈 칸이어야 합니다 (벽·적·아이템이 없는 칸).'],
    ['en', "Please place the hero's start.", 'The start must be an empty cell (no wall, enemy or item).'],
    [
      'ja',
      '勇者のスタート地点を置いてください。',
      'スタートは空きマス（壁・敵・アイテムのないマス）にしてください。',
    ],
  ] as const) {
    const author = await fx.as('teacher', { locale });
    const post = (d: object) =>
      author.post('/api/workspace/quizzes', {
        type: 'crusadersquest',
        status: 0,
        common: { title: '퀘스트' },
        definition: { ...definition, ...d },
      });
    const a = await post({ start: null });
    t.deepEqual([a.status, a.body.err.code, a.body.err.message], [400, 'invalid_definition', noStart]);
    const b = await post({ start: { x: 1, y: 1, dir: 'up' } });
    t.deepEqual([b.status, b.body.err.message], [400, wall]);
  }
});

test('the learner view holds the map and never the reference program', async (t) => {
  const view = questView(questQuizType.schema.parse(definition) as QuestDefinition);
  t.false('reference' in view);
  t.deepEqual(view.cells, definition.cells);
  const kim = await fx.as('learner');
  const seen = await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`);
  t.is(seen.status, 200);
  t.deepEqual(seen.body.data.definition.cells, definition.cells);
  t.false(JSON.stringify(seen.body).includes('range(3)'), 'no line of the reference program');
  t.false('reference' in seen.body.data.definition);
});

test.serial(
  'grading: right, wrong, over the step limit, a disallowed command, an endless loop, a syntax error',
  async (t) => {
    const kim = await fx.as('learner');
    const submit = (c: typeof kim, code: string) => fx.submit(c, code);
    const right = await submit(kim, reference);
    t.is(right.outcome, 'RIGHT');
    t.is(right.score, 10);
    // The replay travels with the goal check: the hero's steps, ending on the goal.
    const artifact = right.tests[0].artifacts?.[0];
    t.is(artifact?.name, 'replay.json');
    const replay = JSON.parse(Buffer.from(artifact.base64, 'base64').toString('utf8'));
    t.like(replay, { end: { kind: 'goal' }, steps: 10, lines: 10, items: { picked: 1, total: 1 } });
    t.deepEqual(replay.events.at(-1), {
      step: 10,
      cmd: 'move_right',
      event: 'goal',
      x: 5,
      y: 4,
      dir: 'right',
    });

    // Misses the goal: walks right along the top and stops; no key either.
    const wrong = await submit(kim, 'from hero import *\nfor _ in range(5):\n    move_right()\n');
    t.is(wrong.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(wrong), {
      goal: 'WRONG_ANSWER',
      items: 'WRONG_ANSWER',
      steps: 'ACCEPTED',
      lines: 'ACCEPTED',
    });
    t.is(wrong.score, 4);

    const looping = await submit(kim, 'from hero import *\nwhile True:\n    move_left()\n');
    t.like(verdicts(looping), { goal: 'WRONG_ANSWER', steps: 'WRONG_ANSWER', lines: 'ACCEPTED' });
    t.regex(looping.tests.find((x: { name: string }) => x.name === 'steps').message, /More than 20 steps/);

    const attack = await submit(kim, 'from hero import *\nmove_down()\nattack()\n');
    t.is(attack.outcome, 'RUNTIME_ERROR');
    t.is(verdicts(attack).goal, 'RUNTIME_ERROR');
    t.regex(attack.tests[0].message, /attack\(\) is not allowed/);

    const endless = await submit(kim, 'from hero import *\nwhile True:\n    pass\n');
    t.is(endless.outcome, 'TIMEOUT');
    t.is(verdicts(endless).lines, 'ACCEPTED', 'the line limit is checked on the text');

    const broken = await submit(kim, 'from hero import *\nmove_down(\n');
    t.is(broken.outcome, 'RUNTIME_ERROR');
    t.regex(broken.tests[0].message, /SyntaxError: .*\(line 2\)/);
  },
);

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, definition);
});

test('a quest with private results gives its learner no checks and no replay', async (t) => {
  const teach = await fx.as('teacher');
  const common = { ...demoQuestQuiz.common, title: '비공개 결과', hideGradingResult: true };
  const index = await fx.create(teach, { common, definition });
  await fx.validate(teach, index);
  const published = await teach.put(`/api/workspace/quizzes/${index}`, {
    type: 'crusadersquest',
    status: 1,
    common,
    definition,
  });
  t.is(published.status, 200);
  const kim = await fx.as('learner');
  const seen = await fx.submit(kim, reference, index);
  t.like(seen, { outcome: 'HIDDEN', score: null, tests: [] });
  t.false(JSON.stringify(seen).includes('replay.json'));
});
