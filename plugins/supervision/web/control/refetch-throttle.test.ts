import test from 'ava';
import { leadingThrottle, type Timers } from './refetch-throttle.ts';

/** A clock the test moves by hand. */
function manualTimers() {
  let now = 0;
  let queue: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers = {
    set: (run, ms) => {
      const id = ++ids;
      queue.push({ at: now + ms, run, id });
      return id;
    },
    clear: (id) => {
      queue = queue.filter((q) => q.id !== id);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const due of queue.filter((q) => q.at <= now)) {
      queue = queue.filter((q) => q !== due);
      due.run();
    }
  };
  return { timers, advance };
}

test('the first change refetches at once; changes within the interval fold into one refetch at its end', (t) => {
  const clock = manualTimers();
  let runs = 0;
  const throttle = leadingThrottle(
    () => {
      runs += 1;
    },
    1000,
    clock.timers,
  );
  throttle.request();
  t.is(runs, 1, 'no wait for the first change');
  throttle.request();
  throttle.request();
  t.is(runs, 1);
  clock.advance(1000);
  t.is(runs, 2, 'one refetch for the changes that came meanwhile');
  clock.advance(1000);
  t.is(runs, 2, 'nothing pending: no refetch');
  throttle.request();
  t.is(runs, 3, 'a quiet interval later, at once again');
});

test('cancel drops a pending refetch', (t) => {
  const clock = manualTimers();
  let runs = 0;
  const throttle = leadingThrottle(
    () => {
      runs += 1;
    },
    1000,
    clock.timers,
  );
  throttle.request();
  throttle.request();
  throttle.cancel();
  clock.advance(5000);
  t.is(runs, 1);
});
