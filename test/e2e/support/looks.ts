// The looks a screen is checked in: language × theme × width.
export interface Look {
  locale: 'ko' | 'en' | 'ja';
  theme: 'light' | 'dark';
  width: number;
}

const locales = ['ko', 'en', 'ja'] as const;
const themes = ['light', 'dark'] as const;
const widths = [1440, 390];

/** All twelve looks; the first is the product's default (Korean, light, desktop). */
export const allLooks: Look[] = locales.flatMap((locale) =>
  themes.flatMap((theme) => widths.map((width) => ({ locale, theme, width }))),
);

/**
 * The looks of the `n`th visit of a walk: the default look, and one of the eleven others in turn,
 * so that over a walk every screen is seen twice and every look is seen on many screens.
 */
export function looks(n: number): Look[] {
  return [allLooks[0], allLooks[1 + (n % (allLooks.length - 1))]];
}
