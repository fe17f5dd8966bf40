import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../ui/loading.tsx';
import type { LazyTexts } from './lazy-texts.ts';

/** Fetches the groups in the page's language; true once they are there (and after a switch). */
export function useLazyTexts(...texts: LazyTexts[]): boolean {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const missing = () => texts.filter((t) => !t.loaded(lng));
  const [, setTick] = useState(0);
  const key = texts.map((t) => t.id).join(',');
  useEffect(() => {
    const todo = missing();
    if (todo.length === 0) return;
    let live = true;
    void Promise.all(todo.map((t) => t.load(lng))).then(() => live && setTick((n) => n + 1));
    return () => {
      live = false;
    };
    // `missing` reads `texts`, which `key` stands for.
  }, [lng, key]);
  return missing().length === 0;
}

/** A component that renders once its text groups are in (a loading state until then). */
export function withLazyTexts<P extends object>(Component: ComponentType<P>, ...texts: LazyTexts[]) {
  function WithLazyTexts(props: P) {
    return useLazyTexts(...texts) ? <Component {...props} /> : <Loading />;
  }
  WithLazyTexts.displayName = `WithLazyTexts(${Component.displayName ?? Component.name})`;
  return WithLazyTexts;
}
