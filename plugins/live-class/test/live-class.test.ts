/**
 * Live classes on real PostgreSQL, Redis and Janus: the permission matrix, the life of a class
 * (schedule, change, start, join, leave, end), places under concurrency (room_full, rejoins),
 * chat limits and replay, the hand queue, attendance and channel isolation.
 */
import test from 'ava';
import { mediaRef } from '@seodang/sdk';
import { testPassword, uncoveredIdRoutes, type TestClient } from '@seodang/sdk/testing';
import { chatInput, liveClassMessages, meetingInput, type LiveUser } from '../common/index.ts';
import { startLiveFixture, type LiveFixture } from '../testing/fixture.ts';
import { socketLeaveGraceMs } from '../server/socket-presence.ts';

let f: LiveFixture;
test.before(async () => {
  f = await startLiveFixture(6);
});
test.after.always(async () => {
  await f?.app.stop();
});

const media = () => f.app.core.service(mediaRef);
const roomOf = async (index: number) =>
  Number(
    (
      (await f.app.core.db('live_meetings').where({ id: index }).first('janus_room')) as {
        janus_room: string;
      }
    ).janus_room,
  );
const roomExists = async (room: number) => {
  // A room that is there answers a kick of nobody with "no such feed" (false); a missing one is an error.
  try {
    await media().at(media().servers()[0]!).kick(room, 1);
    return true;
  } catch {
    return false;
  }
};

test('every message is there in ko, en and ja; names, counts and chat are bounded', (t) => {
  const keys = (locale: 'ko' | 'en' | 'ja') => Object.keys(liveClassMessages[locale]).sort();
  t.deepEqual(keys('en'), keys('ko'));
  t.deepEqual(keys('ja'), keys('ko'));
  const base = { name: '수업', lectureIndex: 1, startAt: new Date().toISOString() };
  t.like(meetingInput.parse(base), { maxUserCount: 24, durationMinutes: 60, useRecord: false });
  t.false(meetingInput.safeParse({ ...base, name: 'x'.repeat(61) }).success);
  t.false(meetingInput.safeParse({ ...base, maxUserCount: 25 }).success);
  t.false(meetingInput.safeParse({ ...base, maxUserCount: 0 }).success);
  t.true(chatInput.safeParse({ message: 'x'.repeat(1000) }).success);
  t.false(chatInput.safeParse({ message: 'x'.repeat(1001) }).success);
});

test.serial('who may do what: hosts, enrolled learners and the rest (401, 403, 404)', async (t) => {
  const index = await f.meeting({}, { start: true });
  const callers: [string, () => Promise<TestClient>, { read: number; host: number; code?: string }][] = [
    ['anonymous', async () => f.app.client({ host: f.school.host }), { read: 401, host: 401 }],
    ['enrolled learner', () => f.as('learner1'), { read: 200, host: 403 }],
    ['unenrolled learner', () => f.as('outsider'), { read: 403, host: 403, code: 'not_enrolled' }],
    ['lecture teacher', () => f.as('teach'), { read: 200, host: 200 }],
    ['other teacher', () => f.as('other.teacher'), { read: 403, host: 403, code: 'not_host' }],
    ['channel admin', () => f.as('boss'), { read: 200, host: 200 }],
    ["another channel's admin", () => f.as('far.admin', { far: true }), { read: 404, host: 404 }],
  ];
  const reads: [string, string][] = [
    ['GET', `/api/live/${index}`],
    ['GET', `/api/live/${index}/users`],
    ['GET', `/api/live/${index}/chat`],
  ];
  const hosts: [string, string, unknown?][] = [
    ['GET', `/api/live/${index}/attendance`],
    ['PUT', `/api/live/${index}/name`, { name: '새 이름' }],
  ];
  for (const [who, client, expected] of callers) {
    const c = await client();
    for (const [method, path] of reads) {
      const res = await c.json(method, path);
      t.is(res.status, expected.read, `${who} ${method} ${path}`);
      if (expected.code && res.status === 403) t.is(res.body.err.code, expected.code, `${who} ${path}`);
    }
    for (const [method, path, body] of hosts) {
      const res = await c.json(method, path, body);
      t.is(res.status, expected.host, `${who} ${method} ${path}`);
    }
  }
  // A non-member of the school is refused by core before anything.
  const stranger = f.app.client({ host: f.school.host });
  await stranger.login('far.admin', testPassword);
  const refused = await stranger.get(`/api/live/${index}`);
  t.deepEqual([refused.status, refused.body.err.code], [403, 'not_channel_member']);
  // Scheduling: a lecture's teacher and the admin; a channel-wide class only the admin.
  const schedule = (lectureIndex: number | null) => ({
    name: '전체 조회',
    lectureIndex,
    startAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  t.is((await (await f.as('teach')).post('/api/live', schedule(f.lecture))).status, 201);
  t.is((await (await f.as('boss')).post('/api/live', schedule(f.lecture))).status, 201);
  t.is((await (await f.as('other.teacher')).post('/api/live', schedule(f.lecture))).status, 403);
  t.is((await (await f.as('learner1')).post('/api/live', schedule(f.lecture))).status, 403);
  const wide = await (await f.as('teach')).post('/api/live', schedule(null));
  t.deepEqual([wide.status, wide.body.err.code], [403, 'channel_class_admins_only']);
  const byAdmin = await (await f.as('boss')).post('/api/live', schedule(null));
  t.is(byAdmin.status, 201);
  // Every member attends a channel-wide class; the admin hosts it.
  t.like((await (await f.as('outsider')).get(`/api/live/${byAdmin.body.data.index}`)).body.data, {
    userType: 'attendee',
    lectureIndex: null,
  });
  t.is((await (await f.as('far.admin', { far: true })).post('/api/live', schedule(f.lecture))).status, 404);
  // The list shows each caller what they may see.
  const listOf = async (c: TestClient) =>
    ((await c.get('/api/live')).body.data.list as { index: number }[]).map((m) => m.index);
  t.true((await listOf(await f.as('learner1'))).includes(index));
  t.false((await listOf(await f.as('outsider'))).includes(index));
  t.true((await listOf(await f.as('outsider'))).includes(byAdmin.body.data.index));
  t.deepEqual(await listOf(await f.as('far.admin', { far: true })), []);
  await (await f.as('teach')).post(`/api/live/${index}/end`);
});

test.serial('a class: scheduled, changed, started, joined with its room, left and ended', async (t) => {
  const teach = await f.as('teach');
  const created = await teach.post('/api/live', {
    name: '  첫 수업 ',
    lectureIndex: f.lecture,
    useRecord: true,
    startAt: new Date(Date.now() + 3600_000).toISOString(),
    durationMinutes: 45,
  });
  t.is(created.status, 201);
  const index = created.body.data.index as number;
  t.like(created.body.data, {
    name: '첫 수업',
    useRecord: true,
    status: 'wait',
    currentUserCount: 0,
    maxUserCount: 24,
    lectureIndex: f.lecture,
    durationMinutes: 45,
    userType: 'creator',
    attendeeId: null,
    creatorId: f.school.ids.teach,
  });
  t.regex(created.body.data.shareLink, new RegExp(`/live/${index}$`));
  t.like((await teach.put(`/api/live/${index}`, { maxUserCount: 12 })).body.data, {
    maxUserCount: 12,
    durationMinutes: 45,
    useRecord: true,
  });
  t.deepEqual((await teach.put(`/api/live/${index}/name`, { name: '바뀐 수업' })).body, { data: true });
  const long = await teach.put(`/api/live/${index}/name`, { name: 'x'.repeat(61) });
  t.deepEqual([long.status, long.body.err.message], [400, '수업 이름을 1~60자로 입력해 주세요.']);

  const learner = await f.as('learner1', { locale: 'en' });
  const early = await learner.post(`/api/live/${index}/join`);
  t.deepEqual(
    [early.status, early.body.err],
    [409, { code: 'not_started', message: 'The class has not started yet. You can join once it starts.' }],
  );
  t.is((await learner.post(`/api/live/${index}/start`)).status, 403, 'learners do not start a class');
  const started = await teach.post(`/api/live/${index}/start`);
  t.like(started.body.data, { status: 'live', name: '바뀐 수업' });
  t.truthy(started.body.data.startedAt);
  t.is((await teach.put(`/api/live/${index}`, { maxUserCount: 3 })).body.err.code, 'already_started');
  t.is((await teach.delete(`/api/live/${index}`)).body.err.code, 'already_started');
  const room = await roomOf(index);
  t.true(await roomExists(room), 'core made the room');

  const joined = await learner.post(`/api/live/${index}/join`);
  t.is(joined.status, 200);
  const info = joined.body.data;
  t.like(info, { userType: 'attendee', janus: { room } });
  t.truthy(info.janus.pin);
  t.truthy(info.janus.wsUrl);
  t.is(typeof info.janus.token, 'string');
  t.is(info.feedIds.screen, null, 'a learner shares no screen');
  t.is(info.meeting.attendeeId, info.feedIds.camera);
  t.is(info.meeting.currentUserCount, 1);
  const expiry = Number(String(info.janus.token).split(',')[0]) * 1000;
  t.true(expiry < Date.now() + (45 + 31) * 60_000, 'the token ends with the class');
  const hostJoin = (await teach.post(`/api/live/${index}/join`)).body.data;
  t.like(hostJoin, { userType: 'creator', meeting: { currentUserCount: 1 } });
  t.truthy(hostJoin.feedIds.screen, 'hosts get a screen feed and take no learner place');
  const users = (await learner.get(`/api/live/${index}/users`)).body.data;
  t.is(users.currentUserCount, 1);
  t.deepEqual(
    (users.list as { objectId: number; present: boolean }[]).map((u) => [u.objectId, u.present]).sort(),
    [
      [f.school.ids.learner1, true],
      [f.school.ids.teach, true],
    ].sort(),
  );
  t.deepEqual((await learner.post(`/api/live/${index}/leave`)).body.data, { currentUserCount: 0 });
  t.deepEqual(
    (await learner.post(`/api/live/${index}/leave`)).body.data,
    { currentUserCount: 0 },
    'twice: no change',
  );
  const again = (await learner.post(`/api/live/${index}/join`)).body.data;
  t.is(again.feedIds.camera, info.feedIds.camera, 'the same feed id on a rejoin');

  const ended = await teach.post(`/api/live/${index}/end`);
  t.like(ended.body.data, { status: 'ended', currentUserCount: 0 });
  t.false(await roomExists(room), 'the room is destroyed with the class');
  t.is((await learner.post(`/api/live/${index}/join`)).body.err.code, 'already_ended');
  t.is((await teach.post(`/api/live/${index}/start`)).body.err.code, 'already_ended');
  t.like((await teach.post(`/api/live/${index}/end`)).body.data, { status: 'ended' }, 'ending twice is fine');
  const rows = (await learner.get(`/api/live/${index}/users`)).body.data.list as { present: boolean }[];
  t.true(rows.every((u) => !u.present));
  // An ended class can be removed; a scheduled one cancelled.
  t.deepEqual((await teach.delete(`/api/live/${index}`)).body, { data: true });
  t.is((await teach.get(`/api/live/${index}`)).status, 404);
});

test.serial('a class cancelled several times at once is removed once; the others answer 404', async (t) => {
  const index = await f.meeting({});
  const boss = await f.as('boss');
  const replies = await Promise.all([1, 2, 3, 4].map(() => boss.delete(`/api/live/${index}`)));
  t.deepEqual(replies.map((r) => r.status).sort(), [200, 404, 404, 404]);
  for (const r of replies.filter((x) => x.status === 404)) t.is(r.body.err.code, 'meeting_not_found');
  t.is((await boss.get(`/api/live/${index}`)).status, 404);
});

test.serial(
  "a lecture's classes, soonest first, for the lecture page's box and Manage Lecture",
  async (t) => {
    const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    const later = await f.meeting({ name: '나중 수업', startAt: at(48) });
    const sooner = await f.meeting({ name: '먼저 수업', startAt: at(24) });
    const boss = await f.as('boss');
    const channelWide = (
      await boss.post('/api/live', { name: '전체 수업', lectureIndex: null, startAt: at(12) })
    ).body.data.index as number;
    const learner = await f.as('learner1');
    const list = (await learner.get(`/api/live?lectureIndex=${f.lecture}`)).body.data.list as {
      index: number;
      lectureIndex: number;
      userType: string;
    }[];
    t.true(list.every((m) => m.lectureIndex === f.lecture && m.userType === 'attendee'));
    const order = list.map((m) => m.index);
    t.true(order.indexOf(sooner) >= 0 && order.indexOf(sooner) < order.indexOf(later), 'soonest first');
    t.false(order.includes(channelWide), "the whole channel's class is not the lecture's");
    const outsider = await f.as('outsider');
    t.deepEqual(
      (await outsider.get(`/api/live?lectureIndex=${f.lecture}`)).body.data.list,
      [],
      'not enrolled',
    );
    t.deepEqual(
      (await boss.get(`/api/live?lectureIndex=${f.farLecture}`)).body.data.list,
      [],
      'another channel',
    );
    for (const index of [later, sooner, channelWide]) await boss.delete(`/api/live/${index}`);
  },
);

test.serial("Manage Lecture's form: every wrong field is named in the caller's language", async (t) => {
  const bad = {
    name: ' ',
    lectureIndex: f.lecture,
    startAt: 'tomorrow',
    durationMinutes: 5,
    maxUserCount: 25,
  };
  const replies = {
    ko: await (await f.as('teach')).post('/api/live', bad),
    en: await (await f.as('teach', { locale: 'en' })).post('/api/live', bad),
    ja: await (await f.as('teach', { locale: 'ja' })).post('/api/live', bad),
  };
  for (const [locale, reply] of Object.entries(replies)) {
    t.is(reply.status, 400, locale);
    const fields = reply.body.err.fields as { path: string; message: string }[];
    t.deepEqual(
      fields.map((x) => x.path).sort(),
      ['body.durationMinutes', 'body.maxUserCount', 'body.name', 'body.startAt'],
      locale,
    );
    const messages = liveClassMessages[locale as 'ko' | 'en' | 'ja'];
    for (const field of fields)
      t.true(Object.values(messages).includes(field.message), `${locale} ${field.path}`);
  }
  t.notDeepEqual(replies.ko.body.err.fields, replies.en.body.err.fields);
  const index = await f.meeting({});
  const edit = await (await f.as('teach', { locale: 'en' })).put(`/api/live/${index}`, { maxUserCount: 0 });
  t.is(edit.status, 400);
  t.is(edit.body.err.fields[0].path, 'body.maxUserCount');
  t.is(edit.body.err.fields[0].message, liveClassMessages.en['live-class.validation.max_user_count']);
  await (await f.as('teach')).delete(`/api/live/${index}`);
});

test.serial('one more learner than maxUserCount gets room_full, however many join at once', async (t) => {
  const index = await f.meeting({ maxUserCount: 3 }, { start: true });
  const clients = await Promise.all(f.learners.map((id) => f.as(id)));
  // Every learner joins twice at once: rejoins never take a second place.
  const answers = await Promise.all([...clients, ...clients].map((c) => c.post(`/api/live/${index}/join`)));
  const ok = answers.filter((a) => a.status === 200);
  const full = answers.filter((a) => a.status === 409);
  t.is(ok.length + full.length, answers.length, JSON.stringify(answers.map((a) => a.body)));
  t.true(full.every((a) => a.body.err.code === 'room_full'));
  const joinedUsers = new Set(ok.map((a) => a.body.data.feedIds.camera));
  t.is(joinedUsers.size, 3, 'three places, three learners');
  const meeting = (await clients[0].get(`/api/live/${index}/users`)).body.data;
  t.is(meeting.currentUserCount, 3);
  t.is((meeting.list as { present: boolean }[]).filter((u) => u.present).length, 3);
  // Hosts come on top of a full room.
  t.is((await (await f.as('teach')).post(`/api/live/${index}/join`)).status, 200);
  t.is((await (await f.as('boss')).post(`/api/live/${index}/join`)).status, 200);
  // A place that frees up is taken by the next.
  const inside = clients.findIndex(
    (_, i) => answers[i].status === 200 || answers[i + clients.length].status === 200,
  );
  const outside = clients.findIndex(
    (_, i) => answers[i].status !== 200 && answers[i + clients.length].status !== 200,
  );
  const fullAgain = await clients[outside].post(`/api/live/${index}/join`);
  t.is(fullAgain.body.err.code, 'room_full');
  t.is(fullAgain.body.err.message, '수업 정원이 찼습니다. 자리가 나면 다시 참여해 주세요.');
  await clients[inside].post(`/api/live/${index}/leave`);
  t.is((await clients[outside].post(`/api/live/${index}/join`)).status, 200);
  const count = (await f.app.core.db('live_meetings').where({ id: index }).first('current_user_count')) as {
    current_user_count: number;
  };
  t.is(count.current_user_count, 3);
  await (await f.as('teach')).post(`/api/live/${index}/end`);
});

test.serial(
  'chat: kept, 1–1,000 characters, rate-limited, read from a point, removed by hosts',
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const teach = await f.as('teach');
    const [one, two] = [await f.as('learner1'), await f.as('learner2')];
    const notIn = await one.post(`/api/live/${index}/chat`, { message: '안녕' });
    t.is(notIn.body.err.code, 'not_joined', 'only those in the class chat');
    for (const c of [teach, one, two]) await c.post(`/api/live/${index}/join`);
    const first = await one.post(`/api/live/${index}/chat`, { message: '  <b>안녕하세요</b>  ' });
    t.is(first.status, 201);
    t.like(first.body.data, {
      message: '<b>안녕하세요</b>',
      name: '학생1',
      userObjectId: f.school.ids.learner1,
    });
    t.is((await two.post(`/api/live/${index}/chat`, { message: 'x'.repeat(1000) })).status, 201);
    const tooLong = await two.post(`/api/live/${index}/chat`, { message: 'x'.repeat(1001) });
    t.deepEqual([tooLong.status, tooLong.body.err.code], [400, 'validation']);
    t.is((await two.post(`/api/live/${index}/chat`, { message: '   ' })).status, 400);
    // Five in any five seconds per person; the sixth waits (others are not held back).
    const burst = await Promise.all(
      Array.from({ length: 7 }, (_, i) => teach.post(`/api/live/${index}/chat`, { message: `공지 ${i}` })),
    );
    t.is(burst.filter((r) => r.status === 201).length, 5);
    const slowed = burst.find((r) => r.status === 429)!;
    t.deepEqual(slowed.body.err, {
      code: 'chat_too_fast',
      message: '채팅을 너무 빠르게 보내고 있습니다. 잠시 후 다시 보내 주세요.',
    });
    t.is((await one.post(`/api/live/${index}/chat`, { message: '질문 있어요' })).status, 201);
    const all = (await two.get(`/api/live/${index}/chat`)).body.data.list as {
      id: number;
      message: string;
    }[];
    t.is(all.length, 8);
    t.is(all[0].message, '<b>안녕하세요</b>', 'oldest first');
    const after = (await two.get(`/api/live/${index}/chat?after=${all[5].id}`)).body.data.list as {
      id: number;
    }[];
    t.deepEqual(
      after.map((m) => m.id),
      all.slice(6).map((m) => m.id),
      'a reconnect fetches only its gap',
    );
    t.is((await one.delete(`/api/live/${index}/chat/${all[0].id}`)).status, 403, 'learners do not remove');
    t.deepEqual((await teach.delete(`/api/live/${index}/chat/${all[0].id}`)).body, { data: true });
    t.is((await two.get(`/api/live/${index}/chat`)).body.data.list.length, 7);
    t.is((await teach.delete(`/api/live/${index}/chat/2147483647`)).status, 404);
    await teach.post(`/api/live/${index}/end`);
    t.is((await one.post(`/api/live/${index}/chat`, { message: '늦었어요' })).body.err.code, 'already_ended');
    t.is(
      (await one.get(`/api/live/${index}/chat`)).body.data.list.length,
      7,
      'the chat stays after the class',
    );
  },
);

test.serial('hands queue in raise order; learners lower theirs, hosts any or the next', async (t) => {
  const index = await f.meeting({}, { start: true });
  const teach = await f.as('teach');
  const [a, b, c] = [await f.as('learner1'), await f.as('learner2'), await f.as('learner3')];
  t.is((await a.post(`/api/live/${index}/reaction`, { type: 'hand' })).body.err.code, 'not_joined');
  for (const x of [teach, a, b, c]) await x.post(`/api/live/${index}/join`);
  const queue = async () =>
    (
      (await teach.get(`/api/live/${index}/users`)).body.data.list as {
        objectId: number;
        handRaisedAt: string | null;
      }[]
    ).filter((u) => u.handRaisedAt).length;
  for (const x of [b, a, c]) await x.post(`/api/live/${index}/reaction`, {});
  const ids = f.school.ids;
  const order = (res: { body: { data: { list: { userObjectId: number }[] } } }) =>
    res.body.data.list.map((h) => h.userObjectId);
  const again = await b.post(`/api/live/${index}/reaction`, {});
  t.deepEqual(order(again), [ids.learner2, ids.learner1, ids.learner3], 'raising again keeps the place');
  t.is(await queue(), 3);
  t.is((await a.delete(`/api/live/${index}/reaction?userObjectId=${ids.learner3}`)).status, 403);
  t.is((await a.delete(`/api/live/${index}/reaction?next=true`)).status, 403);
  t.deepEqual(order(await a.delete(`/api/live/${index}/reaction`)), [ids.learner2, ids.learner3]);
  t.deepEqual(order(await teach.delete(`/api/live/${index}/reaction?next=true`)), [ids.learner3]);
  await a.post(`/api/live/${index}/reaction`, {});
  t.deepEqual(order(await teach.delete(`/api/live/${index}/reaction?userObjectId=${ids.learner3}`)), [
    ids.learner1,
  ]);
  // Leaving lowers one's hand.
  await a.post(`/api/live/${index}/leave`);
  t.is(await queue(), 0);
  await teach.post(`/api/live/${index}/end`);
});

test.serial('attendance: first and last time, minutes present and share, as JSON and CSV', async (t) => {
  const index = await f.meeting({}, { start: true });
  const teach = await f.as('teach');
  const [a, b] = [await f.as('learner1'), await f.as('learner2')];
  for (const x of [teach, a, b]) await x.post(`/api/live/${index}/join`);
  await a.post(`/api/live/${index}/leave`);
  await a.post(`/api/live/${index}/join`);
  // Ten minutes ago, as far as the records go: the class and learner1's first stretch started then.
  const db = f.app.core.db;
  await db('live_meetings')
    .where({ id: index })
    .update({ started_at: db.raw("now() - interval '10 minutes'") });
  await db('live_presence')
    .where({ meeting_id: index, user_id: f.school.ids.learner1 })
    .whereNotNull('left_at')
    .update({
      joined_at: db.raw("now() - interval '10 minutes'"),
      left_at: db.raw("now() - interval '5 minutes'"),
    });
  await b.post(`/api/live/${index}/leave`);
  await teach.post(`/api/live/${index}/end`);
  t.is((await a.get(`/api/live/${index}/attendance`)).status, 403, 'learners see no attendance');
  const list = (await teach.get(`/api/live/${index}/attendance`)).body.data.list as {
    name: string;
    minutesPresent: number;
    sharePercent: number;
    firstJoinedAt: string;
    lastLeftAt: string | null;
  }[];
  const one = list.find((r) => r.name === '학생1')!;
  t.is(one.minutesPresent, 5);
  t.true(one.sharePercent >= 49 && one.sharePercent <= 51, String(one.sharePercent));
  t.truthy(one.lastLeftAt, 'the end closed their stretch');
  const two = list.find((r) => r.name === '학생2')!;
  t.is(two.minutesPresent, 0);
  // The lecture's learners who never entered are listed too, with no times.
  for (const absent of ['학생3', '학생4', '학생5', '학생6'])
    t.like(
      list.find((r) => r.name === absent),
      {
        firstJoinedAt: null,
        lastLeftAt: null,
        minutesPresent: 0,
        sharePercent: 0,
      },
    );
  t.is(
    list.find((r) => r.name === 'outsider'),
    undefined,
    'not a member who is not enrolled',
  );
  t.deepEqual(
    list.map((r) => r.name),
    [...list.map((r) => r.name)].sort((x, y) => x.localeCompare(y, 'ko')),
    'by name',
  );
  const csv = await (
    await f.as('teach', { locale: 'en' })
  ).request('GET', `/api/live/${index}/attendance?format=csv`);
  t.regex(csv.headers.get('content-type') ?? '', /text\/csv/);
  const bytes = Buffer.from(await csv.arrayBuffer());
  t.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a BOM for spreadsheet programs');
  const text = bytes.subarray(3).toString('utf8');
  t.true(text.startsWith('Name,Role,First joined,Last left,Minutes present,Share of class (%)'), text);
  t.regex(text, /학생1,attendee,[^,]+,[^,]+,5,(49|50|51)/);
});

test.serial(
  'the realtime topic: the class hears chat, hands, users and status; strangers are refused',
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const socketOf = async (userId: string, far = false) =>
      f.socket(await f.as(userId, { far }), index, { far });
    const learner = await socketOf('learner1');
    t.truthy(await learner.waitFor((m) => m.type === 'subscribed'));
    for (const [who, far] of [
      ['outsider', false],
      ['other.teacher', false],
      ['far.admin', true],
    ] as const) {
      const s = await socketOf(who, far);
      t.truthy(await s.waitFor((m) => m.type === 'error' && m.code === 'forbidden'), who);
      s.close();
    }
    const c = await f.as('learner2');
    await c.post(`/api/live/${index}/join`);
    t.like((await learner.waitFor((m) => m.event === 'live.users')).data, { currentUserCount: 1 });
    await c.post(`/api/live/${index}/chat`, { message: '보이나요?' });
    t.like((await learner.waitFor((m) => m.event === 'live.chat')).data, {
      message: '보이나요?',
      name: '학생2',
    });
    await c.post(`/api/live/${index}/reaction`, {});
    t.like((await learner.waitFor((m) => m.event === 'live.hands')).data, {
      hands: [{ userObjectId: f.school.ids.learner2, type: 'hand' }],
    });
    await (await f.as('teach')).post(`/api/live/${index}/end`);
    t.like((await learner.waitFor((m) => m.event === 'live.status')).data, { status: 'ended' });
    learner.close();
  },
);

test.serial(
  "a learner whose page is gone without a goodbye leaves the class after a reload's grace; a reload stays",
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const teacher = await f.socket(await f.as('teach'), index);
    const learner = await f.as('learner3');
    t.is((await learner.post(`/api/live/${index}/join`)).status, 200);
    await learner.post(`/api/live/${index}/reaction`, {});
    const count = async () =>
      (await (await f.as('teach')).get(`/api/live/${index}/users`)).body.data.currentUserCount as number;
    t.is(await count(), 1);

    // A reload: the old page's socket closes and the new one comes within the grace period.
    const first = await f.socket(learner, index);
    await first.waitFor((m) => m.type === 'subscribed');
    first.close();
    const second = await f.socket(learner, index);
    await second.waitFor((m) => m.type === 'subscribed');
    await new Promise((r) => setTimeout(r, socketLeaveGraceMs + 500));
    t.is(await count(), 1, 'a reload is not leaving');

    // The tab closes for good: after the grace period the class hears the learner left.
    const closed = Date.now();
    second.close();
    const users = await teacher.waitFor(
      (m) => m.event === 'live.users' && (m.data as { currentUserCount: number }).currentUserCount === 0,
      socketLeaveGraceMs + 5000,
    );
    t.true(Date.now() - closed >= socketLeaveGraceMs - 100, 'not before the grace period');
    const row = (users.data as { users: LiveUser[] }).users.find((u) => u.objectId === f.school.ids.learner3);
    t.false(row?.present, 'no longer present');
    t.truthy(
      await teacher.waitFor(
        (m) => m.event === 'live.hands' && (m.data as { hands: unknown[] }).hands.length === 0,
      ),
      'the hand came down',
    );
    const stretch = await f.app.core
      .db('live_presence')
      .where({ meeting_id: index, user_id: f.school.ids.learner3 })
      .first('left_at');
    t.truthy(stretch?.left_at, 'attendance closed the stretch');
    // The page's own goodbye afterwards changes nothing.
    t.is((await learner.post(`/api/live/${index}/leave`)).body.data.currentUserCount, 0);
    teacher.close();
    await (await f.as('teach')).post(`/api/live/${index}/end`);
  },
);

test.serial(
  'an id of another channel answers exactly like a missing one, and every id route is covered',
  async (t) => {
    const index = await f.meeting({}, { start: true });
    const far = await f.as('far.admin', { far: true, locale: 'en' });
    const idRoutes = (id: number): [string, string][] => [
      ['GET', `/api/live/${id}`],
      ['PUT', `/api/live/${id}`],
      ['DELETE', `/api/live/${id}`],
      ['PUT', `/api/live/${id}/name`],
      ['POST', `/api/live/${id}/start`],
      ['POST', `/api/live/${id}/end`],
      ['POST', `/api/live/${id}/join`],
      ['POST', `/api/live/${id}/leave`],
      ['GET', `/api/live/${id}/users`],
      ['GET', `/api/live/${id}/chat`],
      ['POST', `/api/live/${id}/chat`],
      ['DELETE', `/api/live/${id}/chat/1`],
      ['POST', `/api/live/${id}/reaction`],
      ['DELETE', `/api/live/${id}/reaction`],
      ['GET', `/api/live/${id}/attendance`],
      ['PUT', `/api/live/${id}/device-mode`],
      ['POST', `/api/live/${id}/users/1/mute`],
      ['POST', `/api/live/${id}/users/1/kick`],
      ['PUT', `/api/live/${id}/main-user`],
      ['PUT', `/api/live/${id}/recording`],
      ['GET', `/api/live/${id}/recording`],
      ['GET', `/api/live/${id}/recording/timeline`],
      ['GET', `/api/live/${id}/quiz`],
      ['PUT', `/api/live/${id}/quiz`],
      ['GET', `/api/live/${id}/code`],
      ['PUT', `/api/live/${id}/code`],
    ];
    const bodies: Record<string, unknown> = {
      PUT: { name: '이름' },
      POST: { message: '안녕', type: 'hand' },
    };
    const missing = idRoutes(2_147_483_647);
    for (const [i, [method, path]] of idRoutes(index).entries()) {
      const body =
        method === 'GET' || method === 'DELETE'
          ? undefined
          : path.endsWith('/device-mode')
            ? { useMicLocked: true }
            : path.endsWith('/main-user')
              ? { mainUser: null }
              : path.endsWith('/recording')
                ? { recording: true }
                : path.endsWith('/quiz')
                  ? { quizIndex: null }
                  : path.endsWith('/code')
                    ? { shownUserId: null }
                    : bodies[method];
      const other = await far.json(method, path, body);
      const none = await far.json(missing[i][0], missing[i][1], body);
      t.deepEqual([other.status, other.body], [none.status, none.body], path);
      t.deepEqual(other.body.err, { code: 'meeting_not_found', message: 'The class was not found.' }, path);
    }
    const doc = (await far.get('/api/openapi.json')).body;
    t.deepEqual(uncoveredIdRoutes(doc, 'live-class', idRoutes(index)), []);
    await (await f.as('teach')).post(`/api/live/${index}/end`);
  },
);

test.serial('switching LIVE off names the scheduled and running classes', async (t) => {
  await f.meeting({ startAt: new Date(Date.now() + 86_400_000).toISOString() });
  const running = await f.meeting({}, { start: true });
  const impact = (await (await f.as('boss')).get('/api/channel/services/LIVE/impact')).body;
  const lines = JSON.stringify(impact);
  t.regex(lines, /지금 진행 중인 실시간 수업 1개/, lines);
  t.regex(lines, /예정된 실시간 수업 \d+개/, lines);
  await (await f.as('teach')).post(`/api/live/${running}/end`);
});
