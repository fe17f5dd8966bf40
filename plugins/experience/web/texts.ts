import { defineLazyTexts } from '@seodang/sdk/web';

/** The plugin's texts, fetched with its screen and its header chip (the page itself carries none). */
export const texts = defineLazyTexts('experience', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
