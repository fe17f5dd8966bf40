import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { createLectureWithLessons } from '../testing/index.ts';
import { learningRecordsRef } from '../common/learning-records.ts';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;

/** A lecture of the channel made by its teacher, with two lessons: its index and the lessons'. */
const lectureOf = async (channel: TestChannel) =>
  createLectureWithLessons(
    await channel.login('teach'),
    [1, 2].map((n) => ({ title: `${n}강`, type: 'text' as const })),
    { subject: '자료 구조' },
  );

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  school = await app.createChannelWithMembers({
    slug: 'records-school',
    members: { teach: 'teacher', kim: 'student', lee: 'student' },
  });
  other = await app.createChannelWithMembers({
    slug: 'records-other',
    members: { teach: 'teacher', park: 'student' },
  });
});
test.after.always(async () => {
  await app?.stop();
});

test('completed lessons and lectures come one channel at a time, in pages, never another channel’s', async (t) => {
  const db = app.core.db;
  const here = await lectureOf(school);
  const there = await lectureOf(other);
  const progress = (lecture: number, lesson: number, userId: number, state: number) => ({
    lecture_id: lecture,
    lesson_id: lesson,
    user_id: userId,
    state,
  });
  await db('lecture_lesson_progress').insert([
    progress(here.lecture, here.lessons[0]!, school.ids.kim!, 1),
    progress(here.lecture, here.lessons[1]!, school.ids.kim!, 1),
    progress(here.lecture, here.lessons[0]!, school.ids.lee!, 1),
    // Started, not complete.
    progress(here.lecture, here.lessons[1]!, school.ids.lee!, 0),
    progress(there.lecture, there.lessons[0]!, other.ids.park!, 1),
  ]);
  const enrol = (lecture: number, userId: number, completed: boolean) => ({
    lecture_id: lecture,
    user_id: userId,
    state: 'joined',
    joined_at: new Date(),
    completed_at: completed ? new Date() : null,
  });
  await db('lecture_enrolments').insert([
    enrol(here.lecture, school.ids.kim!, true),
    enrol(here.lecture, school.ids.lee!, false),
    enrol(there.lecture, other.ids.park!, true),
  ]);
  const records = app.core.service(learningRecordsRef);

  const first = await records.completedLessons(school.id, null, 2);
  const rest = await records.completedLessons(school.id, first.at(-1)!, 2);
  const lessons = [...first, ...rest];
  t.is(first.length, 2);
  t.deepEqual(
    lessons.map((l) => [l.lessonIndex, l.userId]),
    [
      [here.lessons[0], school.ids.kim],
      [here.lessons[0], school.ids.lee],
      [here.lessons[1], school.ids.kim],
    ],
  );
  t.true(lessons.every((l) => l.channelId === school.id && l.lectureIndex === here.lecture));
  t.deepEqual(await records.completedLessons(school.id, lessons.at(-1)!, 2), []);

  t.deepEqual(await records.completedLectures(school.id, null, 10), [
    { userId: school.ids.kim, channelId: school.id, lectureIndex: here.lecture },
  ]);
  t.deepEqual(
    (await records.completedLessons(other.id, null, 10)).map((l) => l.userId),
    [other.ids.park],
  );
  t.deepEqual(
    (await records.completedLectures(other.id, null, 10)).map((l) => l.lectureIndex),
    [there.lecture],
  );
  // The public site has none of the channels' records.
  t.deepEqual(await records.completedLessons(null, null, 10), []);
  t.deepEqual(await records.completedLectures(null, null, 10), []);
});
