import i18next from 'i18next';
import type { Locale } from '../../common/messages.ts';
import type { Translations } from './define-web-plugin.ts';

/**
 * Texts of a plugin namespace that only its screens, slots and embeds use, fetched with them
 * instead of with the page. A plugin's `i18n.resources` are loaded on every page (route titles,
 * menu labels); everything else belongs here, so the main page carries none of it.
 */
export interface LazyTexts {
  readonly namespace: string;
  /** Distinguishes several groups of one namespace. */
  readonly id: number;
  /** Fetches the texts for a language (and Korean, the fallback) and adds them to i18next. */
  load(lng: string): Promise<void>;
  /** True once the texts for that language (and Korean) are in. */
  loaded(lng: string): boolean;
}

const languages: readonly Locale[] = ['ko', 'en', 'ja'];

function supported(lng: string | undefined): Locale {
  const short = (lng ?? 'ko').slice(0, 2) as Locale;
  return languages.includes(short) ? short : 'ko';
}

const withFallback = (lng: string): Locale[] => {
  const locale = supported(lng);
  return locale === 'ko' ? ['ko'] : [locale, 'ko'];
};

/** The text groups a screen has asked for, so a language switch fetches them in the new language. */
const used = new Set<LazyTexts>();
let nextId = 1;

/**
 * Declares a group of lazily loaded texts in `namespace`, one loader per language:
 * `defineLazyTexts('workspace', { ko: () => import('./i18n/ko.ts').then((m) => m.ko), … })`.
 * A namespace may have several groups (one per screen area).
 */
export function defineLazyTexts(
  namespace: string,
  resources: Record<Locale, () => Promise<Translations>>,
): LazyTexts {
  const loads = new Map<Locale, Promise<void>>();
  const done = new Set<Locale>();
  const loadOne = (locale: Locale) => {
    let load = loads.get(locale);
    if (!load) {
      load = resources[locale]().then((texts) => {
        // Deep, without overwriting: texts added before (the assessment-only wording) win.
        i18next.addResourceBundle(locale, namespace, texts, true, false);
        done.add(locale);
      });
      // A failed fetch may be retried by the next screen that asks.
      load.catch(() => loads.delete(locale));
      loads.set(locale, load);
    }
    return load;
  };
  const texts: LazyTexts = {
    namespace,
    id: nextId++,
    async load(lng) {
      used.add(texts);
      await Promise.all(withFallback(lng).map(loadOne));
    },
    loaded: (lng) => withFallback(lng).every((locale) => done.has(locale)),
  };
  return texts;
}

/** The current page language, as the shell set it. */
const currentLanguage = () => i18next.resolvedLanguage ?? i18next.language;

/**
 * A lazy module loader that also fetches the texts in the page's language, both at once: for
 * route screens, slots and embeds (`screen: withTexts(() => import('./screens/x.tsx'), texts)`).
 */
export function withTexts<M>(load: () => Promise<M>, ...texts: LazyTexts[]): () => Promise<M> {
  return async () => {
    const [module] = await Promise.all([load(), ...texts.map((t) => t.load(currentLanguage()))]);
    return module;
  };
}

/**
 * Fetches, in `lng`, every text group a screen has used on this page. The shell awaits it
 * before switching language, so an open screen never shows raw keys.
 */
export async function loadUsedTexts(lng: string): Promise<void> {
  await Promise.all([...used].map((texts) => texts.load(lng)));
}
