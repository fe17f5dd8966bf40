// The room shows a page of tiles at a time: a browser that draws and decodes only what fits
// stays usable in a class of thirty, and only the shown tiles' video is received.

/** Tiles per page: the grid's 3×3 (2×2 on a phone), the speaker view's strip 6 (3 on a phone). */
export function pageSize(view: 'grid' | 'speaker', narrow: boolean): number {
  if (view === 'grid') return narrow ? 4 : 9;
  return narrow ? 3 : 6;
}

/** The page `page` (clamped to the pages there are) of `items`, with the page count (at least 1). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { shown: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(0, page), pages - 1);
  return { shown: items.slice(at * size, (at + 1) * size), page: at, pages };
}
