import type { i18n as I18n } from 'i18next';
import { webQuizTypeLabel } from '@seodang/sdk/web';

/**
 * A quiz type's name in the page's language: the workspace's own text for a built-in type, the
 * plugin's label for a plugin's type (asked only when the workspace has no text, so no missing
 * text is reported for it).
 */
export function quizTypeName(i18n: I18n, type: string): string {
  const key = `workspace:types.${type}`;
  return i18n.exists(key) ? i18n.t(key) : webQuizTypeLabel(type, i18n.language);
}
