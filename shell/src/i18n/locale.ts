/** Supported languages; ko is the default (spec §9). */
export const supportedLocales = ['ko', 'en', 'ja'] as const;
export type Locale = (typeof supportedLocales)[number];
export const localeCookie = 'sd_locale';

/** A supported locale from candidates in priority order, else ko. */
export function pickSupportedLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const c of candidates) {
    const tag = (c ?? '').slice(0, 2).toLowerCase();
    if ((supportedLocales as readonly string[]).includes(tag)) return tag as Locale;
  }
  return 'ko';
}

/** The cookie line that remembers the choice for a year. */
export function localeCookieLine(locale: Locale): string {
  return `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
