/** The exitTimer as the server sends it (willExitAt null: no countdown). */
export interface ServerExitTimer {
  willExitAt: number | null;
  disconnectedDevices: Partial<Record<'webcam' | 'screen' | 'mobile', boolean>>;
}

/** Whether the examinee's phone (mobile camera) is down during the exam, and when the exitTimer runs out (server time). */
export interface MobileDrop {
  down: boolean;
  willExitAt: number | null;
}

export const mobileUp: MobileDrop = { down: false, willExitAt: null };

/** The phone's part of the server's exitTimer (the countdown is shared by every dropped device). */
export const mobileDropOf = (timer: ServerExitTimer | null | undefined): MobileDrop =>
  timer?.disconnectedDevices.mobile ? { down: true, willExitAt: timer.willExitAt } : mobileUp;

/**
 * The phone's own report (`exam.mobile`) arrives before the exitTimer: a drop shows at once
 * (keeping a countdown already known), a return clears it.
 */
export const mobileDropAfterReport = (prev: MobileDrop, connected: boolean): MobileDrop =>
  connected ? mobileUp : { down: true, willExitAt: prev.willExitAt };
