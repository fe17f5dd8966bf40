/**
 * The Entry type through the workspace and a real judge worker: the schema's translated refusals,
 * the learner view without the reference or the hidden tests, publishing after the reference
 * passes, grading right, wrong, a malformed project and a runaway one, locked blocks, who may do
 * what, the .ent round trip, and the demo seed, whose reference passes.
 */
import test from 'ava';
import { createTar } from 'nanotar';
import {
  assertQuizTypeAccess,
  demoMember,
  quizTypeFixture,
  seededDemoQuizzes,
} from '../../workspace/testing/quiz-type-fixture.ts';
import { entryQuizType, entryView, type EntryDefinition } from '../common/index.ts';
import { exportEnt, importEnt, toEntProject } from '../common/ent.ts';
import type { Block, Project } from '../common/runtime/project.ts';
import { harnessRuntime } from '../scripts/build-harness.ts';
import { quizEntryMessages } from '../common/messages.ts';
import { demoEntryQuiz, mazeReference } from '../server/seed.ts';
import { texts } from '../web/texts.ts';
import { readFileSync } from 'node:fs';

const common = { title: '미로', contents: '깃발까지 가세요.' };
const definition = demoEntryQuiz.definition;

const fx = quizTypeFixture(test, { plugin: 'quiz-entry', type: 'entry', slug: 'entry', common, definition });
const verdicts = (s: { tests: { name: string; verdict: string }[] }) =>
  Object.fromEntries(s.tests.map((x) => [x.name, x.verdict]));
type Client = Awaited<ReturnType<typeof fx.as>>;
const submit = async (c: Client, project: unknown, index = fx.quizIndex) => {
  const res = await c.post(`/api/workspace/quizzes/${index}/submit`, { answer: { project } });
  if (res.status !== 202) return res;
  return fx.settled(c, res.body.data.index);
};
/** The reference with the first object's script after the locked start block replaced. */
const withScript = (after: Block[]): Project => {
  const p = structuredClone(mazeReference);
  p.objects[0]!.scripts = [[p.objects[0]!.scripts[0]![0]!, ...after]];
  return p;
};
const num = (id: string, v: number): Block => ({ id, type: 'number', fields: { NUM: v } });

test('texts and messages exist in ko, en and ja; the harness runs the runtime the page runs', (t) => {
  // Keys without their plural ending (English has `_one` beside `_other`).
  const keys = (o: object) => [...new Set(Object.keys(o).map((k) => k.replace(/_(one|other)$/, '')))].sort();
  for (const locale of ['en', 'ja'] as const) {
    t.deepEqual(keys(texts[locale]), keys(texts.ko));
    t.deepEqual(Object.keys(quizEntryMessages[locale]).sort(), Object.keys(quizEntryMessages.ko).sort());
  }
  // The harness's copy is common/runtime with its types stripped (scripts/build-harness.ts writes it).
  for (const f of harnessRuntime()) {
    const shipped = readFileSync(
      new URL(`../harness/grade/vendor/runtime/${f.name}`, import.meta.url),
      'utf8',
    );
    t.is(shipped, f.text, `${f.name} is stale: run node plugins/quiz-entry/scripts/build-harness.ts`);
  }
});

test('the schema refuses unknown blocks, no tests, duplicate names, and a reference that broke a locked block', (t) => {
  const first = (d: object) => {
    const r = entryQuizType.schema.safeParse({ ...definition, ...d });
    return r.success ? 'ok' : r.error.issues[0]!.message;
  };
  const one = definition.tests[0]!;
  t.is(first({}), 'ok');
  t.is(first({ tests: [] }), 'quiz-entry.validation.tests');
  t.is(first({ tests: [one, one] }), 'quiz-entry.validation.testNames');
  t.is(first({ tests: [{ ...one, duration: 100 }] }), 'quiz-entry.validation.duration');
  t.is(first({ requiredBlocks: ['eval_js'] }), 'quiz-entry.validation.unknownBlock');
  const unlocked = structuredClone(mazeReference);
  unlocked.objects[0]!.scripts[0]![0]!.locked = false;
  t.is(first({ reference: unlocked }), 'quiz-entry.validation.referenceLocked');
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
      type: 'entry',
      status: 0,
      common,
      definition: { ...definition, tests: [one, one] },
    });
    t.deepEqual([r.status, r.body.err.code, r.body.err.message], [400, 'invalid_definition', text]);
  }
});

test('the learner view holds the starter and the shown tests, never the reference or a hidden test', async (t) => {
  const view = entryView(entryQuizType.schema.parse(definition) as EntryDefinition);
  t.false('reference' in view);
  t.deepEqual(
    view.tests.map((x) => x.name),
    ['깃발에 도착'],
  );
  t.like(view, { hiddenTests: 1, maxPoints: 10, maxBlocks: 30 });
  const teacherSees = await (await fx.as('teacher')).get(`/api/workspace/quizzes/${fx.quizIndex}`);
  t.true(JSON.stringify(teacherSees.body).includes('벽에 닿지 않기'), 'the author sees everything');
  // Serial tests run first, so the quiz is published by now.
  const seen = await (await fx.as('learner')).get(`/api/workspace/quizzes/${fx.quizIndex}`);
  t.is(seen.status, 200);
  const body = JSON.stringify(seen.body);
  for (const hidden of ['벽에 닿지 않기', '"said-text"', '"touched"', '"reference"'])
    t.false(body.includes(hidden), hidden);
});

test.serial('publishing waits for the reference to pass every test in the judge', async (t) => {
  const teach = await fx.as('teacher');
  const put = () =>
    teach.put(`/api/workspace/quizzes/${fx.quizIndex}`, { type: 'entry', status: 1, common, definition });
  const early = await put();
  t.deepEqual([early.status, early.body.err.code], [400, 'not_validated']);
  const started = Date.now();
  const validated = await fx.validate(teach, fx.quizIndex);
  t.log(`validation (2 tests) took ${Date.now() - started} ms`);
  t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  t.is(validated.score, 10);
  t.is((await put()).status, 200);
});

test.serial(
  'grading: right, wrong on a hidden test, a runaway project, malformed and unknown blocks',
  async (t) => {
    const kim = await fx.as('learner');
    const started = Date.now();
    const right = await submit(kim, mazeReference);
    t.log(`grading (2 tests) took ${Date.now() - started} ms`);
    t.is(right.outcome, 'RIGHT', JSON.stringify(right.tests));
    t.is(right.score, 10);

    // Straight to the flag through both walls: the shown test passes, the hidden one does not.
    const straight = withScript([
      {
        id: 'go',
        type: 'repeat_basic',
        inputs: { COUNT: num('go-n', 18) },
        statements: { DO: [{ id: 'go-x', type: 'move_x', inputs: { VALUE: num('go-v', 20) } }] },
      },
      {
        id: 'go-say',
        type: 'dialog',
        inputs: { TEXT: { id: 'go-t', type: 'text', fields: { TEXT: '도착!' } } },
      },
    ]);
    const wrong = await submit(kim, straight);
    t.is(wrong.outcome, 'WRONG_TESTCASES');
    t.deepEqual(verdicts(wrong), { '깃발에 도착': 'ACCEPTED', '벽에 닿지 않기': 'WRONG_ANSWER' });
    t.is(wrong.score, 6);
    t.falsy(wrong.tests[1].message, 'a hidden test says nothing');

    // Without a loop: the rule names the block.
    const noLoop = await submit(
      kim,
      withScript([{ id: 'x', type: 'move_x', inputs: { VALUE: num('xv', 360) } }]),
    );
    t.is(noLoop.tests[0].message, 'The block "repeat_basic" must be used.');

    // A signal that sends itself twice: the step limit stops it, well before the job's own limit.
    const bomb = withScript([{ id: 'cast', type: 'message_cast', fields: { MESSAGE: 'a' } }]);
    bomb.objects[0]!.scripts.push([
      { id: 'hat', type: 'when_message_cast', fields: { MESSAGE: 'a' } },
      { id: 'c1', type: 'message_cast', fields: { MESSAGE: 'a' } },
      { id: 'c2', type: 'message_cast', fields: { MESSAGE: 'a' } },
      { id: 'loop', type: 'repeat_basic', inputs: { COUNT: num('ln', 1) }, statements: { DO: [] } },
    ]);
    const runaway = await submit(kim, bomb);
    t.is(runaway.outcome, 'TIMEOUT');
    t.is(runaway.tests[0].message, 'Step limit reached (100000 blocks).');

    // Not a project, and a block the runtime does not know: 400 invalid_answer, nothing stored.
    for (const bad of [{ objects: 'x' }, withScript([{ id: 'js', type: 'eval_js' }])]) {
      const res = await submit(kim, bad);
      t.deepEqual([res.status, res.body.err.code], [400, 'invalid_answer']);
    }
  },
);

test.serial('a locked block changed, unlocked or deleted is refused in the learner’s language', async (t) => {
  const moved = structuredClone(mazeReference);
  moved.objects[0]!.scripts[0]![0]!.type = 'when_object_click';
  const deleted = withScript([]);
  deleted.objects[0]!.scripts = [];
  const unlocked = structuredClone(mazeReference);
  delete unlocked.objects[0]!.scripts[0]![0]!.locked;
  for (const [locale, text] of [
    ['ko', '선생님이 고정한 블록은 바꾸거나 옮기거나 지울 수 없습니다.'],
    ['en', 'Blocks your teacher locked cannot be changed, moved or deleted.'],
    ['ja', '先生が固定したブロックは変更・移動・削除できません。'],
  ] as const) {
    const kim = await fx.as('learner', { locale });
    for (const p of [moved, deleted, unlocked]) {
      const res = await submit(kim, p);
      t.deepEqual([res.status, res.body.err.code, res.body.err.message], [400, 'lockedBlock', text]);
    }
  }
});

test.serial(
  "who may do what: anonymous 401, learners solve but do not author, another channel's admin is a stranger here",
  async (t) => {
    await assertQuizTypeAccess(t, fx, definition);
  },
);

test('.ent: our project goes out and comes back; an import names the blocks it cannot take', async (t) => {
  const bytes = await exportEnt(mazeReference);
  t.deepEqual([bytes[0], bytes[1]], [0x1f, 0x8b], 'a gzipped tar');
  const back = await importEnt(bytes);
  t.deepEqual(back.unsupported, []);
  const strip = (p: Project) => JSON.stringify(p, (k, v) => (k === 'id' || k === 'locked' ? undefined : v));
  t.is(strip(back.project), strip(mazeReference));
  t.true(entryQuizType.answerSchema.safeParse({ project: back.project }).success);

  // An Entry file with a sound block and a pen block among ones we take (a plain tar this time).
  const script = [
    [
      { type: 'when_run_button_click', params: [null] },
      { type: 'sound_something_with_block', params: ['s1', null] },
      { type: 'move_direction', params: [{ type: 'number', params: ['10'] }, null] },
      {
        type: 'repeat_basic',
        params: [{ type: 'number', params: ['3'] }, null],
        statements: [
          [
            { type: 'start_drawing', params: [null] },
            { type: 'dialog', params: [{ type: 'text', params: ['안녕'] }, 'speak', null] },
          ],
        ],
      },
      // Entry's "repeat while": ours repeats until, so the condition comes in negated.
      {
        type: 'repeat_while_true',
        params: [{ type: 'True', params: [null] }, 'while', null],
        statements: [[]],
      },
    ],
  ];
  const ent = {
    objects: [
      {
        id: 'o1',
        name: '엔트리봇',
        entity: { x: 5, y: 6, direction: 90 },
        sprite: { pictures: [{ id: 'p1', name: '기본' }] },
        selectedPictureId: 'p1',
        script: JSON.stringify(script),
      },
    ],
    variables: [{ id: 'v1', name: '점수', value: 3, variableType: 'variable' }],
  };
  const tar = createTar([{ name: 'temp/project.json', data: JSON.stringify(ent) }]);
  const imported = await importEnt(tar);
  t.deepEqual(imported.unsupported, ['sound_something_with_block', 'start_drawing']);
  const [s] = imported.project.objects[0]!.scripts;
  t.deepEqual(
    s!.map((x) => x.type),
    ['when_run_button_click', 'move_direction', 'repeat_basic', 'repeat_while_true'],
  );
  t.like(s![3]!.inputs!.COND, { type: 'boolean_not', inputs: { VALUE: { type: 'True' } } });
  // And it goes out as Entry's "until".
  const out = (await importEnt(await exportEnt(imported.project))).project.objects[0]!.scripts[0]!;
  t.deepEqual(out[3]!.inputs!.COND!.type, 'boolean_not');
  const written = toEntProject(imported.project) as { objects: { script: string }[] };
  t.is(JSON.parse(written.objects[0]!.script)[0][3].params[1], 'until');
  t.deepEqual(
    s![2]!.statements!.DO!.map((x) => x.type),
    ['dialog'],
  );
  t.deepEqual(imported.project.variables, [{ name: '점수', value: 3 }]);
  await t.throwsAsync(() => importEnt(new TextEncoder().encode('not a tar')));
});

test.serial(
  'the demo data has one Korean maze quiz, 엔트리 미로, whose reference passes in the judge',
  async (t) => {
    const { channelId, rows } = await seededDemoQuizzes(fx, demoEntryQuiz.seedKey);
    t.is(rows.length, 1);
    t.like(rows[0], { type: 'entry', title: '엔트리 미로', status: 1 });
    const author = await demoMember(fx, channelId, 'entry.seed.teacher', 'teacher');
    const validated = await fx.validate(author, rows[0].id);
    t.is(validated.outcome, 'RIGHT', JSON.stringify(validated.tests));
  },
);
