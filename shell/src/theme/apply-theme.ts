import { resolveTheme, themeStorageKey, type Theme } from './theme.ts';

/** The theme to start with: saved choice, else the system preference. */
export function initialTheme(): Theme {
  let saved: string | null;
  try {
    saved = localStorage.getItem(themeStorageKey);
  } catch {
    saved = null;
  }
  return resolveTheme(saved, window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
}

/** Puts the theme on `<html data-theme>` and remembers it. */
export function applyTheme(theme: Theme, remember = false): void {
  document.documentElement.dataset.theme = theme;
  if (remember) {
    try {
      localStorage.setItem(themeStorageKey, theme);
    } catch {
      // Storage unavailable: the choice lasts for this page.
    }
  }
}
