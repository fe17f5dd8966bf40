import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, pickLocale, type Catalogue } from '@seodang/sdk/common';

/**
 * Translates catalogue keys (validation and API error keys of `@seodang/sdk/common`) into the
 * current language; literal texts pass through.
 */
export function useMessage(
  catalogues: Catalogue[] = [],
): (key: string | undefined, params?: Record<string, unknown>) => string {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  return useCallback(
    (key, params) => (key ? translate(key, locale, params, catalogues) : ''),
    [locale, catalogues],
  );
}
