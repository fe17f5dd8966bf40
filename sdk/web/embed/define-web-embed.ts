import type { ComponentType } from 'react';

/** A component one plugin lends to another's screens, loaded on demand. */
export type LazyEmbed<P> = () => Promise<{ default: ComponentType<P> }>;

const registry = new Map<string, LazyEmbed<never>>();

/**
 * Offers a component to other plugins under an id (e.g. 'workspace.exam-quiz'). Plugins share one
 * web container, where importing another plugin's file by path would bundle a second copy; this
 * registry lives in the shared SDK singleton, so the lending plugin's own copy is used.
 */
export function defineWebEmbed<P>(id: string, load: LazyEmbed<P>): void {
  registry.set(id, load as LazyEmbed<never>);
}

/** The embed registered under an id, if its plugin is loaded here. */
export function webEmbed<P>(id: string): LazyEmbed<P> | undefined {
  return registry.get(id) as LazyEmbed<P> | undefined;
}
