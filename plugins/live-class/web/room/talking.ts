/** `set` with `feedId` speaking (`on`) or not; the same set when nothing changes, so no render. */
export function withTalking(set: ReadonlySet<number>, feedId: number, on: boolean): ReadonlySet<number> {
  if (set.has(feedId) === on) return set;
  const next = new Set(set);
  if (on) next.add(feedId);
  else next.delete(feedId);
  return next;
}
