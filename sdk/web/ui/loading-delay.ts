/** The loading indicator appears after 450 ms by default, at once when the delay is 0 (spec §9). */
export const defaultLoadingDelayMs = 450;

export type SpinnerSize = 'sm' | 'md' | 'lg';
export const defaultSpinnerSize: SpinnerSize = 'lg';

/** Whether the indicator is visible on first render. */
export function visibleAtOnce(delayMs: number = defaultLoadingDelayMs): boolean {
  return !(delayMs > 0);
}

/** Whether the indicator is visible `elapsedMs` after loading began. */
export function isLoadingVisible(elapsedMs: number, delayMs: number = defaultLoadingDelayMs): boolean {
  return visibleAtOnce(delayMs) || elapsedMs >= delayMs;
}
