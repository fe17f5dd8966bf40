import test from 'ava';
import { isAssessmentOnly, styleVariantOf } from './style-variant.ts';
import { resolveTheme } from './theme.ts';

test('customStyleName selects one of the four style variants', (t) => {
  t.is(styleVariantOf(''), 'default');
  t.is(styleVariantOf(null), 'default');
  t.is(styleVariantOf('seodang'), 'default');
  t.is(styleVariantOf('seodang-academy'), 'academy');
  t.is(styleVariantOf('seodang-corporate'), 'corporate');
  t.is(styleVariantOf('textbook'), 'textbook');
});

test('assessment-only channels', (t) => {
  t.true(isAssessmentOnly('assessment'));
  t.false(isAssessmentOnly('none'));
});

test('a saved theme wins over the system preference', (t) => {
  t.is(resolveTheme('light', true), 'light');
  t.is(resolveTheme(null, true), 'dark');
  t.is(resolveTheme('bogus', false), 'light');
});
