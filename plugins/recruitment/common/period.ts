import { kstDay } from '@seodang/sdk/common';

/** An application period (spec §4 "Event period"): either date may be absent. */
export interface EventPeriod {
  openAt: Date | string | null;
  closeAt: Date | string | null;
}

const time = (value: Date | string | null): number | null =>
  value === null ? null : new Date(value).getTime();

/**
 * Whether the period is proceeding at `now`: only an open date, from it on; both dates, from open
 * until (not including) close; only a close date, until it; no date at all, always.
 */
export function isProceeding(period: EventPeriod, now: Date = new Date()): boolean {
  const open = time(period.openAt);
  const close = time(period.closeAt);
  const at = now.getTime();
  if (open !== null && at < open) return false;
  if (close !== null && at >= close) return false;
  return true;
}

/** Calendar days (Korean time) from `now` to the close date; null without a close date. */
export function dDay(period: EventPeriod, now: Date = new Date()): number | null {
  return period.closeAt === null ? null : kstDay(period.closeAt) - kstDay(now);
}

/** Finished: not proceeding, a close date exists and its D-day is 0 or less. */
export function isFinished(period: EventPeriod, now: Date = new Date()): boolean {
  const days = dDay(period, now);
  return !isProceeding(period, now) && days !== null && days <= 0;
}

/** How the period stands at `now`: before its open date, proceeding, or finished. */
export type PeriodPhase = 'scheduled' | 'proceeding' | 'finished';

/** The period's phase at `now` (a period that is neither proceeding nor finished has not opened yet). */
export function periodPhase(period: EventPeriod, now: Date = new Date()): PeriodPhase {
  if (isProceeding(period, now)) return 'proceeding';
  return isFinished(period, now) ? 'finished' : 'scheduled';
}
