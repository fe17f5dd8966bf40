import test from 'ava';
import { startTestCore, testPassword } from '@seodang/sdk/testing';
import { countsCache } from './category-counts.ts';
import { pageCache, rowCache } from './catalogue-cache.ts';

test('cached counts, pages and rows of the catalogue follow every catalogue write at once', async (t) => {
  const app = await startTestCore({ plugins: ['lectures'] });
  try {
    await app.createUser({ userId: 'kim.teacher', isTeacher: true });
    const teacher = app.client();
    await teacher.login('kim.teacher', testPassword);
    const search = async () =>
      (
        await app
          .client()
          .get(`/api/lecture/list/summary?search=${encodeURIComponent('캐시')}&category=programming`)
      ).body.data;
    const countOf = (data: { category: { value: string; count: number }[] }) =>
      data.category.find((c) => c.value === 'programming')?.count;
    t.is((await search()).totalCount, 0);

    const lecture = {
      subject: '캐시 무효화 강좌',
      isFree: true,
      categoryFirst: 'programming',
      categorySecond: 'algorithm',
      tags: [],
    };
    const res = await teacher.post('/api/lecture', lecture);
    const seq = res.body.data.sequence;
    t.is((await search()).totalCount, 0, 'a draft is not in the catalogue');
    t.true(countsCache.size > 0, 'counts are cached');
    t.true(pageCache.size > 0, 'pages are cached');
    await teacher.put(`/api/lecture/${seq}/publish`, { published: true });
    const published = await search();
    t.is(published.totalCount, 1, 'publishing drops the cached counts');
    t.is(countOf(published), 1);
    t.true(rowCache.size > 0, 'rows are cached');
    t.is(published.list[0].sequence, seq);

    const renamed = await teacher.put(`/api/lecture/${seq}`, {
      ...lecture,
      subject: '캐시 무효화 강좌 개정판',
    });
    t.is(renamed.status, 200, JSON.stringify(renamed.body));
    t.is(
      (await search()).list[0].subject,
      '캐시 무효화 강좌 개정판',
      'a cached row is read afresh after an edit',
    );

    const tree = async () =>
      (await app.client().get('/api/lecture/categories')).body.data.find(
        (c: { value: string }) => c.value === 'programming',
      ).count;
    t.is(await tree(), 1);
    await teacher.delete(`/api/lecture/${seq}`);
    t.is((await search()).totalCount, 0, 'deleting drops them too');
    t.is(await tree(), 0);
  } finally {
    await app.stop();
  }
});
