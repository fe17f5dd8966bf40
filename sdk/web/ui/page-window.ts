/** Page numbers around the current page (at most `span` links). */
export function pageWindow(page: number, pageCount: number, span = 5): number[] {
  if (pageCount <= 0) return [];
  const half = Math.floor(span / 2);
  const start = Math.max(1, Math.min(page - half, pageCount - span + 1));
  const end = Math.min(pageCount, start + span - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
