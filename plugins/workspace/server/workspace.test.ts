import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';
import { definePlugin } from '@seodang/sdk';
import { workspaceQuizContextAccessRef } from '../common/server-refs.ts';

let app: TestCore;
const ids: Record<string, number> = {};
const host = 'hanbit.localhost';
let windowEnded = false;

// A stand-in for the lectures plugin: lecture 7 enrols only 'alice'; its exam may end.
const lectures = {
  manifest: { id: 'fake-lectures', apiVersion: 1 as const, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'fake-lectures',
    register(env) {
      env.provideService(workspaceQuizContextAccessRef, () => ({
        canAuthor: async (user) => user.role === 'teacher',
        canAnswer: async (user) => user.userId === 'alice',
        submissionWindow: async () => ({ start: null, end: null, examEnded: windowEnded }),
      }));
    },
  }),
};

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', lectures] });
  const channel = await app.createChannel({ slug: 'hanbit' });
  for (const [name, role] of [
    ['teach', 'teacher'],
    ['alice', 'student'],
    ['bob', 'student'],
  ] as const) {
    ids[name] = await app.createUser({ userId: name });
    await app.addMember(channel, ids[name], role);
  }
  ids.outsider = await app.createUser({ userId: 'outsider' });
});
test.after.always(async () => {
  await app?.stop();
});

const as = async (userId: string, locale = 'ko') => {
  const c = app.client({ host, locale });
  await c.login(userId, testPassword);
  return c;
};
const common = (title: string) => ({ title, contents: '문제' });

const secret = 'HIDDEN-INPUT-7f3a';
const programming = {
  language: ['python3'],
  source: {
    python3: [
      {
        name: 'main.py',
        content: '# locked header\nprint(input())\n',
        locked: [{ startLine: 1, endLine: 1 }],
      },
    ],
  },
  inputset: ['shown-in\n', `${secret}\n`],
  outputset: ['shown-in\n', 'HIDDEN-OUTPUT-9c2e\n'],
  testcase_type: ['open', 'hidden'],
  answer_code: 'REFERENCE-ANSWER-CODE = 1\n',
  answer_language: 'python3',
};

test('objective types grade in-process and hide their answers', async (t) => {
  const teach = await as('teach');
  const mc = await teach.post('/api/workspace/quizzes', {
    type: 'multiple_choice',
    status: 1,
    common: common('객관식'),
    definition: { choices: ['a', 'b', 'c'], answers: [2], score: 5 },
  });
  t.is(mc.status, 201);
  const alice = await as('alice');
  const view = await alice.get(`/api/workspace/quizzes/${mc.body.data.index}`);
  t.deepEqual(view.body.data.definition, { choices: ['a', 'b', 'c'], multiple: false, score: 5 });
  const wrong = await alice.post(`/api/workspace/quizzes/${mc.body.data.index}/submit`, {
    answer: { selected: [0] },
  });
  t.is(wrong.body.data.outcome, 'WRONG');
  t.is(wrong.body.data.message, '오답입니다.');
  const right = await alice.post(`/api/workspace/quizzes/${mc.body.data.index}/submit`, {
    answer: { selected: [2] },
  });
  t.is(right.body.data.outcome, 'RIGHT');
  t.is(right.body.data.score, 5);

  const tf = await teach.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    common: common('OX'),
    definition: { answer: false },
  });
  t.is(
    (await alice.post(`/api/workspace/quizzes/${tf.body.data.index}/submit`, { answer: { value: false } }))
      .body.data.outcome,
    'RIGHT',
  );
  const sa = await teach.post('/api/workspace/quizzes', {
    type: 'short_answer',
    status: 1,
    common: common('단답'),
    definition: { answers: ['Seoul'] },
  });
  t.is(
    (await alice.post(`/api/workspace/quizzes/${sa.body.data.index}/submit`, { answer: { text: ' seoul ' } }))
      .body.data.outcome,
    'RIGHT',
  );
  const pairing = await teach.post('/api/workspace/quizzes', {
    type: 'pairing',
    status: 1,
    common: common('짝'),
    definition: {
      left: [
        { id: 'l1', text: '사과' },
        { id: 'l2', text: '바나나' },
      ],
      right: [
        { id: 'r1', text: '빨강' },
        { id: 'r2', text: '노랑' },
      ],
      pairs: { l1: 'r1', l2: 'r2' },
    },
  });
  t.false(
    JSON.stringify((await alice.get(`/api/workspace/quizzes/${pairing.body.data.index}`)).body).includes(
      'pairs',
    ),
  );
  const half = await alice.post(`/api/workspace/quizzes/${pairing.body.data.index}/submit`, {
    answer: { pairs: { l1: 'r1', l2: 'r1' } },
  });
  t.is(half.body.data.score, 0.5);
  t.is(half.body.data.outcome, 'PARTIAL');
  // Schema validation of definitions and answers.
  const bad = await teach.post('/api/workspace/quizzes', {
    type: 'multiple_choice',
    common: common('x'),
    definition: { choices: ['a'], answers: [3] },
  });
  t.is(bad.body.err.code, 'invalid_definition');
  t.is(
    (await alice.post(`/api/workspace/quizzes/${mc.body.data.index}/submit`, { answer: { nope: 1 } })).body
      .err.code,
    'invalid_answer',
  );
  t.is(
    (await teach.post('/api/workspace/quizzes', { type: 'scratch', common: common('x'), definition: {} }))
      .body.err.code,
    'unknown_quiz_type',
  );
});

test('descriptive answers wait for the teacher, who grades with a comment', async (t) => {
  const teach = await as('teach');
  const q = await teach.post('/api/workspace/quizzes', {
    type: 'descriptive',
    status: 1,
    common: common('서술'),
    definition: { modelAnswer: 'MODEL-ANSWER-TEXT', score: 10 },
  });
  const alice = await as('alice');
  t.false(
    JSON.stringify((await alice.get(`/api/workspace/quizzes/${q.body.data.index}`)).body).includes(
      'MODEL-ANSWER-TEXT',
    ),
  );
  const s = await alice.post(`/api/workspace/quizzes/${q.body.data.index}/submit`, {
    answer: { text: '제 생각은 이렇습니다.' },
  });
  t.is(s.body.data.outcome, 'MANUAL');
  t.is(
    (await alice.post(`/api/workspace/submissions/${s.body.data.index}/grade`, { score: 10 })).status,
    404,
  );
  const graded = await teach.post(`/api/workspace/submissions/${s.body.data.index}/grade`, {
    score: 7,
    comment: '근거를 더 쓰세요',
  });
  t.is(graded.body.data.score, 7);
  const mine = await alice.get(`/api/workspace/quizzes/${q.body.data.index}/submissions`);
  t.is(mine.body.data.list[0].comment, '근거를 더 쓰세요');
});

test('learners never receive hidden tests or the reference answer; publishing needs validation', async (t) => {
  const teach = await as('teach');
  const draft = await teach.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 0,
    common: common('코드'),
    definition: programming,
  });
  t.is(draft.status, 201);
  t.false(draft.body.data.validated);
  const index = draft.body.data.index;
  const alice = await as('alice');
  t.is((await alice.get(`/api/workspace/quizzes/${index}`)).status, 404, 'drafts are not shown to learners');
  const publish = await teach.put(`/api/workspace/quizzes/${index}`, {
    type: 'programming',
    status: 1,
    common: common('코드'),
    definition: programming,
  });
  t.is(publish.body.err.code, 'not_validated');
  // Publish without a reference answer (nothing to validate) and look at every learner endpoint.
  const open = { ...programming, answer_code: '' };
  t.is(
    (
      await teach.put(`/api/workspace/quizzes/${index}`, {
        type: 'programming',
        status: 1,
        common: common('코드'),
        definition: open,
      })
    ).status,
    200,
  );
  await teach.put(`/api/workspace/quizzes/${index}`, {
    type: 'programming',
    status: 1,
    common: common('코드'),
    definition: open,
  });
  const bodies = [
    await alice.get(`/api/workspace/quizzes/${index}`),
    await alice.get('/api/workspace/quizzes'),
    await alice.get(`/api/workspace/quizzes/${index}/answer`),
    await alice.get(`/api/workspace/quizzes/${index}/submissions`),
    await alice.get('/api/workspace/help'),
  ].map((r) => JSON.stringify(r.body));
  for (const b of bodies) {
    t.false(b.includes(secret));
    t.false(b.includes('HIDDEN-OUTPUT-9c2e'));
  }
  const view = JSON.parse(bodies[0]).data.definition;
  t.is(view.hiddenTestCount, 1);
  t.deepEqual(
    view.shownTests.map((x: { input: string }) => x.input),
    ['shown-in\n'],
  );
  t.true(
    (await teach.get(`/api/workspace/quizzes/${index}`)).body.data.definition.inputset.includes(
      `${secret}\n`,
    ),
  );
});

test('autosave is versioned: a stale tab is refused and shown the newer save; locked code is enforced', async (t) => {
  const teach = await as('teach');
  const q = await teach.post('/api/workspace/quizzes', {
    type: 'programming',
    status: 1,
    common: common('저장'),
    definition: { ...programming, answer_code: '' },
  });
  const url = `/api/workspace/quizzes/${q.body.data.index}/answer`;
  const alice = await as('alice', 'en');
  const answer = (code: string) => ({
    language: 'python3',
    files: [{ name: 'main.py', content: `# locked header\n${code}` }],
  });
  const first = await alice.put(url, { version: 0, answer: answer('print(1)') });
  t.is(first.body.data.version, 1);
  t.is(first.body.data.message, 'Your code has been saved.');
  t.is((await alice.put(url, { version: 1, answer: answer('print(2)') })).body.data.version, 2);
  const stale = await alice.put(url, { version: 1, answer: answer('print(3)') });
  t.is(stale.status, 409);
  t.is(stale.body.err.code, 'stale_version');
  t.is(stale.body.current.version, 2);
  t.true(stale.body.current.answer.files[0].content.includes('print(2)'));
  const locked = await alice.put(url, {
    version: 2,
    answer: { language: 'python3', files: [{ name: 'main.py', content: 'print(4)' }] },
  });
  t.is(locked.body.err.code, 'locked_code');
  t.is(locked.body.err.message, 'Code locked by the teacher cannot be edited.');
  t.is(
    (
      await alice.put(url, {
        version: 2,
        answer: { language: 'c', files: [{ name: 'main.py', content: '# locked header\n' }] },
      })
    ).body.err.code,
    'language_not_allowed',
  );
  t.is((await alice.get(url)).body.data.version, 2);
});

test('§6 with a lectures provider: only enrolled students save or submit; no saving after the exam', async (t) => {
  const teach = await as('teach');
  const q = await teach.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    lectureIndex: 7,
    lessonIndex: 1,
    common: common('강의 퀴즈'),
    definition: { answer: true },
  });
  t.is(q.status, 201);
  const bob = await as('bob', 'en');
  const refused = await bob.post(`/api/workspace/quizzes/${q.body.data.index}/submit`, {
    answer: { value: true },
  });
  t.is(refused.status, 403);
  t.is(refused.body.err.message, 'Only enrolled students can save or submit in this lecture.');
  const alice = await as('alice', 'en');
  t.is(
    (await alice.post(`/api/workspace/quizzes/${q.body.data.index}/submit`, { answer: { value: true } })).body
      .data.outcome,
    'RIGHT',
  );
  windowEnded = true;
  const ended = await alice.put(`/api/workspace/quizzes/${q.body.data.index}/answer`, {
    version: 0,
    answer: { value: true },
  });
  windowEnded = false;
  t.is(ended.body.err.message, 'The exam has ended, so your work cannot be saved.');
  t.is(
    (
      await bob.post('/api/workspace/quizzes', {
        type: 'true_false',
        lectureIndex: 7,
        common: common('x'),
        definition: { answer: true },
      })
    ).status,
    403,
  );
  const outsider = await as('outsider');
  t.is(
    (await outsider.get(`/api/workspace/quizzes/${q.body.data.index}`)).body.err.code,
    'not_channel_member',
  );
});

test('help requests: a learner asks with code, the teacher answers with a correction comment', async (t) => {
  const teach = await as('teach');
  const q = await teach.post('/api/workspace/quizzes', {
    type: 'short_answer',
    status: 1,
    common: common('도움'),
    definition: { answers: ['x'] },
  });
  const alice = await as('alice');
  const asked = await alice.post(`/api/workspace/quizzes/${q.body.data.index}/help`, {
    content: '어디가 틀렸나요?',
    answer: { text: 'y' },
  });
  t.is(asked.body.data.status, 0);
  const bob = await as('bob');
  t.false(
    (await bob.get('/api/workspace/help')).body.data.list.some(
      (h: { index: number }) => h.index === asked.body.data.index,
    ),
  );
  t.is(
    (await bob.put(`/api/workspace/help/${asked.body.data.index}`, { correctionComment: 'x' })).status,
    404,
  );
  const answered = await teach.put(`/api/workspace/help/${asked.body.data.index}`, {
    correctionComment: '정답은 x 입니다',
  });
  t.is(answered.body.data.status, 2);
  t.is(answered.body.data.assignee.id, ids.teach);
  const mine = (await alice.get('/api/workspace/help')).body.data.list.find(
    (h: { index: number }) => h.index === asked.body.data.index,
  );
  t.is(mine.correctionComment, '정답은 x 입니다');
});

test('editor settings are kept per user; submitted files download as {quizTitle}.zip', async (t) => {
  const alice = await as('alice');
  t.is((await alice.get('/api/workspace/editor-settings')).body.data.fontSize, 14);
  await alice.put('/api/workspace/editor-settings', {
    lineSpacing: 1.5,
    fontSize: 18,
    theme: 'dark',
    keymap: 'vim',
    autoSave: true,
    tabSize: 2,
    indentUnit: 'space',
    zoom: 110,
  });
  t.is((await alice.get('/api/workspace/editor-settings')).body.data.keymap, 'vim');
  const teach = await as('teach');
  const q = await teach.post('/api/workspace/quizzes', {
    type: 'file_submit',
    status: 1,
    common: common('보고서'),
    definition: { extensions: ['txt'] },
  });
  await alice.post(`/api/workspace/quizzes/${q.body.data.index}/submit`, {
    answer: { files: [{ name: 'report.txt', data: Buffer.from('안녕').toString('base64') }] },
  });
  const res = await alice.request(
    'GET',
    `/file/download_submitted_source?quizIndex=${q.body.data.index}&quizTitle=${encodeURIComponent('보고서')}`,
  );
  t.is(res.status, 200);
  t.true(res.headers.get('content-disposition')!.includes(encodeURIComponent('보고서.zip')));
  const bytes = new Uint8Array(await res.arrayBuffer());
  t.is(String.fromCharCode(bytes[0], bytes[1]), 'PK');
});
