/**
 * The code tab on real PostgreSQL, Redis and Janus with the workspace: the class's quiz (only a
 * published, non-exam quiz of its lecture, in its channel), who may choose it, hosts reading the
 * listed learners' saved code, a learner reading only their own and the shown one, the hosts'
 * topic hearing a save with ids only, and another channel's ids answering 404.
 */
import test from 'ava';
import type { TestClient } from '@seodang/sdk/testing';
import { liveClassMessages } from '../common/index.ts';
import { codeEvents, codeQuery, liveHostsTopic, type ClassCode } from '../common/code-tab.ts';
import { startLiveFixture, type LiveFixture } from '../testing/fixture.ts';

let f: LiveFixture;
/** The lecture's published programming quiz, and quizzes a class may not take. */
const quizzes = { open: 0, later: 0, draft: 0, exam: 0, otherLecture: 0, far: 0 };

const program = {
  language: ['python3'],
  source: { python3: [{ name: 'main.py', content: 'n = int(input())\n', locked: [] }] },
  inputset: ['3\n'],
  outputset: ['6\n'],
  testcase_type: ['open'],
  answer_code: '',
  answer_language: 'python3',
};

/** A quiz lesson of the lecture, holding a quiz made by its teacher. */
async function quizIn(
  teacher: TestClient,
  lecture: number,
  patch: { status?: number; mode?: string; title?: string } = {},
): Promise<number> {
  const lesson = await teacher.post(`/api/lecture/${lecture}/lessons`, {
    title: '반복문 퀴즈',
    type: 'quiz',
    quizLanguage: 'python3',
  });
  if (lesson.status !== 201) throw new Error(JSON.stringify(lesson.body));
  const made = await teacher.post('/api/workspace/quizzes', {
    type: 'programming',
    status: patch.status ?? 1,
    lectureIndex: lecture,
    lessonIndex: lesson.body.data.index,
    common: {
      title: patch.title ?? '1부터 N까지의 합',
      contents: '1부터 N까지의 합을 출력하세요.',
      ...(patch.mode ? { setting: { mode: patch.mode } } : {}),
    },
    definition: program,
  });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  return made.body.data.index as number;
}

test.before(async () => {
  f = await startLiveFixture(3, {}, ['workspace']);
  const teacher = await f.as('teach');
  // Learners open a published lecture's quizzes.
  await teacher.put(`/api/lecture/${f.lecture}/publish`, { published: true });
  quizzes.open = await quizIn(teacher, f.lecture);
  quizzes.later = await quizIn(teacher, f.lecture, { title: '짝수의 합' });
  quizzes.draft = await quizIn(teacher, f.lecture, { status: 0, title: '초안' });
  quizzes.exam = await quizIn(teacher, f.lecture, { mode: 'exam_mode', title: '시험 문제' });
  const other = await teacher.post('/api/lecture', {
    subject: '다른 강의',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  quizzes.otherLecture = await quizIn(teacher, other.body.data.sequence as number, {
    title: '다른 강의 문제',
  });
  quizzes.far = await quizIn(await f.as('far.teach', { far: true }), f.farLecture, { title: '먼 채널 문제' });
});
test.after.always(async () => {
  await f?.app.stop();
});

const code = (content: string) => ({ language: 'python3', files: [{ name: 'main.py', content }] });

/** Saves the learner's answer in the workspace (the next version after what they saved before). */
async function save(c: TestClient, quiz: number, content: string): Promise<number> {
  const mine = await c.get(`/api/workspace/quizzes/${quiz}/answer`);
  if (mine.status !== 200) throw new Error(JSON.stringify(mine.body));
  const saved = await c.put(`/api/workspace/quizzes/${quiz}/answer`, {
    version: mine.body.data.version,
    answer: code(content),
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return saved.body.data.version as number;
}

/** A running class with the lecture's quiz, joined by its teacher and the given learners. */
async function classWithQuiz(learners: string[], quizIndex = quizzes.open): Promise<number> {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const chosen = await teacher.put(`/api/live/${index}/quiz`, { quizIndex });
  if (chosen.status !== 200) throw new Error(JSON.stringify(chosen.body));
  for (const id of ['teach', ...learners]) {
    const joined = await (await f.as(id)).post(`/api/live/${index}/join`);
    if (joined.status !== 200) throw new Error(JSON.stringify(joined.body));
  }
  return index;
}

const cardsOf = (body: { data: ClassCode }) =>
  body.data.list.map((c) => [
    c.userObjectId,
    (c.answer as { files: { content: string }[] } | null)?.files[0]?.content ?? null,
  ]);

test('messages in ko, en and ja; the users list is bounded', (t) => {
  for (const key of ['live-class.error.quiz_not_found', 'live-class.validation.code_users'])
    for (const locale of ['ko', 'en', 'ja'] as const)
      t.truthy(liveClassMessages[locale][key], `${locale} ${key}`);
  t.deepEqual(codeQuery.parse({ users: '3,1,3' }).users, [3, 1]);
  t.deepEqual(codeQuery.parse({}).users, []);
  t.false(codeQuery.safeParse({ users: Array.from({ length: 25 }, (_, i) => i + 1).join(',') }).success);
  t.false(codeQuery.safeParse({ users: '1,x' }).success);
  t.false(codeQuery.safeParse({ users: '0' }).success);
});

test('the class quiz: hosts choose a published, non-exam quiz of the lecture; others are refused', async (t) => {
  const index = await f.meeting({}, { start: true });
  const teacher = await f.as('teach');
  const empty = await teacher.get(`/api/live/${index}/quiz`);
  t.is(empty.status, 200);
  t.is(empty.body.data.quiz, null);
  // The teacher's choices are the lecture's published quizzes outside exams only.
  const choices = (empty.body.data.choices as { index: number }[]).map((q) => q.index);
  t.true(choices.includes(quizzes.open));
  for (const left of [quizzes.draft, quizzes.exam, quizzes.otherLecture, quizzes.far])
    t.false(choices.includes(left), String(left));
  for (const [name, quizIndex] of [
    ['a draft', quizzes.draft],
    ["an exam's quiz", quizzes.exam],
    ["another lecture's quiz", quizzes.otherLecture],
    ["another channel's quiz", quizzes.far],
    ['a missing quiz', 2_000_000_000],
  ] as const) {
    const refused = await teacher.put(`/api/live/${index}/quiz`, { quizIndex });
    t.deepEqual([refused.status, refused.body.err?.code], [404, 'quiz_not_found'], name);
  }
  t.is((await teacher.put(`/api/live/${index}/quiz`, { quizIndex: 'x' })).status, 400);
  const en = await f.as('teach', { locale: 'en' });
  t.is(
    (await en.put(`/api/live/${index}/quiz`, { quizIndex: quizzes.exam })).body.err.message,
    liveClassMessages.en['live-class.error.quiz_not_found'],
  );

  const learnerSocket = await f.socket(await f.as('learner1'), index);
  const chosen = await teacher.put(`/api/live/${index}/quiz`, { quizIndex: quizzes.open });
  t.is(chosen.status, 200);
  t.like(chosen.body.data, { quiz: { index: quizzes.open, type: 'programming' }, shownUserId: null });
  const heard = await learnerSocket.waitFor((m) => m.event === codeEvents.quiz);
  t.like(heard.data, { quiz: { index: quizzes.open }, shownUserId: null });
  learnerSocket.close();
  // Choosing it again changes nothing and tells nobody.
  t.is((await teacher.put(`/api/live/${index}/quiz`, { quizIndex: quizzes.open })).status, 200);
  t.is(
    await f.app.core
      .db('live_class_quizzes')
      .where({ meeting_id: index })
      .count('* as n')
      .first()
      .then((r) => Number(r?.n)),
    1,
  );

  const callers: [string, () => Promise<TestClient>, { read: number; write: number; code?: string }][] = [
    ['anonymous', async () => f.app.client({ host: f.school.host }), { read: 401, write: 401 }],
    ['enrolled learner', () => f.as('learner1'), { read: 200, write: 403, code: 'not_host' }],
    ['unenrolled learner', () => f.as('outsider'), { read: 403, write: 403, code: 'not_enrolled' }],
    ['other teacher', () => f.as('other.teacher'), { read: 403, write: 403, code: 'not_host' }],
    ['channel admin', () => f.as('boss'), { read: 200, write: 200 }],
    ["another channel's admin", () => f.as('far.admin', { far: true }), { read: 404, write: 404 }],
  ];
  for (const [who, client, expected] of callers) {
    const c = await client();
    const read = await c.get(`/api/live/${index}/quiz`);
    t.is(read.status, expected.read, `${who} GET quiz`);
    if (read.status === 200) {
      t.is(read.body.data.quiz.index, quizzes.open, who);
      if (who === 'enrolled learner') t.deepEqual(read.body.data.choices, [], 'learners get no choices');
    }
    const write = await c.put(`/api/live/${index}/quiz`, { quizIndex: quizzes.open });
    t.is(write.status, expected.write, `${who} PUT quiz`);
    if (expected.code && write.status === 403) t.is(write.body.err.code, expected.code, who);
    for (const [method, path, body] of [
      ['GET', `/api/live/${index}/code`],
      ['PUT', `/api/live/${index}/code`, { shownUserId: null }],
    ] as const) {
      const res = await c.json(method, path, body);
      const expectedStatus = method === 'GET' ? expected.read : expected.write;
      t.is(res.status, expectedStatus, `${who} ${method} code`);
    }
  }
  // Taken away: the class has no quiz, and showing code is refused.
  t.like((await teacher.put(`/api/live/${index}/quiz`, { quizIndex: null })).body.data, { quiz: null });
  const noQuiz = await teacher.put(`/api/live/${index}/code`, { shownUserId: f.school.ids.learner1 });
  t.deepEqual([noQuiz.status, noQuiz.body.err?.code], [404, 'quiz_not_found']);
  await teacher.post(`/api/live/${index}/end`);
  const ended = await teacher.put(`/api/live/${index}/quiz`, { quizIndex: quizzes.open });
  t.deepEqual([ended.status, ended.body.err?.code], [409, 'already_ended']);
});

test("hosts read the listed learners' code and hear saves with ids only; learners read their own and the shown one", async (t) => {
  const index = await classWithQuiz(['learner1', 'learner2']);
  const [l1, l2, l3] = [f.school.ids.learner1, f.school.ids.learner2, f.school.ids.learner3];
  const teacher = await f.as('teach');
  const learner1 = await f.as('learner1');
  const learner2 = await f.as('learner2');
  const hostSocket = await f.socket(teacher, index, { topic: liveHostsTopic(index) });
  t.truthy(hostSocket.messages.find((m) => m.type === 'subscribed'));
  // Learners do not hear the hosts' topic.
  const refusedSocket = await f.socket(learner1, index, { topic: liveHostsTopic(index) });
  t.like(
    refusedSocket.messages.find((m) => m.topic === liveHostsTopic(index)),
    { type: 'error', code: 'forbidden' },
  );
  refusedSocket.close();

  const version = await save(learner1, quizzes.open, 'print(sum(range(1, 11)))\n');
  const heard = await hostSocket.waitFor((m) => m.event === codeEvents.saved && m.data?.userObjectId === l1);
  t.deepEqual(heard.data, { userObjectId: l1, version }, 'ids only, no code');

  const read = await teacher.get(`/api/live/${index}/code?users=${l1},${l2}`);
  t.is(read.status, 200);
  t.deepEqual(cardsOf(read.body), [
    [l1, 'print(sum(range(1, 11)))\n'],
    [l2, null],
  ]);
  t.like(read.body.data.list[0], { name: '학생1', version });
  // Someone of the school who is not in the class has no card.
  t.deepEqual(cardsOf((await teacher.get(`/api/live/${index}/code?users=${l3}`)).body), []);
  // Another channel's user answers like a missing one.
  const far = await teacher.get(`/api/live/${index}/code?users=${l1},${f.far.ids['far.teach']}`);
  t.deepEqual([far.status, far.body.err?.code], [404, 'user_not_found']);

  // A learner reads their own code only, and cannot ask for anyone else's.
  t.deepEqual(cardsOf((await learner2.get(`/api/live/${index}/code`)).body), [[l2, null]]);
  const peek = await learner2.get(`/api/live/${index}/code?users=${l1}`);
  t.deepEqual([peek.status, peek.body.err?.code], [403, 'not_host']);

  // The host shows learner1's code to all: learner2 now reads it, and hears learner1's next save.
  const learner2Socket = await f.socket(learner2, index);
  const shown = await teacher.put(`/api/live/${index}/code`, { shownUserId: l1 });
  t.deepEqual(shown.body.data, { shownUserId: l1 });
  await learner2Socket.waitFor((m) => m.event === codeEvents.quiz && m.data?.shownUserId === l1);
  const both = await learner2.get(`/api/live/${index}/code`);
  t.is(both.body.data.shownUserId, l1);
  t.deepEqual(cardsOf(both.body), [
    [l2, null],
    [l1, 'print(sum(range(1, 11)))\n'],
  ]);
  t.is((await learner2.get(`/api/live/${index}/code?users=${l1}`)).status, 200);
  const next = await save(learner1, quizzes.open, 'n = int(input())\nprint(n * (n + 1) // 2)\n');
  const shownSaved = await learner2Socket.waitFor((m) => m.event === codeEvents.shownSaved);
  t.deepEqual(shownSaved.data, { userObjectId: l1, version: next });
  learner2Socket.close();
  // Learner2's save reaches the hosts, never the learners' topic.
  await save(learner2, quizzes.open, 'print(6)\n');
  await hostSocket.waitFor((m) => m.event === codeEvents.saved && m.data?.userObjectId === l2);
  hostSocket.close();

  // Only the class's learners can be shown; another channel's id is a 404 as well.
  for (const shownUserId of [l3, f.school.ids.teach, f.far.ids['far.admin']]) {
    const refused = await teacher.put(`/api/live/${index}/code`, { shownUserId });
    t.deepEqual([refused.status, refused.body.err?.code], [404, 'user_not_found'], String(shownUserId));
  }
  t.is((await learner1.put(`/api/live/${index}/code`, { shownUserId: l1 })).status, 403);
  t.deepEqual((await teacher.put(`/api/live/${index}/code`, { shownUserId: null })).body.data, {
    shownUserId: null,
  });
  const alone = await learner2.get(`/api/live/${index}/code?users=${l1}`);
  t.deepEqual([alone.status, alone.body.err?.code], [403, 'not_host']);
});

test("another channel's class and a class without the workspace's quiz answer as missing", async (t) => {
  const index = await classWithQuiz(['learner1'], quizzes.later);
  const farAdmin = await f.as('far.admin', { far: true });
  for (const path of [`/api/live/${index}/quiz`, `/api/live/${index}/code`]) {
    const res = await farAdmin.get(path);
    t.deepEqual([res.status, res.body.err?.code], [404, 'meeting_not_found'], path);
  }
  // The quiz unpublished meanwhile: the class has none, and nobody's code is read.
  const teacher = await f.as('teach');
  await f.app.core.db('workspace_quizzes').where({ id: quizzes.later }).update({ status: 0 });
  try {
    t.is((await teacher.get(`/api/live/${index}/quiz`)).body.data.quiz, null);
    t.deepEqual((await teacher.get(`/api/live/${index}/code?users=${f.school.ids.learner1}`)).body.data, {
      quizIndex: null,
      shownUserId: null,
      list: [],
    });
  } finally {
    await f.app.core.db('workspace_quizzes').where({ id: quizzes.later }).update({ status: 1 });
  }
});
