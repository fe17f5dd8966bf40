/** The tag manager's data layer (spec §6: the user id goes there on every route change). */
// The one definition is the SDK's (`pushDataLayer` of @seodang/sdk/web, for plugins too); imported by
// its file so this module stays free of the SDK's React parts.
export { pushDataLayer } from '../../../sdk/web/analytics/data-layer.ts';

/** The route-change entry: the user id only when logged in (user data present). */
export function routeChangeEntry(path: string, userId: string | null | undefined): Record<string, unknown> {
  return userId ? { event: 'route_change', path, userId } : { event: 'route_change', path };
}
