import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadUsedTexts, type Translations } from '@seodang/sdk/web';
import type { ContextTerms } from './wording.ts';
import { localeCookieLine, supportedLocales, type Locale } from './locale.ts';
import { loadLocale, registerNamespace } from './locale-bundles.ts';
import { ko } from './locales/ko.ts';

type ShellTexts = { common: Translations; shell: Translations };

// Korean, the default, comes with the shell so the first screen waits for no extra request;
// English and Japanese are chunks of their own, fetched only when in use.
const shellTexts: Record<Exclude<Locale, 'ko'>, () => Promise<ShellTexts>> = {
  en: () => import('./locales/en.ts').then((m) => m.en),
  ja: () => import('./locales/ja.ts').then((m) => m.ja),
};

function registerShellNamespace(namespace: keyof ShellTexts): void {
  const part = (lng: Exclude<Locale, 'ko'>) => () => shellTexts[lng]().then((texts) => texts[namespace]);
  registerNamespace(namespace, { ko: ko[namespace], en: part('en'), ja: part('ja') });
}

/**
 * Starts i18next with the shell's namespaces in the page's language; plugins add their own as they
 * load. `terms`: the words the channel's wording variant overrides (`contextTermsOf`), if any.
 */
export async function setupI18n(locale: Locale, terms: ContextTerms | null): Promise<I18n> {
  registerShellNamespace('common');
  registerShellNamespace('shell');
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'ko',
    supportedLngs: [...supportedLocales],
    ns: ['common', 'shell'],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    // A text that no language has shows its key: say so in the console, where developers and the
    // screen-walk test look. Texts present in Korean only are caught by the bundles' types.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.warn(`Missing text: ${namespace}:${key}`),
  });
  if (terms) {
    // Added first: bundles loaded later never overwrite texts that are already there.
    for (const [lng, words] of Object.entries(terms)) {
      i18next.addResourceBundle(lng, 'common', { term: words }, true, true);
    }
  }
  try {
    await loadLocale(locale);
  } catch (error) {
    // The page still starts: i18next falls back to Korean, which comes with the shell.
    console.warn(`Texts for '${locale}' could not be loaded; Korean is shown instead.`, error);
  }
  document.documentElement.lang = locale;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}

/**
 * Switches language once its texts are in, and remembers it in the `sd_locale` cookie for the
 * server. When the texts cannot be fetched, nothing changes (the switch shows the current language).
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  // The open screens' own texts too (plugins' lazy text groups), so none shows raw keys.
  await Promise.all([loadLocale(locale), loadUsedTexts(locale)]);
  document.cookie = localeCookieLine(locale);
  await i18next.changeLanguage(locale);
}
