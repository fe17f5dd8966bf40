import Mustache from 'mustache';

/** The variables a message may use (`{{name}}`); the live-class ones are empty until a class sends. */
export const messageVariables = [
  'name',
  'lectureName',
  'channelName',
  'senderName',
  'liveName',
  'liveStart',
  'liveLink',
] as const;
export type MessageVariable = (typeof messageVariables)[number];
export type MessageVariables = Partial<Record<MessageVariable, string>>;

const known = new Set<string>(messageVariables);

/** What a text's variables are: fine, unknown names (to name them back), or not well written. */
export type VariableCheck = { ok: true } | { ok: false; unknown: string[] } | { ok: false; broken: true };

/**
 * Checks a text's `{{…}}`: only plain, escaped variables of {@link messageVariables}. Sections,
 * partials and unescaped `{{{…}}}` are refused as broken, so every value is HTML-escaped.
 */
export function checkVariables(text: string): VariableCheck {
  let tokens: [string, string][];
  try {
    tokens = Mustache.parse(text) as unknown as [string, string][];
  } catch {
    return { ok: false, broken: true };
  }
  const unknown = new Set<string>();
  for (const [type, value] of tokens) {
    if (type === 'text') continue;
    if (type !== 'name') return { ok: false, broken: true };
    if (!known.has(value)) unknown.add(value);
  }
  return unknown.size ? { ok: false, unknown: [...unknown] } : { ok: true };
}
