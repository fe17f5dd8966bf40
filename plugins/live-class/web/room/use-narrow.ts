import { useSyncExternalStore } from 'react';

const query = '(max-width: 599px)';

const subscribe = (changed: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
};

/** Whether the window is phone-narrow (under 600 px), following resizes and rotations. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
