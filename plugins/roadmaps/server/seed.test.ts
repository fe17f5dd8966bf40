/**
 * The roadmaps demo: 파이썬 백엔드 입문 on the public site, chosen by 민준 with his two completed
 * lessons done, a paid one and a review-gated one with 민준's request waiting, and the demo
 * school's 1학년 정보 로드맵; seeding again adds nothing. 민준 can buy the paid one.
 */
import test from 'ava';
import { startTestCore, type TestCore } from '@seodang/sdk/testing';
import { seedDemo } from '../../../core/src/seed/demo.ts';
import { demoAccounts, demoChannel } from '../../../scripts/demo-accounts.ts';

let app: TestCore;
test.before(async () => {
  app = await startTestCore({ plugins: ['community', 'lectures', 'commerce', 'roadmaps'] });
  await seedDemo(app.core);
});
test.after.always(async () => {
  await app?.stop();
});

const password = (userId: string) => demoAccounts.find((a) => a.userId === userId)!.password;

test('민준 follows the public roadmap with real progress; the school has its own; idempotent', async (t) => {
  const minjun = app.client();
  await minjun.login('minjun', password('minjun'));
  const mine = (await minjun.get('/api/roadmap/user')).body.data.roadmapList;
  t.is(mine.length, 1);
  t.like(mine[0], { title: '파이썬 백엔드 입문', isFree: true, access: 'granted', checked: true });
  const detail = (await minjun.get(`/api/roadmap/${mine[0].sequence}`)).body.data;
  t.deepEqual(
    detail.nodes.filter((n: { state: string }) => n.state === 'done').map((n: { id: string }) => n.id),
    ['lesson-1', 'lesson-2'],
  );
  t.true(detail.progress.percent > 0);
  const guest = app.client();
  t.deepEqual(
    (await guest.get('/api/roadmap/list')).body.data.roadmapList.map(
      (r: { title: string; finalPrice: number }) => [r.title, r.finalPrice],
    ),
    [
      ['알고리즘 집중 로드맵', 0],
      ['프론트엔드 개발자 로드맵', 39_000],
      ['파이썬 백엔드 입문', 0],
    ],
  );
  const gated = (await guest.get('/api/roadmap/list?difficulty=difficult')).body.data.roadmapList[0];
  t.is((await minjun.get(`/api/roadmap/${gated.sequence}`)).body.data.access, 'pending');
  const student = app.client({ host: `${demoChannel.slug}.localhost` });
  await student.login('hajun', password('hajun'));
  t.deepEqual(
    (await student.get('/api/roadmap/list')).body.data.roadmapList.map((r: { title: string }) => r.title),
    ['1학년 정보 로드맵'],
  );
  await seedDemo(app.core);
  t.is(Number((await app.core.db('roadmaps').count({ n: '*' }).first())!.n), 4);
});

test('the demo fills the lecture page’s box and the home section', async (t) => {
  const minjun = app.client();
  await minjun.login('minjun', password('minjun'));
  const python = await app.core
    .db('lectures')
    .whereNull('channel_id')
    .where({ subject: '파이썬으로 배우는 프로그래밍 기초' })
    .first('id');
  const box = (await minjun.get(`/api/roadmap/lecture/${python.id}`)).body.data.roadmapList;
  t.like(box, [{ title: '파이썬 백엔드 입문', difficulty: 'easy' }]);
  t.true(box[0].progress.percent > 0);
  const home = (await minjun.get('/api/roadmap/home')).body.data;
  t.is(home.totalCount, 3);
  t.like(home.roadmapList[0], { title: '파이썬 백엔드 입문', checked: true });
  t.true(home.roadmapList[0].progress.percent > 0);
  t.is((await app.client().get('/api/roadmap/home')).body.data.roadmapList[0].progress, null);
});

test('민준 can buy the paid demo roadmap: it goes in his cart at its price', async (t) => {
  const minjun = app.client();
  await minjun.login('minjun', password('minjun'));
  const paid = (await app.client().get('/api/roadmap/list')).body.data.roadmapList.find(
    (r: { isFree: boolean }) => !r.isFree,
  );
  const added = await minjun.post('/api/cart', { itemType: 'roadmap', sequence: paid.sequence });
  t.is(added.status, 201, JSON.stringify(added.body));
  const item = (await minjun.get('/api/cart/list')).body.data.cartItemList.find(
    (i: { itemType: string }) => i.itemType === 'roadmap',
  );
  t.like(item, {
    lectureSequence: paid.sequence,
    title: '프론트엔드 개발자 로드맵',
    finalPrice: 39_000,
    isForSale: true,
  });
  await minjun.delete('/api/cart', { itemIndexes: [item.itemIndex] });
});
