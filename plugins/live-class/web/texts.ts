import { defineLazyTexts } from '@seodang/sdk/web';

/** The plugin's texts, fetched with its screens (the page itself carries none). */
export const texts = defineLazyTexts('live-class', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
