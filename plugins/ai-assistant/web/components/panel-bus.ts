import { useSyncExternalStore } from 'react';

/**
 * The one open/closed state of the assistant panel on this page and a pending request from outside
 * it ("Help me fix this" under a verdict, in another slot of the same screen).
 */
interface PanelBus {
  open: boolean;
  /** Bumped by each request, so the panel starts each once. */
  fixRequest: number;
}

let state: PanelBus = { open: false, fixRequest: 0 };
const listeners = new Set<() => void>();
const set = (next: PanelBus) => {
  state = next;
  for (const l of listeners) l();
};

export const panelBus = {
  setOpen: (open: boolean) => set({ ...state, open }),
  requestFix: () => set({ open: true, fixRequest: state.fixRequest + 1 }),
};

/** The panel's shared state. */
export function usePanelBus(): PanelBus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
