/**
 * A typed place in one plugin's screens that other plugins render into: the id and, as a type
 * only, the props the host passes. The providing plugin publishes it from its `common/` as a plain
 * object (`export const lessonAsideSlot: SlotRef<LessonAsideProps> = { id: 'lesson.aside' }`, with
 * `import type`, so no code of the SDK or either plugin rides along); the host renders
 * `<Slot name={ref} props={…} />` and a filler declares `fillSlot(ref, () => import('./x.tsx'))`,
 * both checked against one props type.
 */
export interface SlotRef<P extends object> {
  readonly id: string;
  /** Never set: carries the props type. */
  readonly props?: P;
}
