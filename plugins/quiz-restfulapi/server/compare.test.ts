/** The harness's body comparisons (exact, subset, path, any array order) and its JSON paths. */
import test from 'ava';
import { compareBody, parsePath as harnessPath } from '../harness/api/compare.mjs';
import { parsePath } from '../common/index.ts';

const todos = [
  { id: 1, title: 'a', done: false },
  { id: 2, title: 'b', done: true },
];

test('exact compares the whole body', (t) => {
  t.is(compareBody({ body: todos, mode: 'exact' }, todos), '');
  t.regex(compareBody({ body: todos, mode: 'exact' }, [...todos].reverse()), /^expected the body/);
  t.regex(compareBody({ body: { id: 1 }, mode: 'exact' }, { id: 1, extra: 0 }), /^expected the body/);
});

test('subset takes extra keys but not missing ones, arrays element by element', (t) => {
  t.is(compareBody({ body: { id: 1 }, mode: 'subset' }, todos[0]), '');
  t.is(compareBody({ body: [{ id: 1 }, { done: true }], mode: 'subset' }, todos), '');
  t.regex(compareBody({ body: { id: 1, done: true }, mode: 'subset' }, todos[0]), /to contain/);
  t.regex(compareBody({ body: [{ id: 1 }], mode: 'subset' }, todos), /to contain/);
});

test('unordered takes arrays in any order, each element once', (t) => {
  t.is(compareBody({ body: [...todos].reverse(), mode: 'unordered' }, todos), '');
  t.regex(compareBody({ body: [todos[0], todos[0]], mode: 'unordered' }, todos), /any order/);
  t.is(compareBody({ body: { tags: ['x', 'y'] }, mode: 'unordered' }, { tags: ['y', 'x'] }), '');
});

test('path compares the value found there, and names a missing one', (t) => {
  t.is(compareBody({ body: 'b', mode: 'path', path: '$[1].title' }, todos), '');
  t.is(compareBody({ body: true, mode: 'path', path: '1.done' }, todos), '');
  t.is(
    compareBody({ body: 'x', mode: 'path', path: '$[1].title' }, todos),
    'expected "x" at $[1].title, got "b".',
  );
  t.is(
    compareBody({ body: 1, mode: 'path', path: '$[5].id' }, todos),
    'expected a value at $[5].id, which is missing.',
  );
});

test('the editor and the harness read JSON paths alike', (t) => {
  for (const p of ['$', '$.a', '$.items[0].title', 'a.0.b', '[2]', '$[0]', 'a..b', '', '$.', 'a b', 'a[x]'])
    t.deepEqual(parsePath(p), harnessPath(p), p);
  t.deepEqual(parsePath('$.items[0].title'), ['items', 0, 'title']);
  t.is(parsePath('a..b'), null);
});
