import { useTranslation } from 'react-i18next';
import { commerceMessages } from '../common/messages.ts';

/** A message of commerce's catalogue (common/messages.ts: coupon errors, declines) in the UI language. */
export function useCatalogue(): (key: string) => string {
  const { i18n } = useTranslation('commerce');
  const lang = (i18n.resolvedLanguage ?? i18n.language ?? 'ko').slice(0, 2);
  const texts = commerceMessages[lang as 'ko' | 'en' | 'ja'] ?? commerceMessages.ko;
  return (key) => texts[key] ?? commerceMessages.ko[key] ?? key;
}
