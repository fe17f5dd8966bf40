import test from 'ava';
import { mobileDropAfterReport, mobileDropOf, mobileUp } from './mobile-drop.ts';

test("the phone is down only when the server's exitTimer says so; the countdown is the shared one", (t) => {
  t.deepEqual(mobileDropOf(undefined), mobileUp);
  t.deepEqual(
    mobileDropOf({ willExitAt: null, disconnectedDevices: { webcam: false, screen: false, mobile: false } }),
    mobileUp,
  );
  t.deepEqual(
    mobileDropOf({ willExitAt: 1000, disconnectedDevices: { webcam: true, mobile: false } }),
    mobileUp,
    "another device's drop is not the phone's",
  );
  t.deepEqual(mobileDropOf({ willExitAt: 1000, disconnectedDevices: { webcam: true, mobile: true } }), {
    down: true,
    willExitAt: 1000,
  });
});

test("the phone's own report shows a drop at once and keeps a known countdown; its return clears it", (t) => {
  t.deepEqual(mobileDropAfterReport(mobileUp, false), { down: true, willExitAt: null });
  t.deepEqual(mobileDropAfterReport({ down: true, willExitAt: 5000 }, false), {
    down: true,
    willExitAt: 5000,
  });
  t.deepEqual(mobileDropAfterReport({ down: true, willExitAt: 5000 }, true), mobileUp);
});
