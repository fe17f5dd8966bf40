import test from 'ava';
import { browserDrops, exitTimeLeft, lostDevicesOf } from './device-loss.ts';

const track = (readyState: 'live' | 'ended') => ({ readyState });
const stream = (readyState: 'live' | 'ended') =>
  ({ getVideoTracks: () => [track(readyState)] }) as unknown as MediaStream;

test("the lost devices are the server's, in the spec's order", (t) => {
  t.deepEqual(lostDevicesOf(undefined), []);
  t.deepEqual(
    lostDevicesOf({ willExitAt: 5, disconnectedDevices: { screen: true, webcam: true, mobile: false } }),
    ['webcam', 'screen'],
  );
});

test('only a required browser device that is not live counts as dropped', (t) => {
  const streams = new Map([
    ['webcam', stream('ended')],
    ['screen', stream('live')],
  ] as const);
  t.deepEqual(browserDrops(streams, ['webcam', 'screen']), { webcam: true, screen: false });
  t.deepEqual(
    browserDrops(streams, ['screen']),
    { webcam: false, screen: false },
    'an optional webcam may go',
  );
  t.deepEqual(
    browserDrops(new Map(), ['screen']),
    { webcam: false, screen: true },
    'a required device never opened is down',
  );
});

test('the countdown runs only while a device is down and a deadline is set, and stops at zero', (t) => {
  const down = { webcam: true };
  t.is(exitTimeLeft({ willExitAt: 10_000, disconnectedDevices: down }, 4_000), 6_000);
  t.is(exitTimeLeft({ willExitAt: 10_000, disconnectedDevices: down }, 12_000), 0);
  t.is(
    exitTimeLeft({ willExitAt: null, disconnectedDevices: down }, 0),
    null,
    'after the leave the devices stay down without a countdown',
  );
  t.is(exitTimeLeft({ willExitAt: 10_000, disconnectedDevices: { webcam: false } }, 0), null);
});
