import test from 'ava';
import { startTestCore, testPassword, type TestCore } from '@seodang/sdk/testing';

let t0: TestCore;
let channelId: number;
const ids: Record<string, number> = {};

test.before(async () => {
  t0 = await startTestCore({ plugins: ['community'] });
  channelId = await t0.createChannel({ slug: 'hanbit', name: '한빛고' });
  for (const [name, role] of [
    ['admin', 'admin'],
    ['alice', 'student'],
    ['bob', 'student'],
  ] as const) {
    ids[name] = await t0.createUser({ userId: name, name: name.toUpperCase() });
    await t0.addMember(channelId, ids[name], role);
  }
  ids.outsider = await t0.createUser({ userId: 'outsider' });
});
test.after.always(async () => {
  await t0?.stop();
});

const as = async (userId: string, host = 'hanbit.localhost', locale?: string) => {
  const c = t0.client({ host, locale });
  await c.login(userId, testPassword);
  return c;
};

test('ask a question, see it listed and searchable, within the channel only', async (t) => {
  const alice = await as('alice');
  const created = await alice.post('/api/qna', {
    title: '재귀 함수 질문입니다',
    contents: '피보나치를 재귀로 짜면 왜 느린가요?',
  });
  t.is(created.status, 201);
  // Other tests ask questions at the same time: find ours by its index.
  const list = await alice.get('/api/qna?limit=100');
  const mine = list.body.data.list.find((q: { index: number }) => q.index === created.body.data.index);
  t.is(mine.title, '재귀 함수 질문입니다');
  t.is(mine.author.name, 'ALICE');
  t.is((await alice.get(`/api/qna?search=${encodeURIComponent('피보나치')}`)).body.data.totalCount, 1);
  t.is((await alice.get(`/api/qna?search=${encodeURIComponent('없는단어')}`)).body.data.totalCount, 0);
  // Not on the public site, not for outsiders.
  t.false(
    (await t0.client().get('/api/qna')).body.data.list.some(
      (q: { title: string }) => q.title === '재귀 함수 질문입니다',
    ),
  );
  const outsider = await as('outsider');
  t.is((await outsider.get('/api/qna')).body.err.code, 'not_channel_member');
  t.is((await outsider.get(`/api/qna/${created.body.data.index}`)).status, 403);
});

test("Q&A lengths: title 5–100, contents 10–2000, comment 5–2000, in the user's language", async (t) => {
  const alice = await as('alice', 'hanbit.localhost', 'en');
  const short = await alice.post('/api/qna', { title: '짧음', contents: '충분히 긴 내용입니다 열자' });
  t.is(short.status, 400);
  t.is(short.body.err.message, 'The title must be 5 to 100 characters long.');
  t.is(
    (await alice.post('/api/qna', { title: '다섯글자임', contents: '짧은 내용' })).body.err.message,
    'The contents must be 10 to 2,000 characters long.',
  );
  t.is((await alice.post('/api/qna', { title: 'x'.repeat(101), contents: 'y'.repeat(20) })).status, 400);
  t.is((await alice.post('/api/qna', { title: 'x'.repeat(100), contents: 'y'.repeat(2000) })).status, 201);
  t.is((await alice.post('/api/qna', { title: 'x'.repeat(100), contents: 'y'.repeat(2001) })).status, 400);
  const q = (await alice.post('/api/qna', { title: '댓글 테스트', contents: '댓글 길이를 확인합니다.' })).body
    .data.index;
  t.is((await alice.post(`/api/qna/${q}/comments`, { contents: '넷글자' })).status, 400);
  t.is((await alice.post(`/api/qna/${q}/comments`, { contents: '다섯글자요' })).status, 201);
});

test('authors edit their own, others cannot, admins moderate', async (t) => {
  const alice = await as('alice');
  const bob = await as('bob');
  const admin = await as('admin');
  const q = (
    await alice.post('/api/qna', { title: '권한 테스트 질문', contents: '작성자만 수정할 수 있나요?' })
  ).body.data.index;
  const a = (await bob.post(`/api/qna/${q}/answers`, { contents: '네, 작성자와 관리자만 가능합니다.' })).body
    .data.index;
  const detail = await alice.get(`/api/qna/${q}`);
  t.true(detail.body.data.question.canEdit);
  t.false(detail.body.data.answers[0].canEdit, "alice cannot edit bob's answer");
  t.is(detail.body.data.question.answerCount, 1);
  t.is(
    (await bob.put(`/api/qna/${q}`, { title: '남의 질문 수정', contents: '수정하면 안 되는 내용입니다.' }))
      .body.err.code,
    'not_author',
  );
  t.is((await alice.delete(`/api/qna/answers/${a}`)).status, 403);
  t.is(
    (
      await alice.put(`/api/qna/${q}`, {
        title: '권한 테스트 질문 (수정)',
        contents: '작성자는 수정할 수 있습니다.',
      })
    ).status,
    200,
  );
  t.true((await admin.get(`/api/qna/${q}`)).body.data.answers[0].canDelete);
  t.is((await admin.delete(`/api/qna/answers/${a}`)).status, 200);
  t.is((await alice.get(`/api/qna/${q}`)).body.data.question.answerCount, 0);
  t.is((await admin.delete(`/api/qna/${q}`)).status, 200);
  t.is((await alice.get(`/api/qna/${q}`)).status, 404);
});

test('pagination', async (t) => {
  const bob = await as('bob');
  for (let i = 0; i < 12; i++)
    await bob.post('/api/qna', { title: `페이지 질문 ${i}`, contents: '페이지 나누기를 확인합니다.' });
  const page1 = await bob.get('/api/qna?page=1&limit=5&search=' + encodeURIComponent('페이지 질문'));
  const page3 = await bob.get('/api/qna?page=3&limit=5&search=' + encodeURIComponent('페이지 질문'));
  t.is(page1.body.data.totalCount, 12);
  t.is(page1.body.data.list.length, 5);
  t.is(page3.body.data.list.length, 2);
  t.is(page1.body.data.list[0].title, '페이지 질문 11');
  t.is((await bob.get('/api/qna?page=0')).status, 400);
});

test('notices: admins write (sanitised), members read, the page start carries them entity-encoded', async (t) => {
  const admin = await as('admin');
  const alice = await as('alice');
  t.is((await alice.post('/api/notice', { title: '학생 공지', contents: '안 됨' })).status, 403);
  const created = await admin.post('/api/notice', {
    title: '시험 <안내> & 일정',
    contents: '<p>내일 시험<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    isPinned: true,
  });
  t.is(created.status, 201);
  t.false(/script|onerror/.test(created.body.data.contents));
  const list = await alice.get('/api/notice');
  t.is(list.body.data.list[0].title, '시험 <안내> & 일정');
  t.false(list.body.data.list[0].canEdit);
  const page = await (await alice.request('GET', '/')).text();
  const data = JSON.parse(
    /<script id="__SEODANG__" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(page)![1],
  );
  t.is(data.initialData.channelNoticeList[0].title, '시험 &lt;안내&gt; &amp; 일정');
  t.is(data.initialData.initialNoticeData.title, '시험 &lt;안내&gt; &amp; 일정');
  t.true(data.pageInfo.isChannel);
  t.false(page.includes('<안내>'), 'no raw markup in the page');
});

test('notifications: sent by an admin, listed, marked read, delivered live', async (t) => {
  const admin = await as('admin');
  const alice = await as('alice');
  const ws = new WebSocket(`${t0.url.replace('http', 'ws')}/api/realtime`, {
    headers: { cookie: `sd_sid=${alice.cookie('sd_sid')}`, host: `hanbit.localhost:${t0.port}` },
  } as never);
  const events: { type: string; event?: string; data?: { title: string } }[] = [];
  ws.addEventListener('message', (e) => events.push(JSON.parse(String(e.data))));
  await new Promise((r) => ws.addEventListener('open', r));
  ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${ids.alice}` }));
  ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${ids.bob}` }));
  await waitUntil(
    () => events.some((e) => e.type === 'subscribed') && events.some((e) => e.type === 'error'),
  );
  const sent = await admin.post('/api/notification', {
    type: 'promotion',
    title: '특강 안내',
    message: '이번 주 금요일 특강',
    target: [ids.alice],
  });
  t.is(sent.body.sent, 1);
  // Other tests of this file notify alice too (answers to her questions): wait for this one.
  const isSent = (e: (typeof events)[number]) =>
    e.type === 'event' && e.event === 'notification.created' && e.data?.title === '특강 안내';
  await waitUntil(() => events.some(isSent));
  t.is(events.filter(isSent).length, 1);
  ws.close();
  const mine = await alice.get('/api/notification?type=promotion');
  t.is(mine.body.data.unreadCount, 1);
  t.is(mine.body.data.list[0].isRead, false);
  await alice.post('/api/notification/read', { all: true });
  t.is((await alice.get('/api/notification')).body.data.unreadCount, 0);
  const bob = await as('bob');
  t.is((await bob.get('/api/notification')).body.data.totalCount, 0, 'only the target got it');
  t.is((await alice.post('/api/notification', { title: 'x', message: 'y', target: 'all' })).status, 403);
});

async function waitUntil(pred: () => boolean, ms = 5000) {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('the cached list follows writes on any core instance at once', async (t) => {
  const other = await t0.another();
  const onB = other.client({ host: 'hanbit.localhost' });
  await onB.login('bob', testPassword);
  const before = (await onB.get('/api/qna?limit=100')).body.data.totalCount;
  const alice = await as('alice');
  const created = await alice.post('/api/qna', {
    title: '캐시 무효화 확인',
    contents: '다른 인스턴스에서도 바로 보이나요?',
  });
  const after = await onB.get('/api/qna?limit=100');
  t.true(after.body.data.totalCount > before);
  t.true(after.body.data.list.some((q: { index: number }) => q.index === created.body.data.index));
});
