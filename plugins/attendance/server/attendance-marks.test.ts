import test from 'ava';
import { startTestCore, type TestChannel, type TestCore } from '@seodang/sdk/testing';
import { attendanceMarksRef } from '../common/attendance-marks.ts';

let app: TestCore;
let school: TestChannel;
let other: TestChannel;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures', 'attendance'] });
  school = await app.createChannelWithMembers({
    slug: 'marks-school',
    members: { kim: 'student', lee: 'student' },
  });
  other = await app.createChannelWithMembers({ slug: 'marks-other', members: { park: 'student' } });
});
test.after.always(async () => {
  await app?.stop();
});

/** A session of the channel's lecture starting `minutes` from now; its id. */
async function session(channelId: number, lecture: number, minutes: number) {
  const [row] = await app.core
    .db('attendance_sessions')
    .insert({
      channel_id: channelId,
      lecture_id: lecture,
      start_at: new Date(Date.now() + minutes * 60_000),
      late_after_minutes: 10,
      duration_minutes: 60,
      code_interval_seconds: 30,
      code_margin_seconds: 30,
    })
    .returning('id');
  return row.id as number;
}

test('marks come per channel: one, a lecture’s started sessions, and pages; never another channel’s', async (t) => {
  const db = app.core.db;
  const { kim, lee } = school.ids as { kim: number; lee: number };
  const second = await session(school.id, 3, -60);
  const first = await session(school.id, 3, -120);
  const later = await session(school.id, 3, 60);
  const far = await session(other.id, 4, -60);
  const record = (sessionId: number, userId: number, status: string) => ({
    session_id: sessionId,
    user_id: userId,
    status,
    source: 'teacher',
  });
  await db('attendance_records').insert([
    record(first, kim, 'present'),
    record(second, kim, 'late'),
    record(first, lee, 'absent'),
    record(far, other.ids.park!, 'present'),
  ]);
  const marks = app.core.service(attendanceMarksRef);

  t.deepEqual(await marks.markOf(school.id, first, kim), {
    sessionId: first,
    userId: kim,
    channelId: school.id,
    lectureIndex: 3,
    status: 'present',
  });
  t.like(await marks.markOf(school.id, later, kim), { status: 'none' });
  t.is(await marks.markOf(school.id, far, other.ids.park!), null);
  t.like(await marks.markOf(other.id, far, other.ids.park!), { status: 'present', channelId: other.id });

  t.deepEqual(await marks.sessionsOf(school.id, 3, kim), [
    { sessionId: first, status: 'present' },
    { sessionId: second, status: 'late' },
  ]);
  t.deepEqual(await marks.sessionsOf(other.id, 3, kim), []);

  const page = await marks.marks(school.id, 0, 2);
  const rest = await marks.marks(school.id, page.at(-1)!.id, 2);
  t.deepEqual(
    [...page, ...rest].map((m) => [m.sessionId, m.userId, m.status]),
    [
      [first, kim, 'present'],
      [second, kim, 'late'],
      [first, lee, 'absent'],
    ],
  );
  t.is(page.length, 2);
  t.deepEqual(
    (await marks.marks(other.id, 0, 10)).map((m) => m.userId),
    [other.ids.park],
  );
  t.deepEqual(await marks.marks(null, 0, 10), []);
});
