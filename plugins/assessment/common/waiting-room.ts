/** Waiting-room rules of spec §4 "Waiting room" and the examinee's exam state of §3. */

/** Proctoring device types, in the spec's order. */
export type DeviceType = 'webcam' | 'mobile' | 'screen';
/** Every device type. */
export const deviceTypes: readonly DeviceType[] = ['webcam', 'mobile', 'screen'];

/** One waiting step. */
export interface WaitingStep {
  key: string;
  checked: boolean;
}

/** One device check: checked (works) or passed (skipped, only when not required). */
export interface DeviceCheck {
  type: DeviceType;
  checked: boolean;
  passed: boolean;
}

/** The waiting steps of an exam, in order. */
export const waitingStepKeys = ['NOTICE', 'DEVICE_CHECK', 'AGREEMENT', 'ADMITTANCE'] as const;

/** The current step: the first unchecked one (null when all are done). */
export function currentWaitingStep(steps: readonly WaitingStep[]): string | null {
  return steps.find((s) => !s.checked)?.key ?? null;
}

/** Marks a step checked. */
export function checkStep(steps: readonly WaitingStep[], key: string): WaitingStep[] {
  return steps.map((s) => (s.key === key ? { ...s, checked: true } : s));
}

/**
 * Where the device modal goes after a device was checked or passed: the next device at or
 * after `current` that is neither checked nor passed; null (close) when none remains or when
 * auto-advance is off.
 */
export function nextDeviceIndex(
  devices: readonly DeviceCheck[],
  current: number,
  autoAdvance = true,
): number | null {
  if (!autoAdvance) return null;
  for (let i = Math.max(0, current); i < devices.length; i++) {
    if (!devices[i].checked && !devices[i].passed) return i;
  }
  return null;
}

/** Devices still in the way of the next step: required ones not checked. */
export const devicesDone = (
  devices: readonly DeviceCheck[],
  required: Partial<Record<DeviceType, boolean>>,
) => devices.every((d) => d.checked || (d.passed && !required[d.type]));

/** exitTimer of §3: when the examinee will be let out, and which devices dropped. */
export interface ExitTimer {
  /** Epoch ms; Infinity by default. */
  willExitAt: number;
  disconnectedDevices: Record<DeviceType, boolean>;
}

/** The default exitTimer: never, nothing disconnected. */
export const initialExitTimer = (): ExitTimer => ({
  willExitAt: Infinity,
  disconnectedDevices: { webcam: false, mobile: false, screen: false },
});

/** Default grace period after a required device disconnects before the exit timer fires (an exam may set its own). */
export const deviceGraceMs = 60_000;
/** The range an exam's grace period may be set in, in seconds. */
export const deviceGraceSecondsRange = { min: 15, max: 600 } as const;

/** Updates the exit timer for one device's connection change; the countdown starts at the first drop. */
export function updateExitTimer(
  timer: ExitTimer,
  device: DeviceType,
  connected: boolean,
  now: number,
  graceMs = deviceGraceMs,
): ExitTimer {
  const disconnectedDevices = { ...timer.disconnectedDevices, [device]: !connected };
  const anyDown = Object.values(disconnectedDevices).some(Boolean);
  const willExitAt = anyDown
    ? Number.isFinite(timer.willExitAt)
      ? timer.willExitAt
      : now + graceMs
    : Infinity;
  return { willExitAt, disconnectedDevices };
}
