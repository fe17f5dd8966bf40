/** The tag manager's data layer (spec §6: the user id goes there on every route change). */
type DataLayer = Record<string, unknown>[];

/** Pushes one entry onto `window.dataLayer`, creating it when the tag manager is absent. */
export function pushDataLayer(target: { dataLayer?: DataLayer }, entry: Record<string, unknown>): void {
  (target.dataLayer ??= []).push(entry);
}

/** The route-change entry: the user id only when logged in (user data present). */
export function routeChangeEntry(path: string, userId: string | null | undefined): Record<string, unknown> {
  return userId ? { event: 'route_change', path, userId } : { event: 'route_change', path };
}
