/** Event-period rules of spec §4 "Event period". */

/** An optional open and close date. */
export interface EventPeriod {
  open?: Date | string | null;
  close?: Date | string | null;
}

/** Where a period stands now. */
export interface EventPeriodState {
  proceeding: boolean;
  finished: boolean;
  /** Whole days to the close date (null without one). */
  dDay: number | null;
}

const day = 24 * 60 * 60 * 1000;
const time = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : null);

/** The period's state at `now`; without a period (`usePeriod` false) it is always proceeding. */
export function eventPeriodState(period: EventPeriod | null, now: Date | number = Date.now(), usePeriod = true): EventPeriodState {
  const at = typeof now === 'number' ? now : now.getTime();
  if (!usePeriod || !period) return { proceeding: true, finished: false, dDay: null };
  const open = time(period.open);
  const close = time(period.close);
  const dDay = close === null ? null : Math.ceil((close - at) / day);
  let proceeding: boolean;
  if (open !== null && close !== null) proceeding = open <= at && at < close;
  else if (open !== null) proceeding = at >= open;
  else if (close !== null) proceeding = at < close;
  else proceeding = true;
  return { proceeding, finished: !proceeding && close !== null && (dDay ?? 1) <= 0, dDay };
}
