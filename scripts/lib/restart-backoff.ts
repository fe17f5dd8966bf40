// When to restart a service that died: exponential back-off, so a crash loop neither spins the
// CPU nor floods the console, and a reset once a run proved itself.

/** How quickly restarts follow each other. */
export interface RestartPolicy {
  /** Wait before the first restart after a good run. */
  initialMs: number;
  /** The wait never grows beyond this. */
  maxMs: number;
  /** A run that stayed up this long counts as healthy and resets the back-off. */
  healthyAfterMs: number;
}

/** Core under `npm start`: 1 s, 2 s, 4 s … at most 30 s; reset after a minute up. */
export const coreRestartPolicy: RestartPolicy = { initialMs: 1_000, maxMs: 30_000, healthyAfterMs: 60_000 };

/** The wait before a restart, given how many restarts in a row came before it (0 for the first). */
export function restartDelay(policy: RestartPolicy, previousRestarts: number): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(previousRestarts, 30));
}

/**
 * Decides the next restart after a run that lasted `uptimeMs`: the wait, and the count of
 * restarts in a row including this one (what to pass next time).
 */
export function nextRestart(
  policy: RestartPolicy,
  previousRestarts: number,
  uptimeMs: number,
): { delayMs: number; restarts: number } {
  const inARow = uptimeMs >= policy.healthyAfterMs ? 0 : previousRestarts;
  return { delayMs: restartDelay(policy, inARow), restarts: inARow + 1 };
}
