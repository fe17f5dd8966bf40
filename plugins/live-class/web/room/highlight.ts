// Learners' code on the code tab, coloured by highlight.js: its core and only the grammar of the
// class's quiz language load, when the first card with code appears (never with the page).
import type { HLJSApi, LanguageFn } from 'highlight.js';
import DOMPurify from 'dompurify';

type Grammar = () => Promise<{ default: LanguageFn }>;

/** The grammars of the workspace's code languages, each its own chunk. */
const grammars: Record<string, Grammar> = {
  python: () => import('highlight.js/lib/languages/python'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  go: () => import('highlight.js/lib/languages/go'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  swift: () => import('highlight.js/lib/languages/swift'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  scala: () => import('highlight.js/lib/languages/scala'),
  php: () => import('highlight.js/lib/languages/php'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  r: () => import('highlight.js/lib/languages/r'),
  objectivec: () => import('highlight.js/lib/languages/objectivec'),
};

/** The grammar of a workspace language id (the quiz editor's list), if highlight.js has one. */
export function grammarOf(language: unknown): string | null {
  if (typeof language !== 'string') return null;
  const name = { python3: 'python', js: 'javascript', R: 'r' }[language] ?? language;
  return Object.hasOwn(grammars, name) ? name : null;
}

let core: Promise<HLJSApi> | null = null;

/**
 * The code as highlighted HTML (spans with `hljs-*` classes around escaped text, sanitised again
 * to spans and classes), or null for a language without a grammar.
 */
export async function highlightCode(text: string, language: unknown): Promise<string | null> {
  const name = grammarOf(language);
  if (!name) return null;
  core ??= import('highlight.js/lib/core').then((m) => m.default);
  const hljs = await core;
  if (!hljs.getLanguage(name)) hljs.registerLanguage(name, (await grammars[name]!()).default);
  const html = hljs.highlight(text, { language: name, ignoreIllegals: true }).value;
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['span'], ALLOWED_ATTR: ['class'] });
}
