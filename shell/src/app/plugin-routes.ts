import { matchRoutes } from 'react-router';
import type { WebPlugin, WebRoute } from '@seodang/sdk/web';

/** A plugin route with the plugin it came from. */
export interface OwnedRoute {
  path: string;
  route: WebRoute;
  plugin: WebPlugin;
}

/** Flattens the plugins' routes; the first plugin to claim a path keeps it. */
export function collectRoutes(plugins: readonly WebPlugin[]): OwnedRoute[] {
  const seen = new Set<string>();
  const out: OwnedRoute[] = [];
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      if (seen.has(route.path)) continue;
      seen.add(route.path);
      out.push({ path: route.path, route, plugin });
    }
  }
  return out;
}

/** The plugin route for a pathname, with its params. */
export function matchPluginRoute(routes: OwnedRoute[], pathname: string) {
  const match = matchRoutes(routes, pathname)?.[0];
  return match ? { owned: match.route, params: match.params } : null;
}
