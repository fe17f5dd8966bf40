import { useSyncExternalStore } from 'react';
import type { WebPlugin } from '@seodang/sdk/web';

/** Loaded plugin definitions, shared by the router and the header. */
export interface PluginState {
  status: 'loading' | 'ready';
  plugins: WebPlugin[];
}

let state: PluginState = { status: 'loading', plugins: [] };
const listeners = new Set<() => void>();

export function setPluginState(next: PluginState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function usePlugins(): PluginState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
