/** Timer functions (the browser's by default; tests pass their own clock). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Refetches at once on the first change, then at most once per `intervalMs`: changes that arrive
 * in between are folded into one refetch at the end of the interval. A supervisor sees the first
 * change without waiting, and a burst of 500 examinee events costs one request a second.
 */
export function leadingThrottle(run: () => void, intervalMs: number, timers: Timers = browserTimers) {
  let timer: unknown = null;
  let pending = false;
  const rest = () => {
    timer = timers.set(() => {
      timer = null;
      if (!pending) return;
      pending = false;
      run();
      rest();
    }, intervalMs);
  };
  return {
    /** A change happened: refetch now, or at the end of the current interval. */
    request(): void {
      if (timer !== null) {
        pending = true;
        return;
      }
      run();
      rest();
    },
    /** Forgets what is pending (the screen went away). */
    cancel(): void {
      if (timer !== null) timers.clear(timer);
      timer = null;
      pending = false;
    },
  };
}
