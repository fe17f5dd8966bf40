import { defineLazyTexts } from '@seodang/sdk/web';

/** The screens' texts, fetched with the first screen that needs them (the page itself carries none). */
export const texts = defineLazyTexts('recruitment-screens', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
