/** Light and dark themes (spec §9). */
export type Theme = 'light' | 'dark';
export const themeStorageKey = 'sd-theme';

/** A saved choice wins; otherwise the system preference. */
export function resolveTheme(saved: string | null, prefersDark: boolean): Theme {
  if (saved === 'light' || saved === 'dark') return saved;
  return prefersDark ? 'dark' : 'light';
}
