/**
 * The editing keys of the SDK's program box (`CodeArea`), as a pure function: Tab indents by four
 * spaces (unless Escape came just before, so keyboard users can leave the box), Enter keeps the
 * line's indentation and adds a level after a line ending in `:`.
 */
export interface CodeKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** The key before this one was Escape. */
  escaped?: boolean;
}

/** The text and caret after a key, or null when the browser should handle the key itself. */
export function codeAreaKey(
  value: string,
  from: number,
  to: number,
  k: CodeKey,
): { value: string; caret: number } | null {
  const insert = (text: string) => ({
    value: value.slice(0, from) + text + value.slice(to),
    caret: from + text.length,
  });
  if (k.key === 'Tab' && !k.shiftKey && !k.ctrlKey && !k.altKey && !k.metaKey && !k.escaped)
    return insert('    ');
  if (k.key === 'Enter' && !k.shiftKey) {
    const lineStart = value.lastIndexOf('\n', from - 1) + 1;
    const before = value.slice(lineStart, from);
    const indent = /^[ \t]*/.exec(before)![0];
    return insert(`\n${indent}${before.trimEnd().endsWith(':') ? '    ' : ''}`);
  }
  return null;
}

/** Lines of a Python program that count against a line limit: neither blank nor only a comment. */
export const countCodeLines = (source: string) =>
  source.split(/\r?\n/).filter((l) => {
    const s = l.trim();
    return s && !s.startsWith('#');
  }).length;
