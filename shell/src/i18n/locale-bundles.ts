import i18next from 'i18next';
import type { LocaleResource, Translations } from '@seodang/sdk/web';
import type { Locale } from './locale.ts';

/** Every namespace's texts per language: objects, or loaders fetched only when that language is used. */
const namespaces = new Map<string, Record<Locale, LocaleResource>>();
const loads = new Map<string, Promise<void>>();

/** Makes a namespace's languages known; none is fetched until `loadLocale` asks for it. */
export function registerNamespace(namespace: string, resources: Record<Locale, LocaleResource>): void {
  namespaces.set(namespace, resources);
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
 * known namespace. Resolves once i18next has the texts.
 */
export async function loadLocale(lng: Locale, only?: readonly string[]): Promise<void> {
  const languages: Locale[] = lng === 'ko' ? ['ko'] : [lng, 'ko'];
  await Promise.all(
    [...(only ?? namespaces.keys())].flatMap((ns) => languages.map((l) => loadBundle(l, ns))),
  );
}
