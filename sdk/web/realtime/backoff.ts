/** Reconnect timing: exponential growth, a cap, and jitter so clients do not return in step. */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

/**
 * Delay before reconnect attempt `attempt` (0-based): min(max, base·2^attempt), scaled into
 * [50 %, 100 %] by `random` ("equal jitter").
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = defaultBackoff,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
