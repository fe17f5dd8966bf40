import { sanitizePlainText } from '@seodang/sdk';
import { categoryLabel, indexTokens } from '../common/index.ts';

/** PostgreSQL allows positions up to 16383; more text adds nothing to ranking. */
const maxPosition = 16383;
/** PostgreSQL refuses a lexeme over 2046 bytes ("word is too long"); nobody searches for one. */
const maxLexemeBytes = 2046;
const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** What the index is built from. */
export interface SearchSource {
  subject: string;
  tags: readonly string[];
  description: string;
  categoryFirst: string;
  categorySecond: string | null;
  contents: string;
}

/**
 * A tsvector literal with exact lexemes (no parser, so Korean words and bigrams stay as
 * written): subject weight A, tags B, description and category labels C, contents D.
 */
export function searchVectorLiteral(src: SearchSource): string {
  const positions = new Map<string, string[]>();
  let pos = 0;
  const add = (text: string, weight: 'A' | 'B' | 'C' | 'D') => {
    for (const token of indexTokens(text)) {
      if (Buffer.byteLength(token) > maxLexemeBytes) continue;
      if (++pos > maxPosition) return;
      const list = positions.get(token) ?? [];
      if (list.length < 256) list.push(`${pos}${weight}`);
      positions.set(token, list);
    }
  };
  add(src.subject, 'A');
  add(src.tags.join(' '), 'B');
  const category = src.categorySecond ? `${src.categoryFirst}.${src.categorySecond}` : src.categoryFirst;
  add(
    `${src.description} ${(['ko', 'en', 'ja'] as const).map((l) => categoryLabel(category, l)).join(' ')}`,
    'C',
  );
  add(sanitizePlainText(src.contents).slice(0, 20000), 'D');
  return [...positions].map(([lexeme, at]) => `${quote(lexeme)}:${at.join(',')}`).join(' ');
}
