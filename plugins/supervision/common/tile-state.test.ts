import test from 'ava';
import {
  allMuted,
  disconnectedDeviceList,
  exitCountdown,
  exitTimerAfter,
  muteAll,
  noExitTimer,
  toggleMuted,
} from './index.ts';

test('mute: per user toggle and mute-all (unmutes when everyone listed is muted)', (t) => {
  const one = toggleMuted(new Set(), 7);
  t.deepEqual([...one], [7]);
  t.deepEqual([...toggleMuted(one, 7)], []);
  const all = muteAll(new Set([7]), [7, 8, 9]);
  t.deepEqual([...all].sort(), [7, 8, 9]);
  t.true(allMuted(all, [7, 8, 9]));
  t.deepEqual([...muteAll(all, [7, 8, 9])], [], 'a second mute-all unmutes');
  t.deepEqual([...muteAll(new Set([1]), [7])].sort(), [1, 7], 'users not listed keep their state');
  t.false(allMuted(new Set(), []), 'nobody listed: not all muted');
});

test('exitTimer: set by an event that carries it, kept while away, cleared otherwise; countdown', (t) => {
  const running = { willExitAt: 61_000, disconnectedDevices: { webcam: true, mobile: false, screen: true } };
  t.deepEqual(exitTimerAfter(undefined, { exitTimer: running, examStatus: 'BROWSER_LEAVED' }), running);
  t.deepEqual(
    exitTimerAfter(running, { examStatus: 'BROWSER_LEAVED' }),
    running,
    'a video-status event while away keeps it',
  );
  t.deepEqual(exitTimerAfter(running, { examStatus: 'ENTERED' }), noExitTimer(), 're-entering clears it');
  t.deepEqual(exitTimerAfter(running, { exitTimer: null, examStatus: 'FINISHED' }), noExitTimer());
  t.is(exitCountdown(running, 1_000), 60_000);
  t.is(exitCountdown(running, 99_000), 0, 'never negative');
  t.is(exitCountdown(noExitTimer(), 0), null, 'null willExitAt is infinite: no countdown');
  t.is(exitCountdown({ ...running, willExitAt: Infinity }, 0), null);
  t.deepEqual(disconnectedDeviceList(running), ['webcam', 'screen']);
});
