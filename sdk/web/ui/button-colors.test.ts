import test from 'ava';
import { resetButtonColorWarnings, resolveButtonColor } from './button-colors.ts';

test.beforeEach(() => resetButtonColorWarnings());

test('buttons default to secondary', (t) => {
  t.is(resolveButtonColor(undefined), 'secondary');
  t.is(resolveButtonColor(''), 'secondary');
  t.is(resolveButtonColor('primary'), 'primary');
});

test('a deprecated colour is converted with one console warning', (t) => {
  const warnings: string[] = [];
  const warn = (m: string) => warnings.push(m);
  t.is(resolveButtonColor('blue', warn), 'primary');
  t.is(resolveButtonColor('blue', warn), 'primary');
  t.is(resolveButtonColor('red', warn), 'danger');
  t.is(warnings.length, 2);
  t.regex(warnings[0], /'blue' is deprecated; use 'primary'/);
});

test('an unknown colour falls back to secondary with a warning', (t) => {
  const warnings: string[] = [];
  t.is(
    resolveButtonColor('chartreuse', (m) => warnings.push(m)),
    'secondary',
  );
  t.is(warnings.length, 1);
});
