import { defineLazyTexts } from '@seodang/sdk/web';

/**
 * The few texts of the lecture page's box and the home page's section, in their own small
 * namespace: the home page fetches these, not the screens' texts.
 */
export const slotTexts = defineLazyTexts('roadmaps-slots', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
