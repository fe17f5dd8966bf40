/** The part of an OpenAPI document this check reads. */
interface OpenApiPaths {
  paths: Record<string, Record<string, { 'x-seodang-plugin'?: string }>>;
}

/**
 * The routes of a plugin that take an id in their path (`{param}` in the OpenAPI document) and
 * that none of the given requests reaches, as `METHOD /template`. A channel-isolation test lists
 * the requests it sends with ids of another channel and asserts this is empty, so a new id route
 * without a cross-channel case fails the test.
 *
 * @param doc the server's `/api/openapi.json`
 * @param pluginId the plugin whose routes must be covered
 * @param requests `[method, concrete path]` pairs (a query string is ignored)
 */
export function uncoveredIdRoutes(
  doc: OpenApiPaths,
  pluginId: string,
  requests: readonly (readonly [string, string])[],
): string[] {
  const sent = requests.map(([method, path]) => [method.toUpperCase(), path.split('?')[0]] as const);
  const missing: string[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    if (!template.includes('{')) continue;
    const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const [method, operation] of Object.entries(operations)) {
      if (operation['x-seodang-plugin'] !== pluginId) continue;
      const verb = method.toUpperCase();
      const fixed = Object.keys(doc.paths).filter((p) => !p.includes('{'));
      // A concrete path that is itself a fixed route ('/api/lecture/wishlist') does not count.
      const reached = sent.some(
        ([m, path]) =>
          m === verb && pattern.test(path) && !fixed.some((f) => f === path && doc.paths[f][method]),
      );
      if (!reached) missing.push(`${verb} ${template}`);
    }
  }
  return missing.sort();
}
