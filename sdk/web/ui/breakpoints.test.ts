import test from 'ava';
import { breakpointOf, isMobileWidth } from './breakpoints.ts';

test('breakpoints xs<576, sm, md 768, lg 992, xl 1200, xxl 1440', (t) => {
  t.is(breakpointOf(575), 'xs');
  t.is(breakpointOf(576), 'sm');
  t.is(breakpointOf(768), 'md');
  t.is(breakpointOf(992), 'lg');
  t.is(breakpointOf(1200), 'xl');
  t.is(breakpointOf(1440), 'xxl');
  t.true(isMobileWidth(767));
  t.false(isMobileWidth(768));
});
