import i18next from 'i18next';
import type { LocaleResource, Translations } from '@seodang/sdk/web';
import type { Locale } from './locale.ts';

/** Every namespace's texts per language: objects, or loaders fetched only when that language is used. */
const namespaces = new Map<string, Record<Locale, LocaleResource>>();
const loads = new Map<string, Promise<void>>();
/** Namespaces fetched with the screens that use them, and not asked for yet on this page. */
const untouched = new Set<string>();

/**
 * Makes a namespace's languages known; none is fetched until `loadLocale` asks for it.
 * `onDemand`: a language switch leaves it alone until a screen has asked for it once.
 */
export function registerNamespace(
  namespace: string,
  resources: Record<Locale, LocaleResource>,
  { onDemand = false }: { onDemand?: boolean } = {},
): void {
  namespaces.set(namespace, resources);
  if (onDemand) untouched.add(namespace);
}

function loadBundle(lng: Locale, namespace: string): Promise<void> {
  const key = `${lng}/${namespace}`;
  let load = loads.get(key);
  if (!load) {
    const resource = namespaces.get(namespace)?.[lng];
    load = Promise.resolve(typeof resource === 'function' ? resource() : resource).then(
      (texts: Translations | undefined) => {
        // Deep, without overwriting: texts added earlier for this language (the assessment-only wording) win.
        if (texts) i18next.addResourceBundle(lng, namespace, texts, true, false);
      },
    );
    // A failed fetch may be retried on the next call.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/**
 * Fetches a language (and ko, the fallback language) for the given namespaces, or for every
 * known namespace in use (on-demand ones no screen has asked for stay out). Resolves once
 * i18next has the texts.
 */
export async function loadLocale(lng: Locale, only?: readonly string[]): Promise<void> {
  const languages: Locale[] = lng === 'ko' ? ['ko'] : [lng, 'ko'];
  const wanted = only ?? [...namespaces.keys()].filter((ns) => !untouched.has(ns));
  for (const ns of wanted) untouched.delete(ns);
  await Promise.all(wanted.flatMap((ns) => languages.map((l) => loadBundle(l, ns))));
}
