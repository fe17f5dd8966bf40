import test from 'ava';
import { matches, normalize, parseCompareList } from './compare.ts';
import { CompareOptions } from '../protocol.ts';

const o = (x: Partial<CompareOptions> = {}): CompareOptions => CompareOptions.parse(x);

test('exact by default, but CRLF equals LF', (t) => {
  t.true(matches('a\r\nb\n', { kind: 'text', text: 'a\nb\n' }, o()));
  t.false(matches('a\nb', { kind: 'text', text: 'a\nb\n' }, o()));
  t.false(matches('A', { kind: 'text', text: 'a' }, o()));
});

test('each option normalises what it says', (t) => {
  t.is(normalize('  x  \n', o({ trim: true })), 'x');
  t.is(normalize(' a \n b \n\n\n', o({ lineTrim: true })), 'a\nb');
  t.is(normalize(' a b\tc\n', o({ allTrim: true })), 'abc');
  t.is(normalize('1,000', o({ deleteComma: true })), '1000');
  t.is(normalize('3.14.', o({ deletePeriod: true })), '314');
  t.is(normalize('MiXeD', o({ ignoreCase: true })), 'mixed');
  t.is(
    normalize(' Hello, World. ', o({ trim: true, deleteComma: true, deletePeriod: true, ignoreCase: true })),
    'hello world',
  );
});

test('regex expected output is anchored and honours ignore-case', (t) => {
  t.true(matches('id=42\n', { kind: 'regex', pattern: 'id=\\d+\\n', flags: '' }, o()));
  t.false(matches('xid=42\n', { kind: 'regex', pattern: 'id=\\d+\\n', flags: '' }, o()));
  t.true(matches('ID=42', { kind: 'regex', pattern: 'id=\\d+', flags: '' }, o({ ignoreCase: true })));
});

test('a catastrophic teacher regex does not hang the worker', (t) => {
  const started = Date.now();
  const r = matches(`${'a'.repeat(40)}!`, { kind: 'regex', pattern: '(a+)+$', flags: '' }, o());
  t.false(r);
  t.true(Date.now() - started < 2000);
});

test('the CLI compare list', (t) => {
  t.deepEqual(parseCompareList('trim,ignore-case'), o({ trim: true, ignoreCase: true }));
  t.deepEqual(parseCompareList(''), o());
  t.throws(() => parseCompareList('trim,bogus'), { message: /bogus/ });
});
