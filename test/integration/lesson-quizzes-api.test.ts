/**
 * Quizzes in lessons, with the real lectures plugin: the lecture's editors attach their quizzes to
 * a lesson, reorder and detach them (`PUT /api/workspace/lessons/:lecture/:lesson/quizzes`); others
 * are refused, another channel's quiz answers 404. A learner's RIGHT submissions of every quiz of a
 * quiz lesson complete it (`workspace.submission-graded` → `lectures.lesson-completed`), once.
 */
import test from 'ava';
import { definePlugin } from '@seodang/sdk';
import { startTestCore, testPassword, type TestCore, type TestClient } from '@seodang/sdk/testing';
import { lessonCompleted, type LessonCompleted } from '@seodang/plugin-lectures/events';
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';

let app: TestCore;
const hanbit = 'hanbit.localhost';
const other = 'other.localhost';
const completions: LessonCompleted[] = [];

// Listens like any plugin would to the lectures' announcement.
const listener = {
  manifest: { id: 'completion-listener', apiVersion: 1 as const, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'completion-listener',
    register(env) {
      env.on(lessonCompleted, (p) => {
        completions.push(p);
      });
    },
  }),
};

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', 'lectures', listener] });
  await app.createChannelWithMembers({
    slug: 'hanbit',
    members: { 'hb.teacher': 'teacher', 'hb.other': 'teacher', alice: 'student' },
  });
  await app.createChannelWithMembers({ slug: 'other', members: { 'ot.teacher': 'teacher' } });
});
test.after.always(async () => {
  await app?.stop();
});

const clients = new Map<string, TestClient>();
const as = async (userId: string, host = hanbit) => {
  const key = `${userId}@${host}`;
  let c = clients.get(key);
  if (!c) {
    c = app.client({ host, locale: 'en' });
    await c.login(userId, testPassword);
    clients.set(key, c);
  }
  return c;
};

/** A published lecture of the channel with one quiz lesson and one text lesson. */
async function lectureOf(teacher: TestClient, subject: string) {
  const {
    lecture,
    lessons: [lesson, textLesson],
  } = await createLectureWithLessons(
    teacher,
    [
      { title: '퀴즈', type: 'quiz', quizLanguage: 'python3' },
      { title: '읽기', type: 'text', quizLanguage: 'python3' },
    ],
    { subject },
  );
  await teacher.put(`/api/lecture/${lecture}/publish`, { published: true });
  return { lecture, lesson, textLesson };
}

/** A published true/false quiz in no lecture (answer: true). */
async function quizOf(teacher: TestClient, title: string) {
  const r = await teacher.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    common: { title, contents: '참일까요?' },
    definition: { answer: true },
  });
  if (r.status !== 201) throw new Error(JSON.stringify(r.body));
  return r.body.data.index as number;
}

const titlesOf = async (c: TestClient, lecture: number, lesson: number) =>
  (await c.get(`/api/workspace/quizzes?lectureIndex=${lecture}&lessonIndex=${lesson}`)).body.data.list.map(
    (q: { title: string }) => q.title,
  );

test('the lecture owner attaches, reorders and detaches quizzes of a lesson', async (t) => {
  const teacher = await as('hb.teacher');
  const { lecture, lesson } = await lectureOf(teacher, '순서 강좌');
  const a = await quizOf(teacher, 'A');
  const b = await quizOf(teacher, 'B');
  const path = `/api/workspace/lessons/${lecture}/${lesson}/quizzes`;

  const attached = await teacher.put(path, { quizzes: [b, a] });
  t.is(attached.status, 200, JSON.stringify(attached.body));
  t.deepEqual(
    attached.body.data.list.map((q: { index: number }) => q.index),
    [b, a],
  );
  t.deepEqual(await titlesOf(teacher, lecture, lesson), ['B', 'A']);

  t.is((await teacher.put(path, { quizzes: [a, b] })).status, 200);
  t.deepEqual(await titlesOf(teacher, lecture, lesson), ['A', 'B']);

  t.is((await teacher.put(path, { quizzes: [a] })).status, 200);
  t.deepEqual(await titlesOf(teacher, lecture, lesson), ['A']);
  // A detached quiz stays the teacher's, in the lecture but in no lesson.
  const detached = await teacher.get(`/api/workspace/quizzes/${b}`);
  t.is(detached.body.data.lessonIndex, null);
  t.is(detached.body.data.lectureIndex, lecture);

  const dup = await teacher.put(path, { quizzes: [a, a] });
  t.is(dup.status, 400);
});

test('only the lecture editors, with quizzes of this channel they may edit', async (t) => {
  const teacher = await as('hb.teacher');
  const { lecture, lesson } = await lectureOf(teacher, '권한 강좌');
  const mine = await quizOf(teacher, '내 퀴즈');
  const path = `/api/workspace/lessons/${lecture}/${lesson}/quizzes`;

  // Another teacher of the channel and a student may not change the lecture's lessons.
  t.is((await (await as('hb.other')).put(path, { quizzes: [mine] })).status, 403);
  t.is((await (await as('alice')).put(path, { quizzes: [mine] })).status, 403);
  t.is((await app.client({ host: hanbit }).put(path, { quizzes: [mine] })).status, 401);

  // Another channel's quiz answers like a missing one, and nothing is written.
  const foreign = await quizOf(await as('ot.teacher', other), '다른 채널');
  const refused = await teacher.put(path, { quizzes: [mine, foreign] });
  t.is(refused.status, 404);
  t.deepEqual(await titlesOf(teacher, lecture, lesson), []);
  t.is((await teacher.put(path, { quizzes: [999999] })).status, 404);

  // The lesson must be the lecture's; another lecture's lesson answers 404.
  const { lesson: otherLesson } = await lectureOf(await as('hb.other'), '남의 강좌');
  t.is(
    (await teacher.put(`/api/workspace/lessons/${lecture}/${otherLesson}/quizzes`, { quizzes: [] })).status,
    404,
  );
  // From another channel the lecture does not exist.
  t.is((await (await as('ot.teacher', other)).put(path, { quizzes: [] })).status, 404);

  // A quiz in another teacher's lecture is not theirs to move.
  const theirs = await lectureOf(await as('hb.other'), '다른 선생님 강좌');
  const theirQuiz = await quizOf(await as('hb.other'), '남의 퀴즈');
  t.is(
    (
      await (
        await as('hb.other')
      ).put(`/api/workspace/lessons/${theirs.lecture}/${theirs.lesson}/quizzes`, {
        quizzes: [theirQuiz],
      })
    ).status,
    200,
  );
  t.is((await teacher.put(path, { quizzes: [theirQuiz] })).status, 403);
  t.deepEqual(await titlesOf(await as('hb.other'), theirs.lecture, theirs.lesson), ['남의 퀴즈']);

  t.is((await teacher.put(path, { quizzes: [mine] })).status, 200);
  t.deepEqual(await titlesOf(teacher, lecture, lesson), ['내 퀴즈']);
});

test('RIGHT submissions of every quiz of a quiz lesson complete it, once', async (t) => {
  const teacher = await as('hb.teacher');
  const { lecture, lesson } = await lectureOf(teacher, '완료 강좌');
  const first = await quizOf(teacher, '첫 퀴즈');
  const second = await quizOf(teacher, '둘째 퀴즈');
  t.is(
    (await teacher.put(`/api/workspace/lessons/${lecture}/${lesson}/quizzes`, { quizzes: [first, second] }))
      .status,
    200,
  );
  const alice = await as('alice');
  t.is((await alice.post(`/api/lecture/${lecture}/enrol`)).status, 201);
  const stateOf = async () =>
    (await alice.get(`/api/lecture/${lecture}/lessons/${lesson}`)).body.data.lesson.state;
  t.is(await stateOf(), 0);

  const submit = (quiz: number, value: boolean) =>
    alice.post(`/api/workspace/quizzes/${quiz}/submit`, { answer: { value } });
  t.is((await submit(first, false)).body.data.outcome, 'WRONG');
  t.is(await stateOf(), 2, 'CHALLENGE while trying');
  t.is((await submit(first, true)).body.data.outcome, 'RIGHT');
  t.is(await stateOf(), 2, 'one quiz of two is not the lesson');
  // Other tests of this file complete their own lessons meanwhile: look at this lecture's only.
  t.deepEqual(
    completions.filter((c) => c.lectureIndex === lecture),
    [],
  );

  t.is((await submit(second, true)).body.data.outcome, 'RIGHT');
  t.is(await stateOf(), 1, 'COMPLETE');
  const mine = completions.filter((c) => c.lectureIndex === lecture);
  t.is(mine.length, 1);
  t.like(mine[0], { lessonIndex: lesson, lectureComplete: false });

  // A second RIGHT (or a later WRONG) submission changes nothing and announces nothing.
  await submit(second, true);
  await submit(first, false);
  t.is(await stateOf(), 1);
  t.is(completions.filter((c) => c.lectureIndex === lecture).length, 1);
});

test("a teacher's full-score grade of a hand-graded quiz completes the lesson", async (t) => {
  const teacher = await as('hb.teacher');
  const { lecture, lesson } = await lectureOf(teacher, '서술 강좌');
  const created = await teacher.post('/api/workspace/quizzes', {
    type: 'descriptive',
    status: 1,
    lectureIndex: lecture,
    lessonIndex: lesson,
    common: { title: '서술', contents: '생각을 쓰세요.' },
    definition: { modelAnswer: '모범 답안', score: 10 },
  });
  t.is(created.status, 201);
  const alice = await as('alice');
  t.is((await alice.post(`/api/lecture/${lecture}/enrol`)).status, 201);
  const stateOf = async () =>
    (await alice.get(`/api/lecture/${lecture}/lessons/${lesson}`)).body.data.lesson.state;
  const sub = await alice.post(`/api/workspace/quizzes/${created.body.data.index}/submit`, {
    answer: { text: '제 생각은 이렇습니다.' },
  });
  t.is(sub.body.data.outcome, 'MANUAL');
  t.is(await stateOf(), 0, 'waiting for the teacher is not a verdict');
  const grade = (score: number) =>
    teacher.post(`/api/workspace/submissions/${sub.body.data.index}/grade`, { score });
  t.is((await grade(5)).body.data.outcome, 'WRONG');
  t.is(await stateOf(), 2);
  t.is((await grade(10)).body.data.outcome, 'RIGHT');
  t.is(await stateOf(), 1);
  t.is(completions.filter((c) => c.lectureIndex === lecture).length, 1);
});
