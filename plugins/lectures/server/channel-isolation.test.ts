import test from 'ava';
import { startTestCore, uncoveredIdRoutes, type TestCore } from '@seodang/sdk/testing';
import { signedInClients } from './test-clients.ts';

/**
 * Every lectures route that takes an id resolves it in the request's channel: an admin of two
 * channels, asking on channel A with ids of channel B, gets the same 404 a missing row answers,
 * and nothing of channel B changes.
 */
let app: TestCore;
const hostA = 'hanbit.localhost';
const hostB = 'sejong.localhost';
const ids: Record<string, number> = {};
/** Channel B's lecture, base lecture and lesson; channel A's lecture and lesson. */
const b = { lecture: 0, base: 0, lesson: 0 };
const a = { lecture: 0, lesson: 0 };

const as = signedInClients(() => app);
type C = Awaited<ReturnType<typeof as>>;
const form = (patch: Record<string, unknown> = {}) => ({
  subject: '파이썬 기초',
  description: '처음 배우는 파이썬',
  isFree: true,
  categoryFirst: 'programming',
  categorySecond: 'programming-fundamentals',
  tags: [],
  ...patch,
});
const create = async (c: C, patch: Record<string, unknown> = {}, publish = true) => {
  const res = await c.post('/api/lecture', form(patch));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  if (publish) await c.put(`/api/lecture/${res.body.data.sequence}/publish`, { published: true });
  return res.body.data.sequence as number;
};
const addLesson = async (c: C, lecture: number, title: string) => {
  const res = await c.post(`/api/lecture/${lecture}/lessons`, { title, type: 'text', isPreview: true });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.data.index as number;
};

test.before(async () => {
  app = await startTestCore({ plugins: ['lectures'] });
  const channelA = await app.createChannel({ slug: 'hanbit', name: '한빛고' });
  const channelB = await app.createChannel({ slug: 'sejong', name: '세종고' });
  ids.boss = await app.createUser({ userId: 'boss', name: '관리자' });
  ids.minji = await app.createUser({ userId: 'minji', name: '민지' });
  await app.addMember(channelA, ids.boss, 'admin');
  await app.addMember(channelB, ids.boss, 'admin');
  await app.addMember(channelB, ids.minji, 'student');

  const onB = await as('boss', hostB);
  b.lecture = await create(onB, { subject: '세종 강좌', settings: { acceptType: 'review' } });
  b.base = await create(
    onB,
    { subject: '세종 기본 틀', settings: { isBase: true, allowInternalCopy: true } },
    false,
  );
  b.lesson = await addLesson(onB, b.lecture, '세종 1차시');
  const onA = await as('boss', hostA);
  a.lecture = await create(onA, { subject: '한빛 강좌', settings: { acceptType: 'review' } });
  a.lesson = await addLesson(onA, a.lecture, '한빛 1차시');
  // Minji, of channel B only, is left waiting on channel A's lecture (say she left channel A).
  await app.core
    .db('lecture_enrolments')
    .insert({ lecture_id: a.lecture, user_id: ids.minji, state: 'waiting' });
});
test.after.always(async () => {
  await app?.stop();
});

/** [method, path, body, expected error code] for every id-taking route, with channel B's ids. */
const crossChannel = (): [string, string, unknown, string][] => {
  const L = `/api/lecture/${b.lecture}`;
  const lecture = 'lecture_not_found';
  const lesson = 'lesson_not_found';
  return [
    ['GET', L, undefined, lecture],
    ['POST', `${L}/wish`, { wish: true }, lecture],
    ['GET', `${L}/edit`, undefined, lecture],
    ['PUT', L, form({ subject: '가로채기' }), lecture],
    ['PUT', `${L}/publish`, { published: false }, lecture],
    ['DELETE', L, undefined, lecture],
    ['POST', `${L}/enrol`, undefined, lecture],
    ['DELETE', `${L}/enrol`, undefined, lecture],
    ['GET', `${L}/students`, undefined, lecture],
    ['POST', `${L}/students/${ids.minji}`, { accept: true }, lecture],
    ['POST', `${L}/invite`, { userIds: ['minji'] }, lecture],
    ['POST', `${L}/lessons`, { title: '끼어들기', type: 'text' }, lecture],
    ['PUT', `${L}/lessons/order`, { order: [b.lesson] }, lecture],
    ['PUT', `${L}/lessons/${b.lesson}`, { title: '바꾸기', type: 'text' }, lecture],
    ['DELETE', `${L}/lessons/${b.lesson}`, undefined, lecture],
    ['GET', `${L}/lessons/${b.lesson}`, undefined, lecture],
    ['POST', `${L}/lessons/${b.lesson}/complete`, undefined, lecture],
    ['GET', `${L}/reviews`, undefined, lecture],
    ['PUT', `${L}/reviews/mine`, { rating: 1, contents: '가로채기' }, lecture],
    // Channel A's lecture with an id of channel B in the same request.
    ['PUT', `/api/lecture/${a.lecture}/lessons/${b.lesson}`, { title: '바꾸기', type: 'text' }, lesson],
    ['DELETE', `/api/lecture/${a.lecture}/lessons/${b.lesson}`, undefined, lesson],
    ['GET', `/api/lecture/${a.lecture}/lessons/${b.lesson}`, undefined, lesson],
    ['POST', `/api/lecture/${a.lecture}/lessons/${b.lesson}/complete`, undefined, lesson],
    ['POST', `/api/lecture/${a.lecture}/students/${ids.minji}`, { accept: true }, 'enrolment_not_found'],
    ['POST', '/api/lecture', form({ subject: '복사', baseLectureIndex: b.base }), 'base_not_found'],
  ];
};

test("ids of another channel answer the missing row's 404 on every lectures route", async (t) => {
  const boss = await as('boss', hostA);
  for (const [method, path, body, code] of crossChannel()) {
    const res = await boss.json(method, path, body);
    t.is(res.status, 404, `${method} ${path}`);
    t.is(res.body?.err?.code, code, `${method} ${path}`);
  }
  t.is((await boss.get('/api/lecture/999999')).body.err.code, 'lecture_not_found', 'as a missing one');
});

test("channel B's rows are untouched and still answer in channel B", async (t) => {
  const boss = await as('boss', hostB);
  const edit = (await boss.get(`/api/lecture/${b.lecture}/edit`)).body.data;
  t.is(edit.lecture?.subject ?? edit.subject, '세종 강좌');
  const lesson = await boss.get(`/api/lecture/${b.lecture}/lessons/${b.lesson}`);
  t.is(lesson.status, 200);
  t.deepEqual((await boss.get(`/api/lecture/${b.lecture}/students`)).body.data, []);
  const copy = await boss.post('/api/lecture', form({ subject: '세종 복사', baseLectureIndex: b.base }));
  t.is(copy.status, 201, 'the base copies inside its own channel');
  const waiting = await app.core
    .db('lecture_enrolments')
    .where({ lecture_id: a.lecture, user_id: ids.minji })
    .first('state');
  t.is(waiting.state, 'waiting', 'a user of another channel is not accepted into channel A');
});

test('every lectures route with an id in its path has a cross-channel case above', async (t) => {
  const doc = await fetch(`${app.url}/api/openapi.json`).then((r) => r.json());
  const sent = crossChannel().map(([method, path]) => [method, path] as const);
  t.deepEqual(uncoveredIdRoutes(doc, 'lectures', sent), []);
});
