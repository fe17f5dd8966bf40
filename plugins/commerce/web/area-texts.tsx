import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@seodang/sdk/web';

/**
 * Commerce's screen texts by area, one chunk per language, added to the 'commerce' namespace only
 * when a screen of that area opens: the main page loads the titles and /admin sections alone
 * (i18n/eager), not the checkout's, refunds' or coupons' words.
 */
const areas = {
  pay: {
    ko: () => import('./i18n/checkout/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/checkout/en.ts').then((m) => m.en),
    ja: () => import('./i18n/checkout/ja.ts').then((m) => m.ja),
  },
  refunds: {
    ko: () => import('./i18n/refunds/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/refunds/en.ts').then((m) => m.en),
    ja: () => import('./i18n/refunds/ja.ts').then((m) => m.ja),
  },
  manage: {
    ko: () => import('./i18n/manage/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/manage/en.ts').then((m) => m.en),
    ja: () => import('./i18n/manage/ja.ts').then((m) => m.ja),
  },
  revenue: {
    ko: () => import('./i18n/revenue/ko.ts').then((m) => m.ko),
    en: () => import('./i18n/revenue/en.ts').then((m) => m.en),
    ja: () => import('./i18n/revenue/ja.ts').then((m) => m.ja),
  },
} satisfies Record<string, Record<'ko' | 'en' | 'ja', () => Promise<object>>>;

export type TextArea = keyof typeof areas;

/** Areas added per language, so a screen opened again renders at once. */
const added = new Set<string>();

/** Adds the areas' texts in the page's language; true once they are there. */
export function useAreaTexts(...wanted: TextArea[]): boolean {
  const { i18n } = useTranslation('commerce');
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'ko').slice(0, 2) as 'ko' | 'en' | 'ja';
  const lang = language in areas.pay ? language : 'ko';
  const missing = () => wanted.filter((area) => !added.has(`${lang}:${area}`));
  const [ready, setReady] = useState(() => missing().length === 0);
  const key = wanted.join(',');
  useEffect(() => {
    const todo = missing();
    if (todo.length === 0) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    void Promise.all(
      todo.map(async (area) => {
        i18n.addResourceBundle(lang, 'commerce', await areas[area][lang](), true, false);
        added.add(`${lang}:${area}`);
      }),
    ).then(() => live && setReady(true));
    return () => {
      live = false;
    };
    // `missing` reads `wanted`, which `key` stands for.
  }, [i18n, lang, key]);
  return ready;
}

/** A screen that renders once its areas' texts are there (a loading state until then). */
export function withAreaTexts<P extends object>(Screen: ComponentType<P>, ...wanted: TextArea[]) {
  function WithAreaTexts(props: P) {
    return useAreaTexts(...wanted) ? <Screen {...props} /> : <Loading />;
  }
  WithAreaTexts.displayName = `WithAreaTexts(${Screen.displayName ?? Screen.name})`;
  return WithAreaTexts;
}
