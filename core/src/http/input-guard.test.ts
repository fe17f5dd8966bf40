import test from 'ava';
import { findInputProblem, maxInputDepth } from './input-guard.ts';

test('clean input passes, files are not walked', (t) => {
  t.is(findInputProblem({ a: ['x', 1, null, { b: '한글 😀' }] }, 'body'), null);
  t.is(findInputProblem({ file: new Blob(['\0']) }, 'body'), null);
  t.is(findInputProblem(undefined, 'body'), null);
});

test('prototype keys are found at any depth, with their path', (t) => {
  t.deepEqual(findInputProblem(JSON.parse('{"a":[{"__proto__":{}}]}'), 'body'), {
    path: 'body.a.0.__proto__',
    key: 'validation.unsafeKey',
  });
  t.is(findInputProblem({ constructor: 1 }, 'query')?.key, 'validation.unsafeKey');
  t.is(findInputProblem({ x: { prototype: 1 } }, 'body')?.key, 'validation.unsafeKey');
});

test('NUL and lone surrogates in values and keys; allowNul lets only NUL through', (t) => {
  t.is(findInputProblem({ a: 'x\0y' }, 'body')?.key, 'validation.badCharacters');
  t.is(findInputProblem({ a: '\ud800' }, 'body')?.key, 'validation.badCharacters');
  t.is(findInputProblem({ a: 'x\udc00' }, 'body')?.key, 'validation.badCharacters');
  t.is(findInputProblem({ 'k\0': 1 }, 'body')?.key, 'validation.badCharacters');
  t.is(findInputProblem({ a: 'x\0y' }, 'body', { allowNul: true }), null);
  t.is(findInputProblem({ a: '\ud800' }, 'body', { allowNul: true })?.key, 'validation.badCharacters');
});

test('nesting past the limit is refused without recursion', (t) => {
  let deep: unknown = 'x';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  t.is(findInputProblem(deep, 'body')?.key, 'validation.tooDeep');
  let ok: unknown = 'x';
  for (let i = 0; i < maxInputDepth - 1; i++) ok = { a: ok };
  t.is(findInputProblem(ok, 'body'), null);
});
