import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `active`, leaving the page asks first: closing or reloading the tab through the browser's
 * own prompt (beforeunload), in-app navigation through the returned blocker (the caller shows
 * the question and calls `proceed` or `reset`).
 */
export function useLeaveGuard(active: boolean): Blocker {
  useEffect(() => {
    if (!active) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
  return useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
}
