import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ko } from './locales/ko.ts';
import { en } from './locales/en.ts';
import { ja } from './locales/ja.ts';
import { assessmentOnlyTerms } from './wording.ts';
import { localeCookieLine, type Locale } from './locale.ts';

/** Starts i18next with the shell's namespaces; plugins add their own as they load. */
export async function setupI18n(locale: Locale, assessmentOnly: boolean): Promise<I18n> {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'ko',
    supportedLngs: ['ko', 'en', 'ja'],
    ns: ['common', 'shell'],
    defaultNS: 'common',
    resources: { ko, en, ja },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  if (assessmentOnly) {
    for (const [lng, terms] of Object.entries(assessmentOnlyTerms)) {
      i18next.addResourceBundle(lng, 'common', { term: terms }, true, true);
    }
  }
  document.documentElement.lang = locale;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}

/** Switches language at once and remembers it in the `sd_locale` cookie for the server. */
export async function switchLanguage(locale: Locale): Promise<void> {
  document.cookie = localeCookieLine(locale);
  await i18next.changeLanguage(locale);
}
