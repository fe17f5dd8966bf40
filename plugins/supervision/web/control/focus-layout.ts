/**
 * The focus view's grid for `count` focused examinees: as square as possible, wider than tall
 * (1 → 1 column, 2 → 2, 3–4 → 2×2, 5–6 → 3 columns, 7–9 → 3×3, 10–12 → 4 columns…), so every
 * focused tile stays on screen at once.
 */
export function focusLayout(count: number): { columns: number; rows: number } {
  const n = Math.max(1, Math.floor(count));
  const columns = Math.ceil(Math.sqrt(n));
  return { columns, rows: Math.ceil(n / columns) };
}
