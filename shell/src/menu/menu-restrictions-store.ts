import { useSyncExternalStore } from 'react';

/**
 * The channel's hidden header items. The page data brings them; an admin who changes them on
 * /admin sees the header follow at once, without a reload.
 */
let saved: readonly string[] | null = null;
const listeners = new Set<() => void>();

export function setMenuRestrictions(keys: readonly string[]): void {
  saved = keys;
  for (const listener of listeners) listener();
}

/** The restrictions in force: the last saved ones, else those of the page data. */
export function useMenuRestrictions(fromPage: readonly string[]): readonly string[] {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => saved,
  );
  return current ?? fromPage;
}
