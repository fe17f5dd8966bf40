/**
 * The run screen example (`use_run_screen_example`): off, the route answers 404; on, learners get
 * the validated reference run's output of its first shown test only (no hidden test, no reference
 * code); the same quiz access as opening the quiz; and a quiz stored validated without a run
 * prepares its example once, through a real judge worker, then shows it.
 */
import test, { type ExecutionContext } from 'ava';
import { startTestCore, type TestCore, type TestClient } from '@seodang/sdk/testing';
import type { RunningWorker } from '@seodang/judge';
import { defineQuizType, RUN_EXAMPLE_MAX_IMAGES, RUN_EXAMPLE_MAX_OUTPUT } from '@seodang/sdk/common';
import { z } from 'zod';
import { startJudgeWorker } from '../testing/judge-worker.ts';
import { hashJson } from './hash.ts';
import { runExampleOf } from './run-example.ts';

const hiddenInput = 'HIDDEN-INPUT-51d0';
const referenceMark = 'REFERENCE-MARK-77aa';
const definition = {
  language: ['python3'],
  source: { python3: [{ name: 'main.py', content: 'print(input())\n' }] },
  // A hidden test first: the example is the first SHOWN test's, never the first test's.
  inputset: [`${hiddenInput}\n`, 'first-shown\n', 'second-shown\n'],
  outputset: [`ECHO ${hiddenInput}\n`, 'ECHO first-shown\n', 'ECHO second-shown\n'],
  testcase_type: ['hidden', 'open', 'open'],
  answer_code: `# ${referenceMark}\nprint('ECHO ' + input())\n`,
  answer_language: 'python3',
};
const common = (title: string, on: boolean) => ({
  title,
  contents: '입력을 ECHO 뒤에 출력하세요.',
  use_run_screen_example: on,
});

let app: TestCore;
let worker: RunningWorker | undefined;
let school: Awaited<ReturnType<TestCore['createChannelWithMembers']>>;
let other: Awaited<ReturnType<TestCore['createChannelWithMembers']>>;

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace'] });
  school = await app.createChannelWithMembers({
    slug: 'example-school',
    members: { 'ex.teach': 'teacher', 'ex.kim': 'student' },
  });
  other = await app.createChannelWithMembers({
    slug: 'example-other',
    members: { 'ex.otherteach': 'teacher', 'ex.otherkim': 'student' },
  });
});
test.after.always(async () => {
  await worker?.close();
  await app?.stop();
});

const exampleOf = (c: TestClient, index: number) => c.get(`/api/workspace/quizzes/${index}/run-example`);

/** One judged test as the judge reports it (a hidden test's output is kept here to prove it stays in). */
const judged = (name: string, hidden: boolean, input: string) => ({
  name,
  verdict: 'ACCEPTED',
  score: 1,
  maxScore: 1,
  hidden,
  input: { text: input, truncated: false },
  stdout: { text: `ECHO ${input}`, truncated: false },
});

/**
 * A published quiz of `definition` whose reference passed validation: the validation run is stored
 * as the judge's result is (the judge itself is exercised by the demo case below and the Skulpt test).
 */
async function publishedQuiz(teach: TestClient, title: string, on: boolean): Promise<number> {
  const body = { type: 'programming', status: 0, common: common(title, on), definition };
  const created = await teach.post('/api/workspace/quizzes', body);
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const index = created.body.data.index as number;
  const db = app.core.db;
  const row = await db('workspace_quizzes').where({ id: index }).first();
  const hash = hashJson(row.definition);
  await db('workspace_submissions').insert({
    quiz_id: index,
    user_id: school.ids['ex.teach'],
    kind: 'validate',
    answer: JSON.stringify({
      language: 'python3',
      files: [{ name: 'main.py', content: definition.answer_code }],
    }),
    status: 'done',
    outcome: 'RIGHT',
    score: 3,
    max_score: 3,
    definition_hash: hash,
    result: JSON.stringify({
      status: 'ACCEPTED',
      tests: [
        judged('#1', true, `${hiddenInput}\n`),
        judged('#2', false, 'first-shown\n'),
        judged('#3', false, 'second-shown\n'),
      ],
    }),
    finished_at: db.fn.now(),
  });
  await db('workspace_quizzes').where({ id: index }).update({ validated_hash: hash });
  const published = await teach.put(`/api/workspace/quizzes/${index}`, { ...body, status: 1 });
  if (published.status !== 200) throw new Error(JSON.stringify(published.body));
  return index;
}

/** Nothing of a hidden test, of the second shown test or of the reference code is in `body`. */
function assertNoSecrets(t: ExecutionContext, body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of [hiddenInput, referenceMark, 'second-shown', 'answer_code'])
    t.false(text.includes(secret), `${secret} leaked: ${text}`);
}

test('off, the example answers 404; on, learners get the first shown test’s output and nothing else', async (t) => {
  const teach = await school.login('ex.teach');
  const index = await publishedQuiz(teach, '따라 말하기', false);
  const kim = await school.login('ex.kim', { locale: 'en' });
  const off = await exampleOf(kim, index);
  t.deepEqual(
    [off.status, off.body.err?.code, off.body.err?.message],
    [404, 'run_example_off', 'This quiz shows no run screen example.'],
  );

  // The teacher turns the switch on: the quiz stays validated (same definition), and shows the example.
  const on = await teach.put(`/api/workspace/quizzes/${index}`, {
    type: 'programming',
    status: 1,
    common: common('따라 말하기', true),
    definition,
  });
  t.is(on.status, 200, JSON.stringify(on.body));
  const shown = await exampleOf(kim, index);
  t.is(shown.status, 200);
  t.deepEqual(shown.body.data, { state: 'ready', images: [], output: 'ECHO first-shown\n' });
  assertNoSecrets(t, shown.body);
  // The author sees the same example.
  t.deepEqual((await exampleOf(teach, index)).body.data, shown.body.data);
});

test('the example has the access of opening the quiz: 401, another channel 404, a draft 404', async (t) => {
  const teach = await school.login('ex.teach');
  const index = await publishedQuiz(teach, '접근', true);
  const anon = app.client({ host: school.host });
  t.is((await exampleOf(anon, index)).status, 401);
  // Members of another channel find the quiz nowhere from their own channel.
  for (const login of ['ex.otherkim', 'ex.otherteach']) {
    const res = await exampleOf(await other.login(login), index);
    t.deepEqual([res.status, res.body.err?.code], [404, 'quiz_not_found'], login);
  }
  // On the school's host, a stranger is refused before any quiz is looked at.
  const stranger = app.client({ host: school.host });
  await stranger.login('ex.otherkim', 'Test#pass1');
  t.deepEqual(
    [(await exampleOf(stranger, index)).status, (await exampleOf(stranger, index)).body.err?.code],
    [403, 'not_channel_member'],
  );
  // An unpublished quiz is not the learner's to open, nor its example (its author still sees it).
  await teach.put(`/api/workspace/quizzes/${index}`, {
    type: 'programming',
    status: 0,
    common: common('접근', true),
    definition,
  });
  const kim = await school.login('ex.kim');
  t.is((await exampleOf(kim, index)).status, 404);
  t.is((await kim.get(`/api/workspace/quizzes/${index}`)).status, 404, 'as opening the quiz');
  t.is((await exampleOf(teach, index)).body.data.state, 'ready');
});

test('a quiz stored validated without a run prepares its example once, then shows it', async (t) => {
  t.timeout(360_000);
  worker = await startJudgeWorker(1);
  const teach = await school.login('ex.teach');
  // As a demo seed stores it: published and validated for its definition, but never run here.
  const created = await teach.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 0,
    common: common('데모', true),
    definition,
  });
  const index = created.body.data.index as number;
  const row = await app.core.db('workspace_quizzes').where({ id: index }).first();
  await app.core
    .db('workspace_quizzes')
    .where({ id: index })
    .update({ status: 1, validated_hash: hashJson(row.definition) });

  const kim = await school.login('ex.kim');
  // Several first visits at once: each hears it is being prepared, and one run starts.
  const first = await Promise.all([1, 2, 3].map(() => exampleOf(kim, index)));
  t.deepEqual(
    first.map((r) => [r.status, r.body.data?.state]),
    [
      [200, 'preparing'],
      [200, 'preparing'],
      [200, 'preparing'],
    ],
  );
  // The judge runs the reference (the first time a worker prepares its root filesystem: minutes).
  let shown = first[0]!;
  for (let i = 0; i < 3000 && shown.body.data?.state === 'preparing'; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    shown = await exampleOf(kim, index);
  }
  t.deepEqual(shown.body.data, { state: 'ready', images: [], output: 'ECHO first-shown\n' });
  assertNoSecrets(t, shown.body);
  // The run is the workspace's own: it is nobody's submission, so no history lists the reference.
  t.is(
    Number((await app.core.db('workspace_submissions').where({ quiz_id: index }).count('* as n'))[0]!.n),
    0,
  );
  t.deepEqual((await app.core.db('workspace_run_examples').where({ quiz_id: index }).select('status'))[0], {
    status: 'done',
  });
});

test('a changed definition shows no example until its reference is validated again', async (t) => {
  const teach = await school.login('ex.teach');
  const index = await publishedQuiz(teach, '바뀐 문제', true);
  const kim = await school.login('ex.kim');
  t.is((await exampleOf(kim, index)).body.data.state, 'ready');
  const changed = { ...definition, outputset: ['x\n', 'y\n', 'z\n'] };
  const saved = await teach.put(`/api/workspace/quizzes/${index}`, {
    type: 'programming',
    status: 0,
    common: common('바뀐 문제', true),
    definition: changed,
  });
  t.is(saved.status, 200);
  t.deepEqual((await exampleOf(teach, index)).body.data, { state: 'none' });
});

// A PNG's first bytes (the signature and an IHDR start).
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

test('the example keeps PNG images only, at most four, and 20,000 characters; a type sees shown tests only', (t) => {
  const seen: string[][] = [];
  const type = defineQuizType<unknown, unknown>({
    id: 'example-probe',
    label: { ko: '예시', en: 'Example', ja: '例' },
    schema: z.unknown(),
    answerSchema: z.unknown(),
    learnerView: () => ({}),
    grading: { kind: 'manual' },
    runScreenExample(tests) {
      seen.push(tests.map((x) => x.name));
      return {
        images: [
          { name: 'not-a-png.png', base64: Buffer.from('GIF89a').toString('base64') },
          ...Array.from({ length: 6 }, (_, i) => ({ name: `frame-${i}.png`, base64: png })),
        ],
        output: 'x'.repeat(RUN_EXAMPLE_MAX_OUTPUT + 50),
      };
    },
  });
  const tests = [
    { name: 'secret', verdict: 'ACCEPTED', hidden: true, stdout: { text: 'hidden', truncated: false } },
    { name: 'shown', verdict: 'ACCEPTED', hidden: false },
  ];
  const example = runExampleOf(type, {}, tests)!;
  t.deepEqual(seen, [['shown']]);
  t.deepEqual(
    example.images.map((i) => i.name),
    Array.from({ length: RUN_EXAMPLE_MAX_IMAGES }, (_, i) => `frame-${i}.png`),
  );
  t.is(example.output.length, RUN_EXAMPLE_MAX_OUTPUT);

  // Without the type's own: the first shown test's PNG artifacts, else its output; nothing is null.
  const plain = { ...type, runScreenExample: undefined };
  const withImage = [
    { name: 'a', verdict: 'ACCEPTED', hidden: false, stdout: { text: 'out', truncated: false } },
  ].map((x, i) => ({
    ...x,
    artifacts: i === 0 ? [{ name: 'screen.png', mediaType: 'image/png', base64: png }] : [],
  }));
  t.deepEqual(runExampleOf(plain, {}, withImage), {
    images: [{ name: 'screen.png', base64: png }],
    output: '',
  });
  t.deepEqual(runExampleOf(plain, {}, [{ name: 'a', verdict: 'ACCEPTED', hidden: false }]), null);
  t.deepEqual(runExampleOf(plain, {}, [tests[0]!]), null, 'a hidden test is never the example');
});
