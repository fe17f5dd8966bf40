import { Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { Loading, webEmbed } from '@seodang/sdk/web';

/**
 * Renders what another plugin lent to one of our slots (`@seodang/plugin-workspace/lesson-slots`) with its props,
 * or `fallback` when no plugin fills it here (e.g. the workspace is not installed).
 */
export function LessonSlot<P extends object>({
  slot,
  props,
  fallback = null,
}: {
  slot: string;
  props: P;
  fallback?: ReactNode;
}) {
  const load = webEmbed<P>(slot);
  const Embed = useMemo<ComponentType<P> | null>(() => (load ? lazy(load) : null), [load]);
  if (!Embed) return <>{fallback}</>;
  return (
    <Suspense fallback={<Loading size="sm" />}>
      <Embed {...props} />
    </Suspense>
  );
}
