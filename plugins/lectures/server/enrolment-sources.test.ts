import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { lectureEnrolmentsRef } from '../common/enrolment-sources.ts';
import { signedInClients } from './test-clients.ts';

// `lectures.enrolments`: enrolments made on behalf of a source (a roadmap purchase), idempotent
// per source, withdrawn without touching what another source or the learner holds.
let app: TestCore;
let channelId: number;
let learner: number;

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  await app.createUser({ userId: 'src.teacher', name: '강선생', isTeacher: true });
  learner = await app.createUser({ userId: 'src.learner' });
  channelId = await app.createChannel({ slug: 'src-school', name: '출처학교' });
});
test.after.always(async () => {
  await app?.stop();
});

const as = signedInClients(() => app);
const db = () => app.core.db;
const service = () => app.core.service(lectureEnrolmentsRef);

/** A published lecture of `channel` (null: the public site). */
async function lecture(subject: string, channel: number | null = channelId) {
  const teacher = await as('src.teacher');
  const res = await teacher.post('/api/lecture', {
    subject,
    description: '',
    isFree: true,
    categoryFirst: 'programming',
    categorySecond: 'algorithm',
    tags: [],
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  const id = res.body.data.sequence as number;
  await teacher.put(`/api/lecture/${id}/publish`, { published: true });
  await db()('lectures').where({ id }).update({ channel_id: channel });
  return id;
}
const enrolled = async (lectureId: number) =>
  (await db()('lecture_enrolments').where({ lecture_id: lectureId, user_id: learner }).first('state'))?.state;
const roadmap = (id: number) => ({ kind: 'roadmap-purchase', id });

test('enrolling twice for one source enrols once, and another channel’s lecture is ignored', async (t) => {
  const mine = await lecture('출처 강좌 1');
  const far = await lecture('다른 곳 강좌', null);
  const input = { channelId, userId: learner, lectureIds: [mine, far], source: roadmap(1) };
  t.deepEqual(await service().enrol(input), [mine]);
  t.deepEqual(await db().transaction((trx) => service().enrol(input, trx)), []);
  t.is(await enrolled(mine), 'joined');
  t.is(await enrolled(far), undefined);
  t.is((await db()('lecture_enrolment_sources').where({ lecture_id: mine, user_id: learner })).length, 1);
  t.is(Number((await db()('lectures').where({ id: mine }).first('student_count')).student_count), 1);
  // Withdrawing from the public site's scope finds nothing of the channel's.
  t.deepEqual(await service().withdraw({ channelId: null, userId: learner, source: roadmap(1) }), []);
  t.is(await enrolled(mine), 'joined');
  t.deepEqual(await service().withdraw({ channelId, userId: learner, source: roadmap(1) }), [mine]);
  t.is(await enrolled(mine), undefined);
  t.deepEqual(await service().withdraw({ channelId, userId: learner, source: roadmap(1) }), []);
});

test('withdrawing a source keeps enrolments the learner held before, bought directly or another source holds', async (t) => {
  const own = await lecture('먼저 듣던 강좌');
  const shared = await lecture('두 로드맵의 강좌');
  const only = await lecture('이 로드맵만의 강좌');
  const bought = await lecture('따로 산 강좌');
  await db()('lecture_enrolments').insert({
    lecture_id: own,
    user_id: learner,
    state: 'joined',
    joined_at: new Date(),
  });
  const all = [own, shared, only, bought];
  await service().enrol({ channelId, userId: learner, lectureIds: all, source: roadmap(2) });
  await service().enrol({ channelId, userId: learner, lectureIds: [shared], source: roadmap(3) });
  // Bought on its own after the roadmap.
  await db()('lecture_purchase_grants').insert({
    order_item_id: 77_001,
    lecture_id: bought,
    user_id: learner,
  });

  const removed = await db().transaction((trx) =>
    service().withdraw({ channelId, userId: learner, source: roadmap(2) }, trx),
  );
  t.deepEqual(removed, [only]);
  t.is(await enrolled(own), 'joined');
  t.is(await enrolled(shared), 'joined');
  t.is(await enrolled(only), undefined);
  t.is(await enrolled(bought), 'joined');

  t.deepEqual(await service().withdraw({ channelId, userId: learner, source: roadmap(3) }), [shared]);
  t.is(await enrolled(shared), undefined);
  t.is(await enrolled(own), 'joined');
});

test('a rolled back transaction leaves no enrolment', async (t) => {
  const id = await lecture('취소되는 강좌');
  await t.throwsAsync(
    db().transaction(async (trx) => {
      await service().enrol({ channelId, userId: learner, lectureIds: [id], source: roadmap(4) }, trx);
      throw new Error('rolled back');
    }),
  );
  t.is(await enrolled(id), undefined);
  t.is((await db()('lecture_enrolment_sources').where({ lecture_id: id })).length, 0);
});

test('a direct purchase refunded while a source holds the lecture leaves the enrolment to that source', async (t) => {
  const { lecturePurchasable } = await import('./purchasable-lecture.ts');
  const id = await lecture('먼저 산 강좌');
  const item = { orderItemId: 77_002, orderId: 7, channelIndex: channelId, userId: learner, ref: id };
  await db().transaction((trx) => lecturePurchasable.grant(trx, item));
  await service().enrol({ channelId, userId: learner, lectureIds: [id], source: roadmap(5) });
  await db().transaction((trx) => lecturePurchasable.revoke(trx, item));
  t.is(await enrolled(id), 'joined');
  t.deepEqual(await service().withdraw({ channelId, userId: learner, source: roadmap(5) }), [id]);
  t.is(await enrolled(id), undefined);
});

test('a learner who leaves a lecture a source enrolled them in and joins again keeps it when the source is withdrawn', async (t) => {
  // On the public site, where the learner's client is.
  const id = await lecture('떠났다 돌아온 강좌', null);
  await service().enrol({ channelId: null, userId: learner, lectureIds: [id], source: roadmap(6) });
  const me = await as('src.learner');
  t.is((await me.delete(`/api/lecture/${id}/enrol`)).status, 200);
  t.is(await enrolled(id), undefined);
  t.is((await db()('lecture_enrolment_sources').where({ lecture_id: id })).length, 0);
  await db()('lecture_enrolments').insert({
    lecture_id: id,
    user_id: learner,
    state: 'joined',
    joined_at: new Date(),
  });
  t.deepEqual(await service().withdraw({ channelId: null, userId: learner, source: roadmap(6) }), []);
  t.is(await enrolled(id), 'joined');
});

test('a suspended source keeps the lecture shut only while no other holding stands, and resumes', async (t) => {
  const id = await lecture('환불을 기다리는 강좌', null);
  const teacher = await as('src.teacher');
  const made = await teacher.post(`/api/lecture/${id}/lessons`, {
    title: '첫 레슨',
    type: 'text',
    items: [{ type: 'text', content: '<p>본문</p>' }],
  });
  t.is(made.status, 201, JSON.stringify(made.body));
  const me = await as('src.learner');
  const open = () => me.get(`/api/lecture/${id}/lessons/${made.body.data.index}`);
  const source = (n: number) => ({ channelId: null, userId: learner, source: roadmap(n) });
  await service().enrol({ channelId: null, userId: learner, lectureIds: [id], source: roadmap(8) });
  await service().enrol({ channelId: null, userId: learner, lectureIds: [id], source: roadmap(9) });
  t.is((await open()).status, 200);

  // Another organisation's scope touches nothing; a second suspend changes nothing.
  t.deepEqual(await service().suspend({ ...source(8), channelId }), []);
  t.deepEqual(await service().suspend(source(8)), [id]);
  t.deepEqual(await db().transaction((trx) => service().suspend(source(8), trx)), []);
  t.is((await open()).status, 200, 'the other roadmap still holds it');
  t.deepEqual(await service().suspend(source(9)), [id]);
  const shut = await open();
  t.is(shut.status, 403);
  t.is(shut.body.err.code, 'study_suspended');
  t.is(await enrolled(id), 'joined', 'suspended, not withdrawn');

  t.deepEqual(await service().resume(source(9)), [id]);
  t.deepEqual(await service().resume(source(9)), []);
  t.is((await open()).status, 200);
  // A withdrawn suspended source takes back only what it made (the other still holds the lecture).
  t.deepEqual(await service().withdraw(source(8)), []);
  t.is((await open()).status, 200);
});

test('an unpublished lecture a source names enrols no one', async (t) => {
  const draft = await lecture('아직 준비 중인 강좌');
  await db()('lectures').where({ id: draft }).update({ is_published: false });
  const open = await lecture('열린 강좌');
  t.deepEqual(
    await service().enrol({ channelId, userId: learner, lectureIds: [draft, open], source: roadmap(10) }),
    [open],
  );
  t.is(await enrolled(draft), undefined);
  t.is((await db()('lecture_enrolment_sources').where({ lecture_id: draft })).length, 0);
  t.is(await enrolled(open), 'joined');
});
