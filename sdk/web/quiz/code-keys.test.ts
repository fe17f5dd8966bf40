import test from 'ava';
import { codeAreaKey, countCodeLines } from './code-keys.ts';

test('Tab indents by four spaces over the selection, unless Escape came just before', (t) => {
  t.deepEqual(codeAreaKey('ab', 1, 2, { key: 'Tab' }), { value: 'a    ', caret: 5 });
  t.is(codeAreaKey('ab', 1, 1, { key: 'Tab', escaped: true }), null);
  t.is(codeAreaKey('ab', 1, 1, { key: 'Tab', shiftKey: true }), null);
  t.is(codeAreaKey('ab', 1, 1, { key: 'a' }), null);
});

test('Enter keeps the indentation and adds a level after a colon', (t) => {
  t.deepEqual(codeAreaKey('    x = 1', 9, 9, { key: 'Enter' }), { value: '    x = 1\n    ', caret: 14 });
  t.deepEqual(codeAreaKey('for i in r:', 11, 11, { key: 'Enter' }), {
    value: 'for i in r:\n    ',
    caret: 16,
  });
  t.is(codeAreaKey('x', 1, 1, { key: 'Enter', shiftKey: true }), null);
});

test('counted lines leave out blank lines and comments', (t) => {
  t.is(countCodeLines('# hi\n\nx = 1\n  # no\nprint(x)\r\n'), 2);
});
