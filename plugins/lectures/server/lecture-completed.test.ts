/**
 * `lectures.lecture-completed`: announced after the progress is stored when a learner's last lesson
 * completes, by a click (text lessons) or by a RIGHT verdict (quiz lessons), exactly once per
 * learner and lecture.
 */
import test from 'ava';
import { definePlugin } from '@seodang/sdk';
import { startTestCore, testPassword, type TestCore, type TestClient } from '@seodang/sdk/testing';
import { lectureCompleted, type LectureCompleted } from '../common/events.ts';
import { createLectureWithLessons } from '../testing/index.ts';

let app: TestCore;
const host = 'hanbit.localhost';
const announced: LectureCompleted[] = [];
let channelId = 0;
let ids: Record<string, number> = {};

const listener = {
  manifest: { id: 'lecture-listener', apiVersion: 1 as const, requires: [], optional: [], services: [] },
  definition: definePlugin({
    id: 'lecture-listener',
    register(env) {
      env.on(lectureCompleted, (p) => {
        announced.push(p);
      });
    },
  }),
};

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', 'lectures', listener] });
  const made = await app.createChannelWithMembers({
    slug: 'hanbit',
    members: { 'hb.teacher': 'teacher', alice: 'student', bora: 'student' },
  });
  channelId = made.id;
  ids = made.ids;
});
test.after.always(async () => {
  await app?.stop();
});

const as = async (userId: string): Promise<TestClient> => {
  const c = app.client({ host, locale: 'en' });
  await c.login(userId, testPassword);
  return c;
};
const of = (lecture: number) => announced.filter((a) => a.lectureIndex === lecture);

test('the last text lesson clicked done announces the lecture once, however often it is clicked', async (t) => {
  const teacher = await as('hb.teacher');
  const {
    lecture,
    lessons: [first, second],
  } = await createLectureWithLessons(
    teacher,
    [
      { title: '하나', type: 'text', quizLanguage: 'python3' },
      { title: '둘', type: 'text', quizLanguage: 'python3' },
    ],
    { subject: '읽기 강좌' },
  );
  t.is((await teacher.put(`/api/lecture/${lecture}/publish`, { published: true })).status, 200);
  const alice = await as('alice');
  t.is((await alice.post(`/api/lecture/${lecture}/enrol`)).status, 201);
  const complete = (lesson: number) => alice.post(`/api/lecture/${lecture}/lessons/${lesson}/complete`);

  t.is((await complete(first)).status, 200);
  t.deepEqual(of(lecture), [], 'one lesson of two is not the lecture');
  const last = await complete(second);
  t.is(last.status, 200);
  t.true(last.body.data.lectureComplete);
  t.deepEqual(of(lecture), [{ userId: ids.alice, channelId, lectureIndex: lecture }]);

  // Clicked again, together: nothing more.
  await Promise.all([complete(first), complete(second), complete(second)]);
  t.is(of(lecture).length, 1);
  // Another learner's completion is theirs.
  const bora = await as('bora');
  t.is((await bora.post(`/api/lecture/${lecture}/enrol`)).status, 201);
  await bora.post(`/api/lecture/${lecture}/lessons/${first}/complete`);
  await bora.post(`/api/lecture/${lecture}/lessons/${second}/complete`);
  t.deepEqual(
    of(lecture).map((a) => a.userId),
    [ids.alice, ids.bora],
  );
});

test('a RIGHT verdict on the last quiz lesson announces the lecture once', async (t) => {
  const teacher = await as('hb.teacher');
  const {
    lecture,
    lessons: [reading, quizLesson],
  } = await createLectureWithLessons(
    teacher,
    [
      { title: '읽기', type: 'text', quizLanguage: 'python3' },
      { title: '퀴즈', type: 'quiz', quizLanguage: 'python3' },
    ],
    { subject: '퀴즈 강좌' },
  );
  t.is((await teacher.put(`/api/lecture/${lecture}/publish`, { published: true })).status, 200);
  const quiz = await teacher.post('/api/workspace/quizzes', {
    type: 'true_false',
    status: 1,
    common: { title: '참거짓', contents: '참일까요?' },
    definition: { answer: true },
  });
  t.is(quiz.status, 201);
  const quizIndex = quiz.body.data.index as number;
  t.is(
    (await teacher.put(`/api/workspace/lessons/${lecture}/${quizLesson}/quizzes`, { quizzes: [quizIndex] }))
      .status,
    200,
  );
  const alice = await as('alice');
  t.is((await alice.post(`/api/lecture/${lecture}/enrol`)).status, 201);
  t.is((await alice.post(`/api/lecture/${lecture}/lessons/${reading}/complete`)).status, 200);
  const submit = (value: boolean) =>
    alice.post(`/api/workspace/quizzes/${quizIndex}/submit`, { answer: { value } });

  t.is((await submit(false)).body.data.outcome, 'WRONG');
  t.deepEqual(of(lecture), []);
  t.is((await submit(true)).body.data.outcome, 'RIGHT');
  t.deepEqual(of(lecture), [{ userId: ids.alice, channelId, lectureIndex: lecture }]);
  await submit(true);
  t.is(of(lecture).length, 1);
});
