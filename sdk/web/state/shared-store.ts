import { useSyncExternalStore } from 'react';

/**
 * A keyed value every plugin on the page sees alike: one plugin sets it, every screen of every
 * plugin that reads it re-renders. For the little state several plugins show at once, such as the
 * wish state of a lecture (the lectures plugin's lists and detail page, commerce's cart). The id
 * is the contract between the plugins (like an embed id): the owning plugin names it in its README.
 */
export interface SharedStore<K extends string | number, V> {
  /** The value set for `key` on this page, or undefined when nobody set one. */
  get(key: K): V | undefined;
  /** Sets the value for `key` and tells every reader. */
  set(key: K, value: V): void;
  /** Calls `listener` after every `set`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Changes on every `set` (for `useSyncExternalStore`). */
  version(): number;
}

const stores = new Map<string, SharedStore<string | number, unknown>>();

function createStore<K extends string | number, V>(): SharedStore<K, V> {
  const values = new Map<K, V>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    get: (key) => values.get(key),
    set(key, value) {
      values.set(key, value);
      version++;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/**
 * The page's store with this id (made on first use). It lives in the shell's SDK singleton, so
 * every plugin asking for the same id gets the same store; never import another plugin's web
 * files to share state (that bundles a second copy of them).
 */
export function sharedStore<K extends string | number, V>(id: string): SharedStore<K, V> {
  let store = stores.get(id);
  if (!store) {
    store = createStore<string | number, unknown>();
    stores.set(id, store);
  }
  return store as unknown as SharedStore<K, V>;
}

/** The store's value for `key`, re-rendering on every change; `fallback` until someone sets one. */
export function useSharedValue<K extends string | number, V>(
  store: SharedStore<K, V>,
  key: K,
  fallback: V,
): V {
  useSyncExternalStore(store.subscribe, store.version, store.version);
  return store.get(key) ?? fallback;
}
