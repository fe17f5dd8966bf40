/**
 * Quizzes inside a lecture's lessons follow the lecture's own access rules, asked of the real
 * lectures plugin (`lectures.lesson-access`): every read, run, test, submission, download and help
 * request. A lecture the caller may not see answers 404 like a missing quiz; a visible one they have
 * not joined answers the lesson player's "enrol first" (403 not_enrolled); preview lessons of a
 * public lecture open as the player opens them; nothing is written when a request is refused.
 */
import test from 'ava';
import { startTestCore, testPassword, type TestCore, type TestClient } from '@seodang/sdk/testing';

let app: TestCore;
const hanbit = 'hanbit.localhost';
const other = 'other.localhost';
const ids: Record<string, number> = {};
const clients = new Map<string, TestClient>();

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', 'lectures'] });
  ids.kim = await app.createUser({ userId: 'kim', isTeacher: true });
  for (const userId of ['lee', 'park']) ids[userId] = await app.createUser({ userId });
  const school = await app.createChannelWithMembers({
    slug: 'hanbit',
    members: {
      'hb.teacher': 'teacher',
      'hb.other.teacher': 'teacher',
      'hb.admin': 'admin',
      alice: 'student',
      bob: 'student',
    },
  });
  const second = await app.createChannelWithMembers({ slug: 'other', members: { carol: 'student' } });
  Object.assign(ids, school.ids, second.ids);
  await createLectures();
});
test.after.always(async () => {
  await app?.stop();
});

const as = async (userId: string, host?: string) => {
  const key = `${userId}@${host ?? ''}`;
  let c = clients.get(key);
  if (!c) {
    c = app.client({ host, locale: 'en' });
    await c.login(userId, testPassword);
    clients.set(key, c);
  }
  return c;
};

/** A published lecture with a quiz lesson and a preview quiz lesson, each holding a true/false quiz. */
async function lectureWithQuizzes(teacher: TestClient, patch: Record<string, unknown>) {
  const created = await teacher.post('/api/lecture', {
    subject: '퀴즈 강좌',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
    ...patch,
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const lecture = created.body.data.sequence as number;
  await teacher.put(`/api/lecture/${lecture}/publish`, { published: true });
  const lessonOf = async (title: string, isPreview: boolean) => {
    const r = await teacher.post(`/api/lecture/${lecture}/lessons`, {
      title,
      type: 'quiz',
      quizLanguage: 'python3',
      isPreview,
    });
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    return r.body.data.index as number;
  };
  const lesson = await lessonOf('퀴즈', false);
  const preview = await lessonOf('맛보기 퀴즈', true);
  const quizIn = async (lessonIndex: number) => {
    const r = await teacher.post('/api/workspace/quizzes', {
      type: 'true_false',
      status: 1,
      lectureIndex: lecture,
      lessonIndex,
      common: { title: `퀴즈 ${lessonIndex}`, contents: '참일까요?' },
      definition: { answer: true },
    });
    if (r.status !== 201) throw new Error(JSON.stringify(r.body));
    return r.body.data.index as number;
  };
  return { lecture, lesson, preview, quiz: await quizIn(lesson), previewQuiz: await quizIn(preview) };
}

type Place = Awaited<ReturnType<typeof lectureWithQuizzes>>;
let privateLecture: Place;
let paidLecture: Place;

/** A private lecture of the channel (alice invited and joined) and a paid one of the public site (lee joined). */
async function createLectures() {
  privateLecture = await lectureWithQuizzes(await as('hb.teacher', hanbit), {
    subject: '비공개 강좌',
    settings: { permission: 'private', acceptType: 'immediate', sequentialLessons: false },
  });
  await (
    await as('hb.teacher', hanbit)
  ).post(`/api/lecture/${privateLecture.lecture}/invite`, {
    userIds: ['alice'],
  });
  await (await as('alice', hanbit)).post(`/api/lecture/${privateLecture.lecture}/enrol`);
  // A paid lecture of the public site: park has not paid; lee was invited (and so joined).
  paidLecture = await lectureWithQuizzes(await as('kim'), {
    subject: '유료 강좌',
    isFree: false,
    price: 30000,
  });
  await (await as('kim')).post(`/api/lecture/${paidLecture.lecture}/invite`, { userIds: ['lee'] });
  await (await as('lee')).post(`/api/lecture/${paidLecture.lecture}/enrol`);
}

const answer = { value: true };

/** Every quiz endpoint a learner uses, with its status and error code. */
async function probe(c: TestClient, quiz: number) {
  const calls: [string, string, unknown?][] = [
    ['GET', `/api/workspace/quizzes/${quiz}`],
    ['GET', `/api/workspace/quizzes/${quiz}/answer`],
    ['PUT', `/api/workspace/quizzes/${quiz}/answer`, { version: 0, answer }],
    ['POST', `/api/workspace/quizzes/${quiz}/run`, { answer, stdin: '' }],
    ['POST', `/api/workspace/quizzes/${quiz}/test`, { answer }],
    ['POST', `/api/workspace/quizzes/${quiz}/submit`, { answer }],
    ['GET', `/api/workspace/quizzes/${quiz}/submissions`],
    ['POST', `/api/workspace/quizzes/${quiz}/help`, { content: '도와주세요' }],
    ['GET', `/file/download_submitted_source?quizIndex=${quiz}`],
  ];
  const out: Record<string, string> = {};
  for (const [method, path, body] of calls) {
    const r = await c.request(method, path, body);
    const json = r.headers.get('content-type')?.includes('json') ? await r.json() : null;
    out[`${method} ${path.replace(String(quiz), ':q')}`] = `${r.status} ${json?.err?.code ?? ''}`.trim();
  }
  return out;
}

/** Every endpoint answers the same refusal. */
const refusedEverywhere = (status: number, code: string) =>
  Object.fromEntries(
    [
      'GET /api/workspace/quizzes/:q',
      'GET /api/workspace/quizzes/:q/answer',
      'PUT /api/workspace/quizzes/:q/answer',
      'POST /api/workspace/quizzes/:q/run',
      'POST /api/workspace/quizzes/:q/test',
      'POST /api/workspace/quizzes/:q/submit',
      'GET /api/workspace/quizzes/:q/submissions',
      'POST /api/workspace/quizzes/:q/help',
      'GET /file/download_submitted_source?quizIndex=:q',
    ].map((k) => [k, `${status} ${code}`]),
  );

/** Nothing was recorded for this user about this quiz: no answer, submission or help request. */
async function nothingWritten(quiz: number, userId: number) {
  const [a, s, h] = await Promise.all(
    ['workspace_answers', 'workspace_submissions', 'workspace_help_requests'].map(async (table) =>
      Number(
        (await app.core.db(table).where({ quiz_id: quiz, user_id: userId }).count({ n: '*' }).first())?.n,
      ),
    ),
  );
  return a + s + h;
}

const listed = async (c: TestClient, place: Place, lessonIndex?: number) => {
  const qs = `lectureIndex=${place.lecture}${lessonIndex ? `&lessonIndex=${lessonIndex}` : ''}`;
  const r = await c.get(`/api/workspace/quizzes?${qs}`);
  return r.status === 200 ? (r.body.data.list as { index: number }[]).map((q) => q.index) : r.body.err.code;
};

test('a private lecture: its quizzes look missing (404) to a member not enrolled, even its preview lesson; nothing is written', async (t) => {
  const bob = await as('bob', hanbit);
  t.is((await bob.get(`/api/lecture/${privateLecture.lecture}`)).body.err.code, 'not_enrolled');
  for (const quiz of [privateLecture.quiz, privateLecture.previewQuiz]) {
    t.deepEqual(await probe(bob, quiz), refusedEverywhere(404, 'quiz_not_found'));
    t.is(await nothingWritten(quiz, ids.bob), 0);
  }
  t.deepEqual(await listed(bob, privateLecture), []);
  t.deepEqual(await listed(bob, privateLecture, privateLecture.lesson), []);
  t.false(
    (await bob.get('/api/workspace/quizzes')).body.data.list.some(
      (q: { lectureIndex: number | null }) => q.lectureIndex === privateLecture.lecture,
    ),
  );
});

test('a paid lecture: a learner who has not paid is told to enrol first (403) on every quiz endpoint of a lesson; nothing is written', async (t) => {
  const park = await as('park');
  t.is((await park.get(`/api/lecture/${paidLecture.lecture}/lessons/${paidLecture.lesson}`)).status, 403);
  const refused = await probe(park, paidLecture.quiz);
  t.deepEqual(refused, refusedEverywhere(403, 'not_enrolled'));
  const read = await park.get(`/api/workspace/quizzes/${paidLecture.quiz}`);
  t.is(read.body.err.message, 'Only enrolled students can open this.', "the lesson player's own message");
  t.is(await nothingWritten(paidLecture.quiz, ids.park), 0);
  t.is(await listed(park, paidLecture, paidLecture.lesson), 'not_enrolled');
  t.deepEqual(await listed(park, paidLecture), [paidLecture.previewQuiz], 'only the preview lesson’s quiz');
});

test("a preview lesson's quiz opens as the lesson player opens it: read, run and test; submitting stays for enrolled students", async (t) => {
  const park = await as('park');
  t.is((await park.get(`/api/lecture/${paidLecture.lecture}/lessons/${paidLecture.preview}`)).status, 200);
  const seen = await probe(park, paidLecture.previewQuiz);
  t.is(seen['GET /api/workspace/quizzes/:q'], '200');
  t.is(seen['GET /api/workspace/quizzes/:q/answer'], '200');
  // A true/false quiz has nothing to run: reaching the quiz type's answer is past the access rule.
  t.is(seen['POST /api/workspace/quizzes/:q/run'], '400 not_judge_type');
  t.is(seen['POST /api/workspace/quizzes/:q/test'], '400 not_judge_type');
  t.is(seen['PUT /api/workspace/quizzes/:q/answer'], '403 only_students');
  t.is(seen['POST /api/workspace/quizzes/:q/submit'], '403 only_students');
  t.deepEqual(await listed(park, paidLecture, paidLecture.preview), [paidLecture.previewQuiz]);
});

test('enrolled learners read, run, test, save and submit the quizzes of their lectures', async (t) => {
  for (const [c, place] of [
    [await as('alice', hanbit), privateLecture],
    [await as('lee'), paidLecture],
  ] as const) {
    const seen = await probe(c, place.quiz);
    t.like(seen, {
      'GET /api/workspace/quizzes/:q': '200',
      'GET /api/workspace/quizzes/:q/answer': '200',
      'PUT /api/workspace/quizzes/:q/answer': '200',
      'POST /api/workspace/quizzes/:q/run': '400 not_judge_type',
      'POST /api/workspace/quizzes/:q/test': '400 not_judge_type',
      'POST /api/workspace/quizzes/:q/submit': '201',
      'GET /api/workspace/quizzes/:q/submissions': '200',
      'POST /api/workspace/quizzes/:q/help': '201',
      'GET /file/download_submitted_source?quizIndex=:q': '200',
    });
    const learnerView = (await c.get(`/api/workspace/quizzes/${place.quiz}`)).body.data;
    t.false(JSON.stringify(learnerView).includes('"answer":true'), 'learners never see the answer');
    t.deepEqual(await listed(c, place, place.lesson), [place.quiz]);
  }
});

test('a member of another channel gets 404 for the quizzes of this channel’s lectures', async (t) => {
  const carol = await as('carol', other);
  t.deepEqual(await probe(carol, privateLecture.quiz), refusedEverywhere(404, 'quiz_not_found'));
  t.is(await nothingWritten(privateLecture.quiz, ids.carol), 0);
  t.deepEqual(await listed(carol, privateLecture, privateLecture.lesson), []);
  t.is(
    (await (await as('carol', hanbit)).get(`/api/workspace/quizzes/${privateLecture.quiz}`)).body.err.code,
    'not_channel_member',
  );
});

test('the author and the channel admin manage the quizzes; another teacher of the channel is not let in', async (t) => {
  for (const [c, place] of [
    [await as('hb.teacher', hanbit), privateLecture],
    [await as('hb.admin', hanbit), privateLecture],
    [await as('kim'), paidLecture],
  ] as const) {
    const view = await c.get(`/api/workspace/quizzes/${place.quiz}`);
    t.is(view.status, 200);
    t.like(view.body.data.definition, { answer: true }, 'authors see the whole definition');
    const list = (await c.get(`/api/workspace/quizzes?lectureIndex=${place.lecture}`)).body.data.list;
    t.deepEqual(
      list.map((q: { index: number; canEdit: boolean }) => [q.index, q.canEdit]),
      [
        [place.quiz, true],
        [place.previewQuiz, true],
      ],
    );
  }
  const otherTeacher = await as('hb.other.teacher', hanbit);
  t.is((await otherTeacher.get(`/api/workspace/quizzes/${privateLecture.quiz}`)).status, 404);
});

test('as in the lesson player: a locked lesson answers lesson_locked and an ended study period lecture_closed; nothing is written', async (t) => {
  const teacher = await as('hb.teacher', hanbit);
  const created = await teacher.post('/api/lecture', {
    subject: '차례대로 강좌',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
    settings: { permission: 'public', acceptType: 'immediate', sequentialLessons: true },
  });
  const lecture = created.body.data.sequence as number;
  await teacher.put(`/api/lecture/${lecture}/publish`, { published: true });
  const first = (
    await teacher.post(`/api/lecture/${lecture}/lessons`, {
      title: '읽기',
      type: 'text',
      items: [{ type: 'text', content: '<p>본문</p>' }],
    })
  ).body.data.index as number;
  const second = (
    await teacher.post(`/api/lecture/${lecture}/lessons`, {
      title: '퀴즈',
      type: 'quiz',
      quizLanguage: 'python3',
    })
  ).body.data.index as number;
  const quiz = (
    await teacher.post('/api/workspace/quizzes', {
      type: 'true_false',
      status: 1,
      lectureIndex: lecture,
      lessonIndex: second,
      common: { title: '차례 퀴즈', contents: '참일까요?' },
      definition: { answer: true },
    })
  ).body.data.index as number;

  const bob = await as('bob', hanbit);
  t.is((await bob.get(`/api/workspace/quizzes/${quiz}`)).body.err.code, 'not_enrolled', 'a public lecture');

  const alice = await as('alice', hanbit);
  t.is((await alice.post(`/api/lecture/${lecture}/enrol`)).body.data.state, 'joined');
  t.is((await alice.get(`/api/lecture/${lecture}/lessons/${second}`)).body.err.code, 'lesson_locked');
  t.deepEqual(await probe(alice, quiz), refusedEverywhere(403, 'lesson_locked'));
  await alice.post(`/api/lecture/${lecture}/lessons/${first}/complete`);
  t.is(
    (await alice.get(`/api/workspace/quizzes/${quiz}`)).status,
    200,
    'open once the lesson before is done',
  );

  await app.core
    .db('lecture_enrolments')
    .where({ lecture_id: lecture, user_id: ids.alice })
    .update({ expires_at: new Date(Date.now() - 86_400_000) });
  t.is((await alice.get(`/api/lecture/${lecture}/lessons/${second}`)).body.err.code, 'lecture_closed');
  const closed = await probe(alice, quiz);
  t.deepEqual(closed, refusedEverywhere(403, 'lecture_closed'));
  t.is(await nothingWritten(quiz, ids.alice), 0);
  t.is(await nothingWritten(quiz, ids.bob), 0);
  t.is((await teacher.get(`/api/workspace/quizzes/${quiz}`)).status, 200, 'its author still opens it');
});
