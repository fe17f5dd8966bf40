import test from 'ava';
import { retryDelay, secondsUntil, waitingPollDelay } from './feed-retry.ts';

test('a lost feed is asked for again after 2 s, doubling up to 30 s, never faster than that and never giving up', (t) => {
  const middle = () => 0.5;
  t.deepEqual(
    [0, 1, 2, 3, 4, 5, 6, 50].map((a) => retryDelay(a, middle)),
    [2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000],
  );
  // ±20 % so the tiles of one page spread out.
  t.is(
    retryDelay(0, () => 0),
    1600,
  );
  t.is(
    retryDelay(0, () => 1),
    2400,
  );
  t.is(
    retryDelay(9, () => 1),
    36_000,
  );
});

test('waiting for an examinee to publish asks every 2 s at first, then less often, at most every 10 s', (t) => {
  t.deepEqual([0, 1, 2, 3, 4, 10].map(waitingPollDelay), [2000, 4000, 6000, 8000, 10_000, 10_000]);
});

test('the countdown to the next attempt is in whole seconds and stops at 0', (t) => {
  t.is(secondsUntil(10_000, 2_001), 8);
  t.is(secondsUntil(10_000, 10_000), 0);
  t.is(secondsUntil(10_000, 12_000), 0);
});
