import { useSyncExternalStore, type ComponentType } from 'react';
import type { SlotRef } from '../../common/slot-ref.ts';
import type { SlotName, WebSlot } from '../plugin/define-web-plugin.ts';

/** The slot fillers of the plugins loaded on this page, set by the shell once they are in. */
let fillers: readonly WebSlot[] = [];
const listeners = new Set<() => void>();

/** The shell registers every loaded plugin's `slots` here (the SDK is one shared instance). */
export function setWebSlots(slots: readonly WebSlot[]): void {
  fillers = slots;
  for (const listener of listeners) listener();
}

/** The fillers of one slot among `all`, in `order` (ties keep the plugins' order). */
export function fillersOf(all: readonly WebSlot[], name: SlotName): WebSlot[] {
  return all.filter((s) => s.slot === name).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The fillers of one slot on this page, in `order`; re-renders when the plugins are in. */
export function useSlotFillers(name: SlotName): WebSlot[] {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => fillers,
  );
  return fillersOf(all, name);
}

/**
 * A filler of a typed slot, checked against the props the host passes:
 * `slots: [fillSlot(lessonAsideSlot, () => import('./aside.tsx'))]`.
 */
export function fillSlot<P extends object>(
  slot: SlotRef<P>,
  component: () => Promise<{ default: ComponentType<P> }>,
  order?: number,
): WebSlot {
  return { slot: slot.id, component: component as WebSlot['component'], order };
}
