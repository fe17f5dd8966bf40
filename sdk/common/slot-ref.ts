/**
 * A typed place in one plugin's screens that other plugins render into: the id and, as a type
 * only, the props the host passes. The providing plugin publishes it from its `common/` (no React,
 * no code of either plugin), the host renders `<Slot name={ref} props={…} />` and a filler declares
 * `fillSlot(ref, () => import('./x.tsx'))`, so both sides are checked against one props type.
 */
export interface SlotRef<P> {
  readonly id: string;
  /** Never set: carries the props type. */
  readonly props?: P;
}

/** Declares a slot with its props type, e.g. `defineSlot<{ lectureIndex: number }>('lesson.aside')`. */
export function defineSlot<P extends object = Record<string, never>>(id: string): SlotRef<P> {
  return { id };
}
