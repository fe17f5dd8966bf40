import test from 'ava';
import {
  defaultLoadingDelayMs,
  defaultSpinnerSize,
  isLoadingVisible,
  visibleAtOnce,
} from './loading-delay.ts';

test('appears after 450 ms by default', (t) => {
  t.is(defaultLoadingDelayMs, 450);
  t.false(visibleAtOnce());
  t.false(isLoadingVisible(449));
  t.true(isLoadingVisible(450));
});

test('appears at once for a delay of 0', (t) => {
  t.true(visibleAtOnce(0));
  t.true(isLoadingVisible(0, 0));
});

test('spinner size defaults to lg', (t) => {
  t.is(defaultSpinnerSize, 'lg');
});
