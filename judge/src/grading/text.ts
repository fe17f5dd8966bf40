/** Texts kept in results for display are cut at 10 KiB (the spec: records above 10 KB may be left out). */
import type { ShownText } from '../protocol.ts';

/** Display limit of kept inputs and outputs. */
export const SHOWN_TEXT_LIMIT = 10 * 1024;

/** Decodes bytes as UTF-8 (invalid sequences replaced). */
export function decode(buf: Buffer | string): string {
  return typeof buf === 'string' ? buf : buf.toString('utf8');
}

/** Keeps at most {@link SHOWN_TEXT_LIMIT} characters. */
export function shown(text: Buffer | string, limit = SHOWN_TEXT_LIMIT): ShownText {
  const s = decode(text);
  return s.length > limit ? { text: s.slice(0, limit), truncated: true } : { text: s, truncated: false };
}
