import test from 'ava';
import { pageOf, pageSize } from './paging.ts';

test('a page holds its size; the last holds the rest; a page past the end shows the last', (t) => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  t.deepEqual(pageOf(items, 0, 4), { shown: [1, 2, 3, 4], page: 0, pages: 3 });
  t.deepEqual(pageOf(items, 2, 4), { shown: [9, 10], page: 2, pages: 3 });
  // Someone left while the last page was shown: the page there is now.
  t.deepEqual(pageOf(items.slice(0, 6), 2, 4), { shown: [5, 6], page: 1, pages: 2 });
  t.deepEqual(pageOf(items, -1, 4).page, 0);
  t.deepEqual(pageOf([], 3, 4), { shown: [], page: 0, pages: 1 });
});

test('the grid shows 3×3 (2×2 on a phone), the strip 6 (3 on a phone)', (t) => {
  t.is(pageSize('grid', false), 9);
  t.is(pageSize('grid', true), 4);
  t.is(pageSize('speaker', false), 6);
  t.is(pageSize('speaker', true), 3);
});
