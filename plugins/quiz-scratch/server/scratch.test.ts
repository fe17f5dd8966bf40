/**
 * The Scratch type through the workspace and a real judge worker: the schema's translated
 * refusals, the learner view without the reference or the hidden tests, publishing after the
 * reference passes, grading right, wrong (naming sprite and script), a malformed project, a
 * project that never ends, locked scripts refused, who may do what, and the demo seed.
 */
import test from 'ava';
import { testPassword } from '@seodang/sdk/testing';
import { assertQuizTypeAccess, quizTypeFixture } from '../../workspace/testing/quiz-type-fixture.ts';
import type { TestClient as Client } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoChannel } from '../../../scripts/demo-accounts.ts';
import { catProject, flagMoveBlocks, scratchJob, scratchQuizType, scratchView } from '../common/index.ts';
import type { ScratchBlock } from '../common/projects.ts';
import { quizScratchMessages } from './messages.ts';
import { demoScratchQuiz } from './seed.ts';
import { texts } from '../web/texts.ts';
import { parseHostMessage } from '../web/host-messages.ts';
import { fileURLToPath } from 'node:url';
import { readHostPages } from '../../../scripts/lib/host-pages.ts';

const common = { title: '고양이 걷기', contents: '초록 깃발을 누르면 고양이가 움직이고 인사합니다.' };
/** The reference: the flag moves the cat 10 steps; the space key makes it say 안녕 and count. */
const blocks = (steps: number, greeting = '안녕'): Record<string, ScratchBlock> => ({
  ...flagMoveBlocks(steps),
  key: {
    opcode: 'event_whenkeypressed',
    next: 'say',
    parent: null,
    inputs: {},
    fields: { KEY_OPTION: ['space', null] },
    shadow: false,
    topLevel: true,
    x: 40,
    y: 200,
  },
  say: {
    opcode: 'looks_say',
    next: null,
    parent: 'key',
    inputs: { MESSAGE: [1, [10, greeting]] },
    fields: {},
    shadow: false,
    topLevel: false,
  },
});
const project = (steps: number, greeting?: string) => catProject('고양이', blocks(steps, greeting));
const definition = {
  starter: catProject('고양이', { key: blocks(0).key!, say: blocks(0).say! }),
  reference: project(10),
  lockedScripts: [{ sprite: '고양이', blockId: 'key' }],
  requiredOpcodes: ['motion_movesteps'],
  forbiddenOpcodes: ['motion_gotoxy'],
  maxBlocks: 20,
  tests: [
    {
      name: '10걸음',
      duration: 1,
      checks: [{ type: 'sprite', sprite: '고양이', property: 'x', value: 10 }],
      score: 6,
    },
    {
      name: '인사',
      duration: 1,
      inputs: { events: [{ type: 'key', at: 0.5, key: 'space' }] },
      checks: [{ type: 'sprite', sprite: '고양이', property: 'said', value: '안녕' }],
      score: 3,
    },
    {
      name: '숨은 방향',
      duration: 0.5,
      checks: [{ type: 'sprite', sprite: '고양이', property: 'direction', value: 90 }],
      score: 1,
      hidden: true,
    },
  ],
};

const fx = quizTypeFixture(test, {
  plugin: 'quiz-scratch',
  type: 'scratch',
  slug: 'scratch',
  common,
  definition,
  settleMs: 60_000,
});
const submit = async (c: Client, answer: unknown, index = fx.quizIndex) => {
  const res = await c.post(`/api/workspace/quizzes/${index}/submit`, { answer });
  if (res.status !== 201 && res.status !== 202 && res.status !== 200)
    throw new Error(`submit answered ${res.status}: ${JSON.stringify(res.body)}`);
  return fx.settled(c, res.body.data.index);
};
const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));

test('texts and messages exist in ko, en and ja; the schema refuses what it must', (t) => {
  for (const locale of ['en', 'ja'] as const) {
    t.deepEqual(Object.keys(texts[locale]).sort(), Object.keys(texts.ko).sort());
    t.deepEqual(Object.keys(quizScratchMessages[locale]).sort(), Object.keys(quizScratchMessages.ko).sort());
  }
  const first = (d: object) => {
    const r = scratchQuizType.schema.safeParse({ ...definition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  const one = definition.tests[0]!;
  t.is(first({}), 'ok');
  t.is(first({ tests: [] }), 'quiz-scratch.validation.tests');
  t.is(first({ tests: [one, one] }), 'quiz-scratch.validation.testNames');
  t.is(first({ tests: [{ ...one, duration: 600 }] }), 'quiz-scratch.validation.duration');
  t.is(first({ tests: [{ ...one, checks: [] }] }), 'quiz-scratch.validation.checks');
  t.is(first({ requiredOpcodes: ['move!'] }), 'quiz-scratch.validation.opcode');
  t.is(
    first({ lockedScripts: [{ sprite: '고양이', blockId: 'nope' }] }),
    'quiz-scratch.validation.lockedScript',
  );
});

test('the host page ships the published editor with its licence; the player drops messages of another shape', (t) => {
  const pages = readHostPages(fileURLToPath(new URL('../../', import.meta.url))).filter(
    (f) => f.plugin === 'quiz-scratch',
  );
  const names = pages.map((f) => f.name);
  for (const name of [
    'scratch.html',
    'scratch-shim.js',
    'scratch-host.js',
    'scratch-gui-standalone.js',
    'scratch-gui.LICENSE.txt',
    'static/blocks-media/default/green-flag.svg',
  ])
    t.true(names.includes(name), name);
  t.true(
    pages
      .find((f) => f.name === 'scratch-gui-standalone.js')!
      .source.includes('@scratch/scratch-gui-standalone/dist'),
  );
  t.deepEqual(parseHostMessage({ type: 'loaded' }), { type: 'loaded' });
  t.deepEqual(parseHostMessage({ type: 'project', project: { targets: [] } }), {
    type: 'project',
    project: { targets: [] },
  });
  for (const bad of [null, 'loaded', { type: 'project', project: [] }, { type: 'project' }, { type: 'run' }])
    t.is(parseHostMessage(bad), null, JSON.stringify(bad));
});

test('the learner view holds the shown tests and never the reference or a hidden test', async (t) => {
  const view = scratchView(scratchQuizType.schema.parse(definition));
  t.false('reference' in view);
  t.deepEqual(
    view.tests.map((x) => x.name),
    ['10걸음', '인사'],
  );
  t.like(view, { hiddenTests: 1, maxPoints: 10 });
  const kim = await fx.as('learner');
  const seen = await kim.get(`/api/workspace/quizzes/${fx.quizIndex}`);
  t.is(seen.status, 200);
  const body = JSON.stringify(seen.body);
  // The reference's blocks (`flag`, `move`) and the hidden test never reach the learner.
  for (const hidden of ['숨은 방향', '"reference"', '"flag"', '"move"'])
    t.false(body.includes(hidden), hidden);
  t.is(
    scratchJob(
      scratchQuizType.schema.parse(definition),
      { project: project(10) },
      { mode: 'run', stdin: '' },
    ),
    null,
  );
});

test.serial('publishing waits for the reference to pass every test in the judge', async (t) => {
  const teach = await fx.as('teacher');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, { type: 'scratch', status: 1, common, definition });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const validated = await fx.validate(teach, fx.quizIndex);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
  t.is((await put()).status, 200);
});

test.serial(
  'grading: right, wrong naming sprite and script, rules, malformed, locked, never-ending',
  async (t) => {
    const kim = await fx.as('learner');
    const started = Date.now();
    const right = await submit(kim, { project: project(10) });
    t.is(right.outcome, 'RIGHT', JSON.stringify(right.tests));
    t.is(right.score, 10);
    t.log(`three tests graded in ${Date.now() - started} ms`);
    t.like(
      right.tests.find((x: { name: string }) => x.name === '숨은 방향'),
      { verdict: 'ACCEPTED', hidden: true },
    );

    const wrong = await submit(kim, { project: project(5) });
    t.is(wrong.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(wrong), { '10걸음': 'WRONG_ANSWER', 인사: 'ACCEPTED', '숨은 방향': 'ACCEPTED' });
    t.is(wrong.tests[0].message, 'Sprite 고양이 (script "when green flag clicked"): x is 5, expected 10.');

    // Block rules: a missing required block and a forbidden one fail every test, naming the sprite.
    const teleport = project(10);
    const cat = teleport.targets[1]!;
    cat.blocks.move = {
      ...cat.blocks.move!,
      opcode: 'motion_gotoxy',
      inputs: { X: [1, [4, '10']], Y: [1, [4, '0']] },
    };
    const missing = await submit(kim, { project: teleport });
    t.is(missing.score, 0);
    t.is(missing.tests[0].message, 'The project must use the block motion_movesteps.');
    const both = project(10);
    both.targets[1]!.blocks.move = { ...both.targets[1]!.blocks.move!, next: 'jump' };
    both.targets[1]!.blocks.jump = {
      opcode: 'motion_gotoxy',
      next: null,
      parent: 'move',
      inputs: { X: [1, [4, '10']], Y: [1, [4, '0']] },
      fields: {},
      shadow: false,
      topLevel: false,
    };
    const ruled = await submit(kim, { project: both });
    t.is(ruled.score, 0);
    t.deepEqual(verdicts(ruled), {
      '10걸음': 'WRONG_ANSWER',
      인사: 'WRONG_ANSWER',
      '숨은 방향': 'WRONG_ANSWER',
    });
    t.is(
      ruled.tests[0].message,
      'Sprite 고양이 uses the block motion_gotoxy, which this quiz does not allow.',
    );

    // A malformed project is refused before anything is stored, naming the fault, in the learner's language.
    const broken = project(10);
    broken.targets[1]!.blocks.move = { ...broken.targets[1]!.blocks.move!, parent: 'gone' };
    for (const [locale, text] of [
      ['ko', '프로젝트의 블록이 없는 블록을 가리킵니다. 파일이 손상되었습니다.'],
      ['en', 'A block of the project points at a block that is not there: the file is damaged.'],
    ] as const) {
      const c = await fx.as('learner', { locale });
      const r = await c.post(`/api/workspace/quizzes/${fx.quizIndex}/submit`, {
        answer: { project: broken },
      });
      t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_answer', text]);
    }
    const noStage = await kim.post(`/api/workspace/quizzes/${fx.quizIndex}/submit`, {
      answer: { project: { ...project(10), targets: [project(10).targets[1]] } },
    });
    t.deepEqual([noStage.status, noStage.body.err.code], [400, 'invalid_answer']);

    // The locked script changed: refused on submit and on save, translated.
    const changed = project(10, '잘 가');
    for (const path of ['submit', 'answer']) {
      const r =
        path === 'submit'
          ? await kim.post(`/api/workspace/quizzes/${fx.quizIndex}/submit`, { answer: { project: changed } })
          : await kim.put(`/api/workspace/quizzes/${fx.quizIndex}/answer`, {
              answer: { project: changed },
              version: 0,
            });
      t.deepEqual(
        [r.status, r.body.err?.code, r.body.err?.message],
        [400, 'locked_script', '잠긴 스크립트는 바꿀 수 없습니다. 선생님이 잠근 스크립트를 처음대로 두세요.'],
        path,
      );
    }

    // A script that never yields (a loop in a "run without screen refresh" block) hits the test's time limit.
    const endless = project(10);
    const mutation = { tagName: 'mutation', children: [], proccode: 'spin', argumentids: '[]', warp: 'true' };
    const more: Record<string, ScratchBlock> = {
      def: {
        opcode: 'procedures_definition',
        next: 'loop',
        parent: null,
        inputs: { custom_block: [1, 'proto'] },
        fields: {},
        shadow: false,
        topLevel: true,
      },
      proto: {
        opcode: 'procedures_prototype',
        next: null,
        parent: 'def',
        inputs: {},
        fields: {},
        shadow: true,
        topLevel: false,
        mutation: { ...mutation, argumentnames: '[]', argumentdefaults: '[]' },
      },
      loop: {
        opcode: 'control_forever',
        next: null,
        parent: 'def',
        inputs: { SUBSTACK: [2, 'turn'] },
        fields: {},
        shadow: false,
        topLevel: false,
      },
      turn: {
        opcode: 'motion_turnright',
        next: null,
        parent: 'loop',
        inputs: { DEGREES: [1, [4, '0']] },
        fields: {},
        shadow: false,
        topLevel: false,
      },
      call: {
        opcode: 'procedures_call',
        next: null,
        parent: 'move',
        inputs: {},
        fields: {},
        shadow: false,
        topLevel: false,
        mutation,
      },
    };
    Object.assign(endless.targets[1]!.blocks, more);
    endless.targets[1]!.blocks.move = { ...endless.targets[1]!.blocks.move!, next: 'call' };
    const clock = Date.now();
    const timed = await submit(kim, { project: endless });
    t.is(timed.outcome, 'TIMEOUT', JSON.stringify(timed.tests));
    t.is(timed.tests[0].verdict, 'TIMEOUT');
    t.true(Date.now() - clock < 40_000);
  },
);

test("who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here", async (t) => {
  await assertQuizTypeAccess(t, fx, definition);
});

test.serial('the demo data has 고양이 10걸음, whose reference passes in the judge', async (t) => {
  await seedDemo(fx.app.core);
  await seedDemo(fx.app.core);
  const channel = await fx.app.core.db('channels').where({ slug: demoChannel.slug }).first('id');
  const rows = await fx.app.core
    .db('workspace_quizzes')
    .where({ channel_id: channel.id, seed_key: demoScratchQuiz.seedKey });
  t.is(rows.length, 1);
  t.like(rows[0], { type: 'scratch', title: '고양이 10걸음', status: 1 });
  const teacher = await fx.app.createUser({ userId: 'scratch.seed.teacher' });
  await fx.app.addMember(channel.id, teacher, 'teacher');
  const author = fx.app.client({ host: `${demoChannel.slug}.localhost` });
  await author.login('scratch.seed.teacher', testPassword);
  const started = Date.now();
  const validated = await fx.validate(author, rows[0].id);
  t.log(`the seed's reference graded in ${Date.now() - started} ms`);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
  const learner = await fx.app.createUser({ userId: 'scratch.seed.learner' });
  await fx.app.addMember(channel.id, learner, 'student');
  const kim = fx.app.client({ host: `${demoChannel.slug}.localhost` });
  await kim.login('scratch.seed.learner', testPassword);
  const empty = await submit(kim, { project: demoScratchQuiz.definition.starter }, rows[0].id);
  t.is(empty.outcome, 'WRONG_TESTCASES');
  t.is(empty.tests[0].message, 'The project must use the block event_whenflagclicked.');
});
