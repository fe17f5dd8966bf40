/** The tag manager's data layer: `window.dataLayer`, a list of entries (spec §1 "Analytics events"). */
export type DataLayer = Record<string, unknown>[];

/** Pushes one entry onto `target.dataLayer`, creating it when the tag manager is absent. */
export function pushDataLayer(target: { dataLayer?: DataLayer }, entry: Record<string, unknown>): void {
  (target.dataLayer ??= []).push(entry);
}

/**
 * Pushes one entry onto the page's data layer (`window.dataLayer`); nothing outside a browser.
 * What plugins call for their analytics events, e.g. commerce's purchase.
 */
export function pushAnalyticsEvent(entry: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  pushDataLayer(window as { dataLayer?: DataLayer }, entry);
}

/**
 * Records an analytics event of spec §1 on the data layer: `track('invite', { inviteCategory:
 * 'link', channelName: 'channel' })` pushes `{ event: 'invite', inviteCategory: 'link', … }`.
 */
export function track(event: string, fields: Record<string, unknown> = {}): void {
  pushAnalyticsEvent({ ...fields, event });
}
