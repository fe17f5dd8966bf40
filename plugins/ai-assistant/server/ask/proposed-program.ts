import { marked } from 'marked';

/** The Markdown info strings that name each of §3's languages (besides the value itself). */
const aliases: Record<string, string[]> = {
  c: ['c', 'h'],
  cpp: ['cpp', 'c++', 'cc', 'cxx', 'hpp'],
  java: ['java'],
  python: ['python', 'py', 'python2'],
  python3: ['python', 'py', 'python3', 'py3'],
  go: ['go', 'golang'],
  swift: ['swift'],
  js: ['js', 'javascript', 'node', 'nodejs'],
  ruby: ['ruby', 'rb'],
  kotlin: ['kotlin', 'kt'],
  scala: ['scala'],
  objectivec: ['objectivec', 'objective-c', 'objc'],
  R: ['r'],
  php: ['php'],
  csharp: ['csharp', 'c#', 'cs'],
};

/**
 * The full program an answer proposes: its last fenced code block labelled with the quiz's
 * language (a fix ends with the whole corrected file; snippets before it are usually the broken
 * lines). Null when no block names the language: an unlabelled snippet is not run.
 */
export function proposedProgram(answer: string, language: string): string | null {
  const names = new Set([language.toLowerCase(), ...(aliases[language] ?? [])]);
  const blocks = marked
    .lexer(answer)
    .filter((t) => t.type === 'code' && (t as { codeBlockStyle?: string }).codeBlockStyle !== 'indented')
    .map((t) => t as { lang?: string; text: string })
    .filter((t) => names.has((t.lang ?? '').trim().split(/\s+/)[0].toLowerCase()) && t.text.trim());
  return blocks.at(-1)?.text ?? null;
}
