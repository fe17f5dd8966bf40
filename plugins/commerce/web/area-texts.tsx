import type { ComponentType } from 'react';
import { defineLazyTexts, useLazyTexts, withLazyTexts } from '@seodang/sdk/web';

/**
 * Commerce's screen texts by area, one chunk per language, added to the 'commerce' namespace only
 * when a screen of that area opens: the main page loads the titles and /admin sections alone
 * (i18n/eager), not the checkout's, refunds' or coupons' words.
 */
const areas = {
  pay: defineLazyTexts('commerce', {
    ko: () => import('./i18n/checkout/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/checkout/en.ts').then((m) => m.en),
    ja: () => import('./i18n/checkout/ja.ts').then((m) => m.ja),
  }),
  refunds: defineLazyTexts('commerce', {
    ko: () => import('./i18n/refunds/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/refunds/en.ts').then((m) => m.en),
    ja: () => import('./i18n/refunds/ja.ts').then((m) => m.ja),
  }),
  manage: defineLazyTexts('commerce', {
    ko: () => import('./i18n/manage/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/manage/en.ts').then((m) => m.en),
    ja: () => import('./i18n/manage/ja.ts').then((m) => m.ja),
  }),
  revenue: defineLazyTexts('commerce', {
    ko: () => import('./i18n/revenue/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/revenue/en.ts').then((m) => m.en),
    ja: () => import('./i18n/revenue/ja.ts').then((m) => m.ja),
  }),
};

export type TextArea = keyof typeof areas;

/** Adds the areas' texts in the page's language; true once they are there. */
export const useAreaTexts = (...wanted: TextArea[]): boolean => useLazyTexts(...wanted.map((a) => areas[a]));

/** A screen that renders once its areas' texts are there (a loading state until then). */
export const withAreaTexts = <P extends object>(Screen: ComponentType<P>, ...wanted: TextArea[]) =>
  withLazyTexts(Screen, ...wanted.map((a) => areas[a]));
