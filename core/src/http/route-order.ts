/**
 * Orders route paths so a more specific one is tried first: at the first segment where two
 * paths differ, a fixed segment beats a parameter (`/api/lecture/tags` before
 * `/api/lecture/:index`), whatever order plugins declared them in. Two paths that can match the
 * same URL differ first exactly there, so a total order by (kind, text) per segment is enough.
 */
export function compareRouteSpecificity(a: string, b: string): number {
  const sa = a.split('/');
  const sb = b.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i].startsWith(':');
    const pb = sb[i].startsWith(':');
    if (pa !== pb) return pa ? 1 : -1;
    if (!pa && sa[i] !== sb[i]) return sa[i] < sb[i] ? -1 : 1;
  }
  return sb.length - sa.length;
}

/** A copy of the routes, most specific first. */
export function bySpecificity<T extends { def: { path: string } }>(routes: readonly T[]): T[] {
  return [...routes].sort((x, y) => compareRouteSpecificity(x.def.path, y.def.path));
}
