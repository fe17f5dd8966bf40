import test from 'ava';
import { pageWindow } from './page-window.ts';

test('at most five page links around the current page, inside 1…pageCount', (t) => {
  t.deepEqual(pageWindow(1, 3), [1, 2, 3]);
  t.deepEqual(pageWindow(1, 10), [1, 2, 3, 4, 5]);
  t.deepEqual(pageWindow(6, 10), [4, 5, 6, 7, 8]);
  t.deepEqual(pageWindow(10, 10), [6, 7, 8, 9, 10]);
  t.deepEqual(pageWindow(1, 0), []);
});
