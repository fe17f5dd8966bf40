import { Suspense, lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import type { SlotName, WebSlot } from '@seodang/sdk/web';
import { usePlugins } from '../plugins/plugin-store.ts';

const cache = new WeakMap<WebSlot, LazyExoticComponent<ComponentType>>();

function componentOf(slot: WebSlot) {
  let component = cache.get(slot);
  if (!component) {
    component = lazy(slot.component);
    cache.set(slot, component);
  }
  return component;
}

/** Renders what plugins put into a named place of the shell, in `order`. */
export function PluginSlot({ name }: { name: SlotName }) {
  const { plugins } = usePlugins();
  const slots = useMemo(
    () =>
      plugins
        .flatMap((p) => (p.slots ?? []).filter((s) => s.slot === name))
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
    [plugins, name],
  );
  return (
    <>
      {slots.map((slot, i) => {
        const Component = componentOf(slot);
        return (
          <Suspense key={i} fallback={null}>
            <Component />
          </Suspense>
        );
      })}
    </>
  );
}
