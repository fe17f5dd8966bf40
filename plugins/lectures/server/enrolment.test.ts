import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { signedInClients } from './test-clients.ts';

// Enrolment rules enforced on the server: the study period, joining at once or after review,
// private lectures, invitations. Time is moved by writing the stored dates, never by waiting.
let app: TestCore;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  await app.createUser({ userId: 'kim.teacher', name: '김선생', isTeacher: true });
  await app.createUser({ userId: 'lee.teacher', name: '이선생', isTeacher: true });
  for (const userId of ['park', 'choi', 'jung', 'han']) await app.createUser({ userId });
  const channelId = await app.createChannel({ slug: 'hanbit', name: '한빛고' });
  for (const [userId, role] of [
    ['hb.teacher', 'teacher'],
    ['hb.student', 'student'],
  ] as const) {
    await app.addMember(channelId, await app.createUser({ userId }), role);
  }
});
test.after.always(async () => {
  await app?.stop();
});

const as = signedInClients(() => app);
type C = Awaited<ReturnType<typeof as>>;
const create = async (c: C, patch: Record<string, unknown>) => {
  const res = await c.post('/api/lecture', {
    subject: '수강 규칙 강좌',
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
    ...patch,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const seq = res.body.data.sequence as number;
  await c.put(`/api/lecture/${seq}/publish`, { published: true });
  const lesson = await c.post(`/api/lecture/${seq}/lessons`, {
    title: '첫 레슨',
    type: 'text',
    items: [{ type: 'text', content: '<p>본문</p>' }],
  });
  const preview = await c.post(`/api/lecture/${seq}/lessons`, {
    title: '맛보기',
    type: 'text',
    isPreview: true,
    items: [{ type: 'text', content: '<p>맛보기</p>' }],
  });
  return { seq, lesson: lesson.body.data.index as number, preview: preview.body.data.index as number };
};
const userIdOf = async (login: string) =>
  (await app.core.db('users').where({ user_id: login }).first('id')).id as number;

test('the period in days runs from enrolment; after it the learner cannot open or complete lessons and is told when it ended', async (t) => {
  const kim = await as('kim.teacher');
  const park = await as('park');
  const { seq, lesson } = await create(kim, { subject: '30일 강좌', periodType: 'days', periodDays: 30 });
  const joined = (await park.post(`/api/lecture/${seq}/enrol`)).body.data;
  t.is(joined.state, 'joined');
  const days = (Date.parse(joined.expiresAt) - Date.parse(joined.joinedAt)) / 86_400_000;
  t.is(days, 30);
  t.is((await park.get(`/api/lecture/${seq}/lessons/${lesson}`)).status, 200);
  t.is((await park.get(`/api/lecture/${seq}`)).body.data.enrolment.periodState, 'open');

  // The period ends yesterday.
  const ended = new Date(Date.now() - 86_400_000);
  await app.core
    .db('lecture_enrolments')
    .where({ lecture_id: seq, user_id: await userIdOf('park') })
    .update({ expires_at: ended });
  const day = new Date(ended.getTime() + 9 * 3_600_000).toISOString().slice(0, 10); // the day in Korean time
  const open = await park.get(`/api/lecture/${seq}/lessons/${lesson}`);
  t.is(open.status, 403);
  t.is(open.body.err.code, 'lecture_closed');
  t.is(open.body.err.message, `수강 기간이 ${day}에 끝나 레슨을 더 열 수 없습니다.`);
  const en = await as('park', undefined, 'en');
  t.is(
    (await en.get(`/api/lecture/${seq}/lessons/${lesson}`)).body.err.message,
    `Your access to this lecture ended on ${day}, so its lessons can no longer be opened.`,
  );
  t.is((await park.post(`/api/lecture/${seq}/lessons/${lesson}/complete`)).body.err.code, 'lecture_closed');
  const detail = (await park.get(`/api/lecture/${seq}`)).body.data.enrolment;
  t.like(detail, { state: 'joined', isActive: false, periodState: 'ended' });
  t.is(detail.periodEndsAt, ended.toISOString());
  t.is((await kim.get(`/api/lecture/${seq}/lessons/${lesson}`)).status, 200, 'the teacher still opens it');
  t.is(
    (await app.core.db('lecture_lesson_progress').where({ lecture_id: seq }).count({ n: '*' }).first())?.n,
    0,
    'nothing was recorded',
  );
});

test('lecture dates: joining before the open date is allowed but lessons wait for it; after the close date nobody joins', async (t) => {
  const kim = await as('kim.teacher');
  const choi = await as('choi');
  const { seq, lesson } = await create(kim, {
    subject: '기간 강좌',
    periodType: 'dates',
    openDate: '2099-03-02',
    closeDate: '2099-06-30',
  });
  t.is((await choi.post(`/api/lecture/${seq}/enrol`)).body.data.state, 'joined');
  const early = await choi.get(`/api/lecture/${seq}/lessons/${lesson}`);
  t.is(early.status, 403);
  t.is(early.body.err.code, 'lecture_not_started');
  t.is(early.body.err.message, '아직 수강 기간이 아닙니다. 2099-03-02부터 레슨을 열 수 있습니다.');
  t.is((await choi.get(`/api/lecture/${seq}`)).body.data.enrolment.periodState, 'notStarted');

  await app.core
    .db('lectures')
    .where({ id: seq })
    .update({ open_date: new Date('2020-01-01'), close_date: new Date('2020-12-31') });
  t.is((await choi.get(`/api/lecture/${seq}/lessons/${lesson}`)).body.err.code, 'lecture_closed');
  const late = await (await as('jung')).post(`/api/lecture/${seq}/enrol`);
  t.is(late.status, 400);
  t.is(late.body.err.message, '수강 기간이 끝난 강좌입니다.');
});

test('review lectures: the request waits, opens only preview lessons, and only the owner accepts or refuses it', async (t) => {
  const kim = await as('kim.teacher');
  const lee = await as('lee.teacher');
  const han = await as('han');
  const { seq, lesson, preview } = await create(kim, {
    subject: '승인 강좌',
    settings: { acceptType: 'review' },
  });
  t.is((await han.post(`/api/lecture/${seq}/enrol`)).body.data.state, 'waiting');
  t.is((await han.get(`/api/lecture/${seq}/lessons/${lesson}`)).body.err.code, 'not_enrolled');
  t.is(
    (await han.get(`/api/lecture/${seq}/lessons/${preview}`)).status,
    200,
    'preview lessons of a public lecture',
  );
  t.is((await han.post(`/api/lecture/${seq}/lessons/${preview}/complete`)).body.err.code, 'not_enrolled');
  t.is(
    (await han.get(`/api/lecture/${seq}`)).body.data.lecture.studentCount,
    0,
    'a request is not a student',
  );

  const hanId = await userIdOf('han');
  t.is(
    (await lee.post(`/api/lecture/${seq}/students/${hanId}`, { accept: true })).body.err.code,
    'not_owner',
  );
  t.is((await lee.get(`/api/lecture/${seq}/students`)).status, 403);
  t.is(
    (await han.post(`/api/lecture/${seq}/students/${hanId}`, { accept: true })).status,
    403,
    'learners cannot accept themselves',
  );
  t.is((await kim.post(`/api/lecture/${seq}/students/${hanId}`, { accept: false })).status, 200);
  t.is((await han.get(`/api/lecture/${seq}`)).body.data.enrolment, null, 'refused: the request is gone');
  t.is(
    (await kim.post(`/api/lecture/${seq}/students/${hanId}`, { accept: true })).body.err.code,
    'enrolment_not_found',
  );

  await han.post(`/api/lecture/${seq}/enrol`);
  t.is((await kim.post(`/api/lecture/${seq}/students/${hanId}`, { accept: true })).status, 200);
  t.is((await han.get(`/api/lecture/${seq}/lessons/${lesson}`)).status, 200);
  t.is((await han.get(`/api/lecture/${seq}`)).body.data.lecture.studentCount, 1);
});

test('private lectures: hidden from others (page, lessons, previews, search, enrolment) until invited; declining closes it again', async (t) => {
  const kim = await as('kim.teacher');
  const jung = await as('jung');
  const { seq, lesson, preview } = await create(kim, {
    subject: '비밀 특강 수업',
    settings: { permission: 'private', acceptType: 'review' },
  });
  t.is((await jung.get(`/api/lecture/${seq}`)).body.err.code, 'not_enrolled');
  t.is((await jung.get(`/api/lecture/${seq}/lessons/${preview}`)).status, 403);
  t.is((await app.client().get(`/api/lecture/${seq}/lessons/${preview}`)).status, 403);
  t.is((await jung.post(`/api/lecture/${seq}/enrol`)).status, 403);
  t.is(
    (await jung.get('/api/lecture/list/summary?search=' + encodeURIComponent('비밀 특강'))).body.data
      .totalCount,
    0,
  );

  await kim.post(`/api/lecture/${seq}/invite`, { userIds: ['jung'] });
  const invited = (await jung.get(`/api/lecture/${seq}`)).body.data;
  t.is(invited.enrolment.state, 'invited');
  t.is(
    (await jung.get(`/api/lecture/${seq}/lessons/${lesson}`)).status,
    403,
    'an invitation alone opens no lesson',
  );
  t.is((await jung.delete(`/api/lecture/${seq}/enrol`)).status, 200, 'declined');
  t.is((await jung.get(`/api/lecture/${seq}`)).status, 403);

  await kim.post(`/api/lecture/${seq}/invite`, { userIds: ['jung'] });
  const accepted = (await jung.post(`/api/lecture/${seq}/enrol`)).body.data;
  t.is(accepted.state, 'joined', 'an invitation joins at once, even when the lecture reviews requests');
  t.is((await jung.get(`/api/lecture/${seq}/lessons/${lesson}`)).status, 200);
});

test('invitations: only the owner invites; inside a channel only its members can be invited', async (t) => {
  const kim = await as('kim.teacher');
  const lee = await as('lee.teacher');
  const { seq } = await create(kim, { subject: '초대 강좌' });
  t.is((await lee.post(`/api/lecture/${seq}/invite`, { userIds: ['park'] })).body.err.code, 'not_owner');
  t.is((await (await as('park')).post(`/api/lecture/${seq}/invite`, { userIds: ['choi'] })).status, 403);
  t.is((await kim.post(`/api/lecture/${seq}/invite`, { userIds: [] })).status, 400);

  const teacher = await as('hb.teacher', 'hanbit.localhost');
  const inChannel = await create(teacher, { subject: '채널 강좌', settings: { permission: 'private' } });
  const res = await teacher.post(`/api/lecture/${inChannel.seq}/invite`, { userIds: ['hb.student', 'park'] });
  t.deepEqual(res.body.data, { invited: ['hb.student'], notFound: ['park'] });
  t.is(
    (await app.core.db('lecture_enrolments').where({ lecture_id: inChannel.seq }).count({ n: '*' }).first())
      ?.n,
    1,
  );
  // A pending join request is answered through the channel's memberships (invitedFromLecture);
  // a deactivated member stays out of reach.
  const hanbit = (await app.core.db('channels').where({ slug: 'hanbit' }).first('id')).id;
  const asker = await app.createUser({ userId: 'hb.asker' });
  await app.addMember(hanbit, asker, 'student', 'requesting');
  await app.addMember(hanbit, await app.createUser({ userId: 'hb.gone' }), 'student', 'joined', {
    is_active: false,
  });
  const more = await teacher.post(`/api/lecture/${inChannel.seq}/invite`, {
    userIds: ['hb.asker', 'hb.gone'],
  });
  t.deepEqual(more.body.data, { invited: ['hb.asker'], notFound: ['hb.gone'] });
  t.like(await app.core.db('channel_members').where({ channel_id: hanbit, user_id: asker }).first(), {
    state: 'invitedFromLecture',
  });
  // On the public site a school's member is out of reach, exactly like an unknown login id.
  const onPublic = await create(kim, { subject: '공개 초대 강좌', settings: { permission: 'private' } });
  const pub = await kim.post(`/api/lecture/${onPublic.seq}/invite`, {
    userIds: ['han', 'hb.student', 'nobody'],
  });
  t.deepEqual(pub.body.data, { invited: ['han'], notFound: ['hb.student', 'nobody'] });
});
