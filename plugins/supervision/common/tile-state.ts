import type { ExitTimer } from '@seodang/plugin-assessment/common';

/** Per-tile state of the control room: audio mute and the examinee's disconnect countdown. */

/** Toggles one examinee's audio mute (a new set; the state outlives paging and re-subscription). */
export function toggleMuted(muted: ReadonlySet<number>, userId: number): Set<number> {
  const next = new Set(muted);
  if (next.has(userId)) next.delete(userId);
  else next.add(userId);
  return next;
}

/** Mute-all: mutes everyone listed; when everyone listed is already muted, unmutes them. */
export function muteAll(muted: ReadonlySet<number>, userIds: readonly number[]): Set<number> {
  const next = new Set(muted);
  const allMuted = userIds.length > 0 && userIds.every((id) => muted.has(id));
  for (const id of userIds) {
    if (allMuted) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** Whether every listed examinee is muted (the mute-all button then offers to unmute). */
export const allMuted = (muted: ReadonlySet<number>, userIds: readonly number[]) =>
  userIds.length > 0 && userIds.every((id) => muted.has(id));

/** The exitTimer as the server sends it: willExitAt null means never (infinite). */
export interface LiveExitTimer {
  willExitAt: number | null;
  disconnectedDevices: ExitTimer['disconnectedDevices'];
}

/** No countdown, nothing disconnected. */
export const noExitTimer = (): LiveExitTimer => ({
  willExitAt: null,
  disconnectedDevices: { webcam: false, mobile: false, screen: false },
});

/**
 * The exitTimer after a status event: an event that carries one sets it; otherwise it only runs
 * while the examinee is away (BROWSER_LEAVED), so any other status clears it.
 */
export function exitTimerAfter(
  prev: LiveExitTimer | undefined,
  event: { exitTimer?: LiveExitTimer | null; examStatus: string },
): LiveExitTimer {
  if (event.exitTimer) return event.exitTimer;
  if (event.examStatus === 'BROWSER_LEAVED') return prev ?? noExitTimer();
  return noExitTimer();
}

/** Milliseconds left on the countdown (0 once it has run out), or null when no countdown runs. */
export function exitCountdown(timer: LiveExitTimer | undefined, now: number): number | null {
  if (!timer || timer.willExitAt === null || !Number.isFinite(timer.willExitAt)) return null;
  return Math.max(0, timer.willExitAt - now);
}

/** The disconnected devices of a timer, in the spec's order. */
export const disconnectedDeviceList = (timer: LiveExitTimer | undefined) =>
  (['webcam', 'mobile', 'screen'] as const).filter((d) => timer?.disconnectedDevices[d]);
