import { Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { SlotRef } from '../../common/slot-ref.ts';
import type { SlotName, WebSlot } from '../plugin/define-web-plugin.ts';
import { useSlotFillers } from './slot-registry.ts';

const cache = new WeakMap<WebSlot, LazyExoticComponent<ComponentType<object>>>();

function componentOf(slot: WebSlot) {
  let component = cache.get(slot);
  if (!component) {
    component = lazy(slot.component as () => Promise<{ default: ComponentType<object> }>);
    cache.set(slot, component);
  }
  return component;
}

/**
 * Renders what the loaded plugins put into a slot, in `order`, each loaded on first use and given
 * `props`; `fallback` when no plugin fills it here. A typed slot (a `SlotRef<P>`) requires
 * its props; a shell slot (`'admin.sections'`) takes none.
 */
export function Slot<P extends object>(
  input:
    | { name: SlotRef<P>; props: P; fallback?: ReactNode }
    | { name: SlotName; props?: undefined; fallback?: ReactNode },
) {
  const id = typeof input.name === 'string' ? input.name : input.name.id;
  const slots = useSlotFillers(id);
  if (slots.length === 0) return <>{input.fallback ?? null}</>;
  return (
    <>
      {slots.map((slot, i) => {
        const Component = componentOf(slot);
        return (
          <Suspense key={i} fallback={null}>
            <Component {...(input.props ?? {})} />
          </Suspense>
        );
      })}
    </>
  );
}
