import { useSyncExternalStore } from 'react';

/**
 * The wish state of each lecture sequence, shared by every list on the page (spec §4: the
 * wishing state of a lecture stays the same across the category and promotion lists).
 */
const overrides = new Map<number, boolean>();
const listeners = new Set<() => void>();
let version = 0;

export function setWish(sequence: number, wishing: boolean): void {
  overrides.set(sequence, wishing);
  version++;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The lecture's wish state: the latest toggle on this page, else what the list said. */
export function useWishing(sequence: number, fromList: boolean): boolean {
  useSyncExternalStore(subscribe, () => version);
  return overrides.get(sequence) ?? fromList;
}
