/**
 * `workspace.quiz-seed` with a `lessonTitle`: a demo quiz in no lecture yet joins its channel's quiz
 * lesson of that title (the last such lesson), after the quizzes already there; seeding again, or
 * after a teacher detached it, changes nothing; another channel's lesson, a lesson of another kind
 * or a missing one leaves the quiz in no lesson. With the real lectures plugin.
 */
import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { createLectureWithLessons } from '@seodang/plugin-lectures/testing';
import { workspaceQuizSeedRef } from '../common/server-refs.ts';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;

test.before(async () => {
  app = await startTestCore({ plugins: ['workspace', 'lectures'] });
  school = await app.createChannelWithMembers({
    slug: 'place-school',
    members: { 'place.teacher': 'teacher' },
  });
  other = await app.createChannelWithMembers({ slug: 'place-other', members: { 'place.far': 'teacher' } });
});
test.after.always(async () => {
  await app?.stop();
});

/** A demo multiple-choice quiz of `seedKey` for `channelId`, placed by `lessonTitle`. */
const demoQuiz = (channelId: number, seedKey: string, lessonTitle?: string) => ({
  channelId,
  seedKey,
  type: 'multiple_choice',
  common: { title: seedKey },
  definition: { choices: ['a', 'b'], answers: [0], score: 1 },
  ...(lessonTitle ? { lessonTitle } : {}),
});

const placement = async (index: number) =>
  app.core
    .db('workspace_quizzes')
    .where({ id: index })
    .first('lecture_index', 'lesson_index', 'lesson_order');

const quizLesson = (title: string) => ({ title, type: 'quiz', quizLanguage: 'python3' }) as const;

test('a demo quiz joins the last quiz lesson of its title in the channel, after the quizzes there, once', async (t) => {
  const seed = app.core.service(workspaceQuizSeedRef);
  const teacher = await school.login('place.teacher');
  const first = await createLectureWithLessons(teacher, [quizLesson('LED 깜빡이기')], { subject: '첫 강좌' });
  const lab = await createLectureWithLessons(
    teacher,
    [quizLesson('LED 깜빡이기'), { title: '정리', type: 'text' }, quizLesson('LED 깜빡이기')],
    { subject: '실험실' },
  );
  const [lectureIndex, lessonIndex] = [lab.lecture, lab.lessons[2]];

  const blink = await seed.ensureQuiz(demoQuiz(school.id, 'place.blink', 'LED 깜빡이기'));
  const button = await seed.ensureQuiz(demoQuiz(school.id, 'place.button', 'LED 깜빡이기'));
  t.like(await placement(blink.index), {
    lecture_index: lectureIndex,
    lesson_index: lessonIndex,
    lesson_order: 0,
  });
  t.like(await placement(button.index), {
    lecture_index: lectureIndex,
    lesson_index: lessonIndex,
    lesson_order: 1,
  });
  t.not(first.lecture, lectureIndex);

  // Seeding again moves nothing: both stay in that lesson, in that order.
  const before = [await placement(blink.index), await placement(button.index)];
  await seed.ensureQuiz(demoQuiz(school.id, 'place.button', 'LED 깜빡이기'));
  await seed.ensureQuiz(demoQuiz(school.id, 'place.blink', 'LED 깜빡이기'));
  const after = [await placement(blink.index), await placement(button.index)];
  t.deepEqual(
    after.map((p) => [p.lecture_index, p.lesson_index, p.lesson_order]),
    before.map((p) => [p.lecture_index, p.lesson_index, p.lesson_order]),
  );

  // Its lesson lists it for the lecture's teacher, in order.
  const listed = await teacher.get(
    `/api/workspace/quizzes?lectureIndex=${lectureIndex}&lessonIndex=${lessonIndex}`,
  );
  t.is(listed.status, 200, JSON.stringify(listed.body));
  t.deepEqual(
    listed.body.data.list.map((q: { index: number }) => q.index),
    [blink.index, button.index],
  );
});

test('a quiz its teacher detached stays detached when seeded again', async (t) => {
  const seed = app.core.service(workspaceQuizSeedRef);
  const teacher = await school.login('place.teacher');
  const lab = await createLectureWithLessons(teacher, [quizLesson('하트 깜빡이기')], {
    subject: '떼어 낸 강좌',
  });
  const heart = await seed.ensureQuiz(demoQuiz(school.id, 'place.heart', '하트 깜빡이기'));
  t.like(await placement(heart.index), { lesson_index: lab.lessons[0] });
  const detached = await teacher.put(`/api/workspace/lessons/${lab.lecture}/${lab.lessons[0]}/quizzes`, {
    quizzes: [],
  });
  t.is(detached.status, 200, JSON.stringify(detached.body));
  await seed.ensureQuiz(demoQuiz(school.id, 'place.heart', '하트 깜빡이기'));
  t.like(await placement(heart.index), { lecture_index: lab.lecture, lesson_index: null });
});

test("another channel's lesson, a lesson that is no quiz lesson or no lesson at all leaves the quiz in no lesson", async (t) => {
  const seed = app.core.service(workspaceQuizSeedRef);
  await createLectureWithLessons(await other.login('place.far'), [quizLesson('튀는 공')], {
    subject: '다른 학교',
  });
  await createLectureWithLessons(
    await school.login('place.teacher'),
    [{ title: '거북이 정사각형', type: 'text' }],
    {
      subject: '글 강좌',
    },
  );
  const cases = [
    demoQuiz(school.id, 'place.ball', '튀는 공'),
    demoQuiz(school.id, 'place.turtle', '거북이 정사각형'),
    demoQuiz(school.id, 'place.none', '없는 레슨'),
    demoQuiz(school.id, 'place.untitled'),
  ];
  for (const quiz of cases) {
    const seeded = await seed.ensureQuiz(quiz);
    t.like(await placement(seeded.index), { lecture_index: null, lesson_index: null }, quiz.seedKey);
  }
});
