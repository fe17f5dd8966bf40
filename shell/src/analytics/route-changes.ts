import { matchesAny } from '../app/route-paths.ts';
import { pushDataLayer, routeChangeEntry } from './data-layer.ts';

/** What the reporter needs of the app's router: where it is now and a way to hear it move. */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/** Whether a pathname opens a proctored screen (one of the page start's `proctoredRoutes`). */
export const isProctoredPath = (pathname: string, proctoredRoutes: readonly string[]): boolean =>
  matchesAny(pathname, proctoredRoutes);

/**
 * Sends `route_change` (spec §6) for the current page and every later one, except on a proctored
 * screen: in an exam the exam's own events are the only analytics (spec §1). Returns the unsubscribe.
 */
export function reportRouteChanges(
  router: RouterLike,
  options: {
    userId: string | null | undefined;
    proctoredRoutes: readonly string[];
    dataLayer: { dataLayer?: Record<string, unknown>[] };
  },
): () => void {
  let last = router.state.location.pathname;
  const report = () => {
    if (isProctoredPath(last, options.proctoredRoutes)) return;
    pushDataLayer(options.dataLayer, routeChangeEntry(last, options.userId));
  };
  report();
  return router.subscribe((state) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    report();
  });
}
