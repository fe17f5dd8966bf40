/** The IE warning can be suppressed for one day (spec §9). */
export const ieSuppressMs = 24 * 60 * 60 * 1000;
export const ieSuppressKey = 'sd-ie-warning-until';

/** Internet Explorer, by its user-agent tokens. */
export function isInternetExplorer(userAgent: string): boolean {
  return /MSIE |Trident\//.test(userAgent);
}

/** Show the dialog unless the browser is not IE or it was suppressed until a later time. */
export function shouldShowIeWarning(userAgent: string, suppressedUntil: number | null, now: number): boolean {
  return isInternetExplorer(userAgent) && !(suppressedUntil !== null && now < suppressedUntil);
}

/** When a 'do not open for one day' choice made at `now` expires. */
export function suppressUntil(now: number): number {
  return now + ieSuppressMs;
}
