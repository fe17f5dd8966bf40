import Mustache from 'mustache';
import { AppError, sanitizeRichText } from '@seodang/sdk';
import { checkVariables, type MessageVariables, type TemplateBody } from '../common/index.ts';

/** Refuses a text whose variables are unknown (named in the message) or badly written. */
export function requireKnownVariables(...texts: (string | undefined)[]): void {
  for (const text of texts) {
    if (!text) continue;
    const check = checkVariables(text);
    if (check.ok) continue;
    if ('broken' in check) throw new AppError(400, 'broken_variable', 'messaging.error.broken_variable');
    throw new AppError(400, 'unknown_variables', 'messaging.error.unknown_variables', {
      names: check.unknown.join(', '),
    });
  }
}

/** The message HTML with its variables filled in, escaped; sanitised before and after. */
export function renderMessage(html: string, variables: MessageVariables): string {
  return sanitizeRichText(Mustache.render(sanitizeRichText(html), variables));
}

/** A subject or title (plain text): variables filled in as they are, never interpreted as HTML. */
export function renderHeadline(text: string, variables: MessageVariables): string {
  return Mustache.render(text, variables, {}, { escape: (value: unknown) => String(value) }).trim();
}

/** The template's body checked: the variables known and a subject or title given for its type. */
export function checkBody(type: 'notice' | 'mail', body: TemplateBody): string {
  const headline = type === 'mail' ? body.subject : body.title;
  if (!headline) throw new AppError(400, 'headline_required', 'messaging.error.headline_required');
  requireKnownVariables(headline, body.message);
  return headline;
}
