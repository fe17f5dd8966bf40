import { useTranslation } from 'react-i18next';
import { formattersFor, type Formatters } from './format.ts';

/**
 * Date and number formatters in the UI's language (i18next's), not the browser's:
 * `const { formatDate, formatDateTime, formatNumber, formatRelative } = useFormat();`
 */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language || 'ko');
}
