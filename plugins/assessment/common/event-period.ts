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
export function eventPeriodState(
  period: EventPeriod | null,
  now: Date | number = Date.now(),
  usePeriod = true,
): EventPeriodState {
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

/**
 * How a period is shown (§4 "Event period"): while proceeding, an open date alone reads "from",
 * both dates carry the D-day, a close date alone reads "until"; otherwise it is finished or not
 * yet open; without dates it is always open.
 */
export type EventPeriodView =
  | { kind: 'always' }
  | { kind: 'openOnly'; open: string }
  | { kind: 'both'; open: string; close: string; dDay: number }
  | { kind: 'closeOnly'; close: string }
  | { kind: 'upcoming'; open: string }
  | { kind: 'finished'; close: string }
  | { kind: 'closed' };

const isoOf = (d: Date | string) => new Date(d).toISOString();

/** The view of a period and its state (as `eventPeriodState` computed it, e.g. on the server). */
export function eventPeriodView(period: EventPeriod, state: EventPeriodState): EventPeriodView {
  const { open, close } = period;
  if (state.finished && close) return { kind: 'finished', close: isoOf(close) };
  if (!state.proceeding) return open ? { kind: 'upcoming', open: isoOf(open) } : { kind: 'closed' };
  if (open && close) return { kind: 'both', open: isoOf(open), close: isoOf(close), dDay: state.dDay ?? 0 };
  if (open) return { kind: 'openOnly', open: isoOf(open) };
  if (close) return { kind: 'closeOnly', close: isoOf(close) };
  return { kind: 'always' };
}

/** The D-day label: D-3 before the close day, D-Day on it, D+2 after. */
export const dDayLabel = (n: number): string => (n > 0 ? `D-${n}` : n === 0 ? 'D-Day' : `D+${-n}`);
