import { useSyncExternalStore } from 'react';

/** Whether a media query matches, kept up to date (false where there is no window, as in a server render). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', listener);
      return () => mql.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
