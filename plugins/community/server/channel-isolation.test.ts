import test from 'ava';
import { startTestCore, testPassword, uncoveredIdRoutes, type TestCore } from '@seodang/sdk/testing';

/**
 * Every community route that takes an id resolves it in the request's channel: an admin of two
 * channels, asking on channel A with ids of channel B, gets the same 404 a missing row answers,
 * and nothing of channel B changes.
 */
let t0: TestCore;
const ids: Record<string, number> = {};
/** Rows made in channel B. */
const b: Record<'notice' | 'question' | 'answer' | 'comment', number> = {
  notice: 0,
  question: 0,
  answer: 0,
  comment: 0,
};

const hostA = 'hanbit.localhost';
const hostB = 'sejong.localhost';
const as = async (userId: string, host: string) => {
  const c = t0.client({ host });
  await c.login(userId, testPassword);
  return c;
};

test.before(async () => {
  t0 = await startTestCore({ plugins: ['community'] });
  const channelA = await t0.createChannel({ slug: 'hanbit', name: '한빛고' });
  const channelB = await t0.createChannel({ slug: 'sejong', name: '세종고' });
  ids.boss = await t0.createUser({ userId: 'boss', name: 'BOSS' });
  ids.minji = await t0.createUser({ userId: 'minji', name: 'MINJI' });
  await t0.addMember(channelA, ids.boss, 'admin');
  await t0.addMember(channelB, ids.boss, 'admin');
  await t0.addMember(channelB, ids.minji, 'student');

  const boss = await as('boss', hostB);
  b.notice = (
    await boss.post('/api/notice', { title: '세종 공지', contents: '<p>세종</p>' })
  ).body.data.index;
  b.question = (
    await boss.post('/api/qna', { title: '세종 질문', contents: '세종고 질문의 내용입니다' })
  ).body.data.index;
  b.answer = (
    await boss.post(`/api/qna/${b.question}/answers`, { contents: '세종고 질문에 대한 답변입니다' })
  ).body.data.index;
  b.comment = (
    await boss.post(`/api/qna/${b.question}/comments`, { contents: '세종고 질문에 단 댓글입니다' })
  ).body.data.index;
  for (const [kind, id] of Object.entries(b)) if (!id) throw new Error(`no ${kind} in channel B`);
});
test.after.always(async () => {
  await t0?.stop();
});

/** [method, path, body, expected error code] for every id-taking route, with channel B's ids. */
const crossChannel = (): [string, string, unknown, string][] => [
  ['GET', `/api/notice/${b.notice}`, undefined, 'notice_not_found'],
  ['PUT', `/api/notice/${b.notice}`, { title: '바꾸기 시도', contents: '<p>바꿈</p>' }, 'notice_not_found'],
  ['DELETE', `/api/notice/${b.notice}`, undefined, 'notice_not_found'],
  ['GET', `/api/qna/${b.question}`, undefined, 'question_not_found'],
  [
    'PUT',
    `/api/qna/${b.question}`,
    { title: '바꾸기 시도', contents: '다른 채널에서 바꾼 내용입니다' },
    'question_not_found',
  ],
  ['DELETE', `/api/qna/${b.question}`, undefined, 'question_not_found'],
  [
    'POST',
    `/api/qna/${b.question}/answers`,
    { contents: '다른 채널에서 끼어들기 시도' },
    'question_not_found',
  ],
  [
    'POST',
    `/api/qna/${b.question}/comments`,
    { contents: '다른 채널에서 끼어들기 시도' },
    'question_not_found',
  ],
  ['PUT', `/api/qna/answers/${b.answer}`, { contents: '다른 채널에서 바꾸기 시도' }, 'answer_not_found'],
  ['DELETE', `/api/qna/answers/${b.answer}`, undefined, 'answer_not_found'],
  ['PUT', `/api/qna/comments/${b.comment}`, { contents: '다른 채널에서 바꾸기 시도' }, 'comment_not_found'],
  ['DELETE', `/api/qna/comments/${b.comment}`, undefined, 'comment_not_found'],
  ['POST', '/api/notification', { title: '공지', message: '내용', target: [ids.minji] }, 'not_found'],
];

test("ids of another channel answer the missing row's 404 on every community route", async (t) => {
  const boss = await as('boss', hostA);
  for (const [method, path, body, code] of crossChannel()) {
    const res = await boss.json(method, path, body);
    t.is(res.status, 404, `${method} ${path}`);
    t.is(res.body?.err?.code, code, `${method} ${path}`);
  }
  // The same ids asked for as missing ones answer the very same.
  const missing = await boss.get('/api/qna/999999');
  t.is(missing.body.err.code, 'question_not_found');
});

test('a comment names an answer of its own channel only', async (t) => {
  const boss = await as('boss', hostA);
  const mine = (await boss.post('/api/qna', { title: '한빛 질문', contents: '한빛고 질문의 내용입니다' }))
    .body.data.index;
  const res = await boss.post(`/api/qna/${mine}/comments`, {
    contents: '남의 답변에 댓글 달기',
    answerIndex: b.answer,
  });
  t.is(res.status, 404);
  t.is(res.body.err.code, 'answer_not_found');
});

test("channel B's rows are untouched and still answer in channel B", async (t) => {
  const boss = await as('boss', hostB);
  t.is((await boss.get(`/api/notice/${b.notice}`)).body.data.title, '세종 공지');
  const q = await boss.get(`/api/qna/${b.question}`);
  t.is(q.body.data.question.title, '세종 질문');
  t.is(q.body.data.answers.length, 1);
  t.is(q.body.data.answers[0].contents, '세종고 질문에 대한 답변입니다');
  t.is(q.body.data.comments.length, 1);
  const minji = await as('minji', hostB);
  t.is((await minji.get('/api/notification')).body.data.totalCount, 0, 'no notification crossed over');
});

test('every community route with an id in its path has a cross-channel case above', async (t) => {
  const doc = await fetch(`${t0.url}/api/openapi.json`).then((r) => r.json());
  const sent = crossChannel().map(([method, path]) => [method, path] as const);
  t.deepEqual(uncoveredIdRoutes(doc, 'community', sent), []);
});
