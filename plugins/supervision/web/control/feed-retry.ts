/**
 * What a tile knows about one examinee feed, so a supervisor always sees why there is no
 * picture: still connecting, waiting for the examinee to publish that device, playing, or lost
 * and trying again (when, and how many times already).
 */
export type FeedState =
  | { kind: 'connecting' }
  | { kind: 'waiting' }
  | { kind: 'live' }
  | { kind: 'retrying'; attempt: number; retryAt: number };

/** First pause before subscribing again after a loss, and the longest pause. */
const firstRetryMs = 2000;
const longestRetryMs = 30_000;
/** Share of a pause that is random, so the tiles of one page (24 after a media-server restart) do not retry together. */
const jitter = 0.2;

/**
 * Pause before the `attempt`-th new subscription after a loss (0-based): 2 s, doubling, at most
 * 30 s, each ±20 %. It never gives up; an examinee change (status, devices) or the supervisor's
 * "retry now" asks at once instead.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(firstRetryMs * 2 ** Math.max(0, attempt), longestRetryMs);
  return Math.round(base * (1 + jitter * (2 * random() - 1)));
}

/** Pause before asking Janus again whether the examinee publishes the feed: 2 s, growing to 10 s. */
export const waitingPollDelay = (polls: number): number =>
  Math.min(firstRetryMs * (1 + Math.max(0, polls)), 10_000);

/** Whole seconds until the next attempt (never below 0), for the tile's countdown. */
export const secondsUntil = (retryAt: number, now: number): number =>
  Math.max(0, Math.ceil((retryAt - now) / 1000));
