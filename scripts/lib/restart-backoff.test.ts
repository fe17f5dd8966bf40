import test from 'ava';
import { coreRestartPolicy, nextRestart, restartDelay } from './restart-backoff.ts';

test('the wait doubles from one second and stops growing at thirty', (t) => {
  const waits = [0, 1, 2, 3, 4, 5, 6, 50, 5000].map((n) => restartDelay(coreRestartPolicy, n));
  t.deepEqual(waits, [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
});

test('quick crashes in a row back off further each time', (t) => {
  let restarts = 0;
  const waits: number[] = [];
  for (let i = 0; i < 4; i++) {
    const next = nextRestart(coreRestartPolicy, restarts, 500);
    waits.push(next.delayMs);
    restarts = next.restarts;
  }
  t.deepEqual(waits, [1_000, 2_000, 4_000, 8_000]);
  t.is(restarts, 4);
});

test('a run that stayed up a minute resets the back-off', (t) => {
  t.deepEqual(nextRestart(coreRestartPolicy, 6, 60_000), { delayMs: 1_000, restarts: 1 });
  t.deepEqual(nextRestart(coreRestartPolicy, 6, 59_999), { delayMs: 30_000, restarts: 7 });
});
