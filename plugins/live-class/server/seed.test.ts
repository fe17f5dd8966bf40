/**
 * The live class demo: in the demo school's Python class, a class tomorrow with recording on and
 * a programming quiz for its code tab, and yesterday's ended class with its chat, hands in raise
 * order and attendance, as its teacher and a learner see them, and its short ready recording with
 * the chat on its clock; seeding again adds nothing.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'lectures', 'workspace', 'live-class'] });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

const as = async (userId: string) => {
  const c = app.client({ host: `${demoChannel.slug}.localhost` });
  await c.login(userId, demoAccounts.find((a) => a.userId === userId)!.password);
  return c;
};

test('a class tomorrow with recording, and an ended one with chat, hands and attendance; idempotent', async (t) => {
  const teacher = await as('sua.teacher');
  const list = (await teacher.get('/api/live')).body.data.list as {
    index: number;
    status: string;
    useRecord: boolean;
    startAt: string;
    userType: string;
  }[];
  t.deepEqual(list.map((m) => m.status).sort(), ['ended', 'wait']);
  const upcoming = list.find((m) => m.status === 'wait')!;
  t.true(upcoming.useRecord);
  t.true(new Date(upcoming.startAt).getTime() > Date.now());
  t.is(upcoming.userType, 'creator');
  // Its code tab has the lecture's programming quiz.
  t.like((await teacher.get(`/api/live/${upcoming.index}/quiz`)).body.data, {
    quiz: { title: '1부터 N까지의 합', type: 'programming' },
    shownUserId: null,
  });
  const ended = list.find((m) => m.status === 'ended')!;
  const chat = (await teacher.get(`/api/live/${ended.index}/chat`)).body.data.list as { message: string }[];
  t.is(chat.length, 5);
  const users = (await teacher.get(`/api/live/${ended.index}/users`)).body.data.list as {
    handRaisedAt: string | null;
  }[];
  t.is(users.filter((u) => u.handRaisedAt).length, 2);
  const attendance = (await teacher.get(`/api/live/${ended.index}/attendance`)).body.data.list as {
    userType: string;
    minutesPresent: number;
  }[];
  const learners = attendance
    .filter((r) => r.userType === 'attendee')
    .map((r) => r.minutesPresent)
    .sort();
  t.true(learners.length >= 2, JSON.stringify(attendance));
  t.deepEqual(learners, [30, ...learners.slice(1).map(() => 48)], 'one learner left early');
  // The learner sees both; the ended class's chat too.
  const student = await as('hajun');
  t.is((await student.get('/api/live')).body.data.list.length, 2);
  t.is((await student.get(`/api/live/${ended.index}/chat`)).body.data.list.length, 5);
  // The ended class's short recording plays, with its chat inside it.
  const meeting = (await student.get(`/api/live/${ended.index}`)).body.data;
  t.deepEqual(meeting.recording, { state: 'ready', progress: 100 });
  const video = await student.request('GET', `/api/live/${ended.index}/recording`, undefined, {
    range: 'bytes=0-3',
  });
  t.is(video.status, 206);
  t.deepEqual([...new Uint8Array(await video.arrayBuffer())], [0x1a, 0x45, 0xdf, 0xa3], 'a WebM (EBML) file');
  const timeline = (await student.get(`/api/live/${ended.index}/recording/timeline`)).body.data;
  t.is(timeline.durationS, 24);
  t.is(timeline.events.filter((e: { type: string }) => e.type === 'chat').length, 5);
  t.is(timeline.events.filter((e: { type: string }) => e.type === 'hand').length, 2);
  await seedDemo(app.core);
  t.is(Number((await app.core.db('live_meetings').count({ n: '*' }).first())!.n), 2);
  t.is(Number((await app.core.db('live_recordings').count({ n: '*' }).first())!.n), 1);
});
