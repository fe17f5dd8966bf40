import test from 'ava';
import {
  createDebounce,
  createEventThrottle,
  isCopyShortcut,
  screenResolution,
  type Timers,
} from './exam-events.ts';

test('the throttle lets one event of a name through per interval, each name on its own', (t) => {
  let now = 0;
  const throttle = createEventThrottle(1000, () => now);
  t.true(throttle.allow('copy_shortcut'));
  now = 30;
  t.false(throttle.allow('copy_shortcut'), 'a held key repeats');
  t.true(throttle.allow('copy'), 'another event is not held back');
  now = 999;
  t.false(throttle.allow('copy_shortcut'));
  now = 1000;
  t.true(throttle.allow('copy_shortcut'));
});

test('the debounce reports only the last value, once calls have rested', (t) => {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = {
    set: (fn) => (pending.set(++next, fn), next),
    clear: (h) => pending.delete(h as number),
  };
  const seen: number[] = [];
  const debounce = createDebounce<number>((v) => seen.push(v), 500, timers);
  debounce.call(1);
  debounce.call(2);
  debounce.call(3);
  t.is(pending.size, 1, 'earlier calls are dropped');
  for (const fn of pending.values()) fn();
  t.deepEqual(seen, [3]);
  debounce.call(4);
  debounce.cancel();
  t.is(pending.size, 1, 'the fired timer stays in the fake, the cancelled one is gone');
  t.deepEqual(seen, [3]);
});

test('the copy shortcut is Ctrl+C or Cmd+C only', (t) => {
  const key = { key: 'c', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  t.true(isCopyShortcut({ ...key, ctrlKey: true }));
  t.true(isCopyShortcut({ ...key, key: 'C', metaKey: true }));
  t.false(isCopyShortcut(key));
  t.false(isCopyShortcut({ ...key, ctrlKey: true, shiftKey: true }));
  t.false(isCopyShortcut({ ...key, key: 'v', ctrlKey: true }));
});

test('the screen resolution names the pixel ratio only when it is not 1', (t) => {
  t.is(screenResolution({ width: 1920, height: 1080 }), '1920x1080');
  t.is(screenResolution({ width: 1280, height: 800 }, 2), '1280x800@2');
  t.is(screenResolution({ width: 390, height: 844 }, 3.0001), '390x844@3');
});
