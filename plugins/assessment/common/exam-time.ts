/** The examinee's clock: end + extra time + paused time, counted on the server's clock. */

/** What the clock depends on. */
export interface ExamClock {
  startAt: number;
  endAt: number;
  extraTime: number;
  pausedTotalMs: number;
  /** Epoch ms the current pause began, or null. */
  pausedAt: number | null;
}

/** This examinee's deadline at `now`: a running pause pushes it out as it lasts (paused time is given back). */
export function examDeadline(clock: ExamClock, now: number): number {
  const runningPause = clock.pausedAt === null ? 0 : Math.max(0, now - clock.pausedAt);
  return clock.endAt + clock.extraTime + clock.pausedTotalMs + runningPause;
}

/** Milliseconds left, never negative; a paused clock does not run down. */
export function remainingMs(clock: ExamClock, now: number): number {
  return Math.max(0, examDeadline(clock, now) - Math.max(now, clock.startAt));
}

/** Minutes entered in a modal → milliseconds sent (§5, §9); NaN and negatives become null. */
export function minutesToMs(input: string | number): number | null {
  const minutes = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(input, 10);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60 * 1000 : null;
}

/** Formats ms as HH:MM:SS. */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
