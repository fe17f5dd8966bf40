/**
 * Search tokens for Korean and English text. Stock PostgreSQL has no Korean dictionary, so the
 * index holds the plain words ('simple' config) plus the character bigrams of every Hangul/CJK
 * word: "파이썬으로" also yields 파이, 이썬, 썬으, 으로, so the query "파이썬" (bigrams 파이 & 이썬)
 * finds it despite the particle.
 */
const wordPattern = /[\p{L}\p{N}]+/gu;
const cjk = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Lower-cased words of a text (letters and digits only). */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().normalize('NFC').match(wordPattern) ?? []).slice(0, 2000);
}

/** Character bigrams of a word, or [] for one character. */
export function bigrams(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** The tokens to index for a text: every word, and the bigrams of each CJK word. */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  for (const word of searchWords(text)) {
    out.push(word);
    if (cjk.test(word) && [...word].length > 2) out.push(...bigrams(word));
  }
  return out;
}

const quote = (lexeme: string) => `'${lexeme.replace(/'/g, "''").replace(/\\/g, '')}'`;

/**
 * A `to_tsquery('simple', …)` text for what the user typed: every word must match. A Latin word
 * (or a one-character CJK word) matches as a word prefix. A longer CJK word matches as an exact
 * lexeme: itself, or (three characters and more) all of its bigrams — the index holds the bigrams
 * of every longer CJK word, so that already finds the words it begins or sits inside. No prefix
 * there: a prefix makes GIN scan a range of lexemes and the planner price the index above a
 * sequential scan for broad Korean words. Returns null when nothing is searchable.
 */
export function tsQueryText(query: string): string | null {
  const words = searchWords(query).slice(0, 10);
  if (words.length === 0) return null;
  return words
    .map((word) => {
      const length = [...word].length;
      if (!cjk.test(word) || length < 2) return `${quote(word)}:*`;
      if (length === 2) return quote(word);
      return `(${quote(word)} | (${bigrams(word).map(quote).join(' & ')}))`;
    })
    .join(' & ');
}
