import { matchRoutes } from 'react-router';

/** Whether a pathname matches one of these route patterns (`/assessment/:lectureSeq/…`). */
export function matchesAny(pathname: string, patterns: readonly string[]): boolean {
  return (
    (matchRoutes(
      patterns.map((path) => ({ path })),
      pathname,
    )?.length ?? 0) > 0
  );
}

/**
 * Whether a page shows no shell chrome: as its route says once its plugin has loaded, and before
 * that as the page start's `bareRoutes` say, so the header never flashes on such a screen.
 */
export function isBarePage(
  pathname: string,
  loadedRoute: { bare?: boolean } | undefined,
  bareRoutes: readonly string[],
): boolean {
  return loadedRoute ? loadedRoute.bare === true : matchesAny(pathname, bareRoutes);
}
