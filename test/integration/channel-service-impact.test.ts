import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
let hanbit: Awaited<ReturnType<TestCore['createChannelWithMembers']>>;
const hour = 3_600_000;

async function addExam(assessmentId: number, startsIn: number, lasts: number) {
  await t0.core.db('assessment_exams').insert({
    assessment_id: assessmentId,
    title: 'exam',
    start_at: new Date(Date.now() + startsIn),
    end_at: new Date(Date.now() + startsIn + lasts),
    devices: JSON.stringify([]),
  });
}

async function addAssessment(channelId: number): Promise<number> {
  const [{ id }] = await t0.core
    .db('assessment_assessments')
    .insert({
      channel_id: channelId,
      title: 'assessment',
      description: '',
      url_slug: `a-${Math.random().toString(36).slice(2)}`,
      register_open: new Date(Date.now() - 100 * hour),
      register_close: new Date(Date.now() + 100 * hour),
    })
    .returning('id');
  return id;
}

test.before(async () => {
  t0 = await startTestCore({ plugins: ['lectures', 'assessment'] });
  hanbit = await t0.createChannelWithMembers({
    slug: 'hanbit',
    members: { boss: 'admin', pupil: 'student' },
  });
  await t0.createChannelWithMembers({ slug: 'other', members: { 'other.admin': 'admin' } });
  const first = await addAssessment(hanbit.id);
  await addAssessment(hanbit.id);
  await addAssessment(hanbit.id);
  await addExam(first, 20 * hour, hour); // tomorrow
  await addExam(first, 72 * hour, hour);
});
test.after.always(async () => {
  await t0?.stop();
});

async function as(who: string, host = 'hanbit.localhost', locale = 'ko') {
  const c = t0.client({ host, locale });
  await c.login(who, testPassword);
  return c;
}

test.serial('services have their names in the reader’s language', async (t) => {
  const ko = await (await as('boss')).get('/api/channel/services');
  const en = await (await as('boss', 'hanbit.localhost', 'en')).get('/api/channel/services');
  const names = (r: { body: { data: { service: string; name: string }[] } }) =>
    Object.fromEntries(r.body.data.map((s) => [s.service, s.name]));
  t.like(names(ko), { LECTURE: '강의', ASSESSMENT: '평가' });
  t.like(names(en), { LECTURE: 'Lectures', ASSESSMENT: 'Assessments' });
});

test.serial('switching off first says what members lose, as the plugins count it', async (t) => {
  const ko = await (await as('boss')).get('/api/channel/services/ASSESSMENT/impact');
  t.is(ko.status, 200, JSON.stringify(ko.body));
  t.deepEqual(ko.body.data.lines, ['평가 3개', '예정된 시험 2개', '24시간 안에 시작하는 시험 1개']);
  t.false(ko.body.data.inUse);
  const en = await (
    await as('boss', 'hanbit.localhost', 'en')
  ).get('/api/channel/services/ASSESSMENT/impact');
  t.deepEqual(en.body.data.lines, [
    '3 assessment(s)',
    '2 upcoming exam(s)',
    '1 exam(s) starting within 24 hours',
  ]);
  const none = await (await as('other.admin', 'other.localhost')).get('/api/channel/services/LECTURE/impact');
  t.deepEqual(none.body.data.lines, [], 'no lectures there');
  const lectureIds = await t0.core
    .db('lectures')
    .insert(
      ['하나', '둘'].map((subject) => ({
        channel_id: hanbit.id,
        subject,
        slug: subject,
        contents: '<p></p>',
      })),
    )
    .returning('id');
  for (const who of ['boss', 'pupil'])
    await t0.core
      .db('lecture_enrolments')
      .insert({ lecture_id: lectureIds[0].id, user_id: hanbit.ids[who], state: 'joined' });
  const waiting = await t0.createUser({ userId: 'waiting' });
  await t0.core
    .db('lecture_enrolments')
    .insert({ lecture_id: lectureIds[1].id, user_id: waiting, state: 'waiting' });
  const lectures = await (await as('boss')).get('/api/channel/services/LECTURE/impact');
  t.deepEqual(lectures.body.data.lines, ['강의 2개', '수강 중인 학습자 2명']);
  const elsewhere = await (
    await as('other.admin', 'other.localhost')
  ).get('/api/channel/services/ASSESSMENT/impact');
  t.deepEqual(elsewhere.body.data.lines, [], "another channel's assessments are not counted");
});

test.serial(
  'an exam running now refuses the switch with 409 service_in_use; afterwards it goes off',
  async (t) => {
    const [running] = await t0.core.db('assessment_assessments').where({ channel_id: hanbit.id }).pluck('id');
    await addExam(running, -hour / 2, hour);
    const ko = await as('boss');
    const refused = await ko.put('/api/channel/services/ASSESSMENT', { enabled: false });
    t.is(refused.status, 409);
    t.is(refused.body.err.code, 'service_in_use');
    t.regex(refused.body.err.message, /'평가' 서비스를 사용하는 시험/);
    const en = await (
      await as('boss', 'hanbit.localhost', 'en')
    ).put('/api/channel/services/ASSESSMENT', {
      enabled: false,
    });
    t.regex(en.body.err.message, /Assessments service cannot be switched off/);
    t.true((await ko.get('/api/channel/services/ASSESSMENT/impact')).body.data.inUse);
    t.is(
      await t0.core.db('action_logs').where({ channel_id: hanbit.id }).first(),
      undefined,
      'nothing logged',
    );
    await t0.core.db('assessment_exams').where('start_at', '<', new Date()).delete();
    t.is((await ko.put('/api/channel/services/ASSESSMENT', { enabled: false })).status, 200);
    t.is((await ko.put('/api/channel/services/LECTURE', { enabled: false })).status, 200);
  },
);

test.serial('members and another channel’s admin get nothing', async (t) => {
  t.is((await (await as('pupil')).get('/api/channel/services/ASSESSMENT/impact')).status, 403);
  t.is((await (await as('other.admin')).get('/api/channel/services/ASSESSMENT/impact')).status, 403);
  t.is((await (await as('boss')).get('/api/channel/services/NOPE/impact')).status, 404);
});
