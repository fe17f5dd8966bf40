/**
 * `lectures.lesson-context`: lectures and lessons inside the viewer's channel only (another
 * channel's answer null, like missing ones), with the lesson's plain text and the viewer's rights:
 * canView for joined learners and editors, canEdit for the owner and the channel's admin.
 */
import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { lessonContextRef } from '../common/lesson-context.ts';
import { createLectureWithLessons, loopQuizLesson } from '../testing/index.ts';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;
let lecture: number;
let lesson: number;
let foreignLecture: number;
let foreignLesson: number;

/** A lecture of the channel with one quiz lesson whose text has markup and entities. */
async function makeLecture(channel: TestChannel, owner: string) {
  const made = await createLectureWithLessons(await channel.login(owner), [
    {
      ...loopQuizLesson,
      items: [{ type: 'text', content: '<h2>합 구하기</h2><p>1부터 N까지 &lt;합&gt;을 구하세요.</p>' }],
    },
  ]);
  return { lecture: made.lecture, lesson: made.lessons[0] };
}

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  school = await app.createChannelWithMembers({
    slug: 'ctx-school',
    members: {
      'ctx.teacher': 'teacher',
      'ctx.other': 'teacher',
      'ctx.admin': 'admin',
      'ctx.learner': 'student',
    },
  });
  other = await app.createChannelWithMembers({ slug: 'ctx-other', members: { 'ctx.far': 'teacher' } });
  ({ lecture, lesson } = await makeLecture(school, 'ctx.teacher'));
  ({ lecture: foreignLecture, lesson: foreignLesson } = await makeLecture(other, 'ctx.far'));
  await app.core.db('lecture_enrolments').insert({
    lecture_id: lecture,
    user_id: school.ids['ctx.learner'],
    state: 'joined',
    joined_at: new Date(),
  });
});
test.after.always(async () => {
  await app?.stop();
});

const service = () => app.core.service(lessonContextRef);
const viewer = (userId: string | null) => ({
  userId: userId === null ? null : school.ids[userId],
  channelId: school.id,
});

test('a lesson of the channel: title, type, quiz language and its text as plain text', async (t) => {
  const ctx = await service().lesson(viewer('ctx.learner'), lecture, lesson);
  t.like(ctx, {
    lectureIndex: lecture,
    channelId: school.id,
    title: '파이썬 기초',
    lessonIndex: lesson,
    lessonTitle: '반복문 퀴즈',
    lessonType: 'quiz',
    quizLanguage: 'python3',
    useTextbook: false,
    canView: true,
    canEdit: false,
  });
  t.is(ctx?.text, '합 구하기\n1부터 N까지 <합>을 구하세요.');
  await app.core.db('channels').where({ id: school.id }).update({ use_textbook: true });
  t.true((await service().lecture(viewer('ctx.learner'), lecture))?.useTextbook);
  await app.core.db('channels').where({ id: school.id }).update({ use_textbook: false });
});

test('rights: the owner and the admin edit; an enrolled learner views; others neither', async (t) => {
  const rights = async (who: string | null) => {
    const l = await service().lecture(viewer(who), lecture);
    return l && { canView: l.canView, canEdit: l.canEdit };
  };
  t.deepEqual(await rights('ctx.teacher'), { canView: true, canEdit: true });
  t.deepEqual(await rights('ctx.admin'), { canView: true, canEdit: true });
  t.deepEqual(await rights('ctx.learner'), { canView: true, canEdit: false });
  t.deepEqual(await rights('ctx.other'), { canView: false, canEdit: false });
  t.deepEqual(await rights(null), { canView: false, canEdit: false });
  t.deepEqual(
    (await service().editableLectures(viewer('ctx.teacher'))).map((l) => l.lectureIndex),
    [lecture],
  );
  t.deepEqual(await service().editableLectures(viewer('ctx.other')), []);
});

test.serial('a lesson carries the same rights; an inactive admin of the channel edits nothing', async (t) => {
  const rights = async (who: string) => {
    const l = await service().lesson(viewer(who), lecture, lesson);
    return l && { canView: l.canView, canEdit: l.canEdit };
  };
  t.deepEqual(await rights('ctx.teacher'), { canView: true, canEdit: true });
  t.deepEqual(await rights('ctx.learner'), { canView: true, canEdit: false });
  t.deepEqual(await rights('ctx.other'), { canView: false, canEdit: false });
  const admin = { channel_id: school.id, user_id: school.ids['ctx.admin'] };
  await app.core.db('channel_members').where(admin).update({ is_active: false });
  try {
    t.deepEqual(await rights('ctx.admin'), { canView: false, canEdit: false });
    t.deepEqual(
      (await service().editableLectures(viewer('ctx.admin'))).map((l) => l.lectureIndex),
      [],
    );
  } finally {
    await app.core.db('channel_members').where(admin).update({ is_active: true });
  }
  t.deepEqual(await rights('ctx.admin'), { canView: true, canEdit: true });
});

test("another channel's lecture or lesson, or a lesson of another lecture, is null", async (t) => {
  t.is(await service().lecture(viewer('ctx.admin'), foreignLecture), null);
  t.is(await service().lesson(viewer('ctx.admin'), foreignLecture, foreignLesson), null);
  t.is(await service().lesson(viewer('ctx.admin'), lecture, foreignLesson), null);
  t.is(await service().lesson(viewer('ctx.admin'), lecture, 999_999), null);
  t.is(await service().lecture({ userId: null, channelId: null }, lecture), null, 'not on the public site');
  t.truthy(await service().lecture({ userId: other.ids['ctx.far'], channelId: other.id }, foreignLecture));
});
