import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loaders: Record<string, () => Promise<object>> = {
  ko: () => import('./i18n/revenue/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/revenue/en.ts').then((m) => m.en),
  ja: () => import('./i18n/revenue/ja.ts').then((m) => m.ja),
};

/**
 * Adds the revenue screens' texts (`revenue.*`) to the 'commerce' namespace in the page's language
 * and tells when they are there. Only the revenue screens and their admin section call it, so no
 * other page loads these texts.
 */
export function useRevenueTexts(): boolean {
  const { i18n } = useTranslation('commerce');
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'ko').slice(0, 2);
  const has = () => i18n.exists('revenue.loading', { ns: 'commerce', lng: language });
  const [ready, setReady] = useState(has);
  useEffect(() => {
    if (has()) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    void (loaders[language] ?? loaders.ko)().then((texts) => {
      i18n.addResourceBundle(language, 'commerce', texts, true, false);
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return ready;
}
