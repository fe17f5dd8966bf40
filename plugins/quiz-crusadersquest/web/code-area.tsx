import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/** Props of the program box. */
export interface CodeAreaProps {
  id: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  rows?: number;
  testId?: string;
  describedBy?: string;
}

/**
 * A plain program box: monospace, Tab indents by four spaces (Escape then Tab leaves it, as the
 * browser's own focus order), Enter keeps the line's indentation.
 */
export function CodeArea({ id, value, onChange, readOnly, rows = 12, testId, describedBy }: CodeAreaProps) {
  const box = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once React has written the inserted text (before the next key is handled).
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !box.current) return;
    box.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const area = e.currentTarget;
    if (readOnly || e.nativeEvent.isComposing) return;
    const { selectionStart: from, selectionEnd: to } = area;
    const insert = (text: string) => {
      e.preventDefault();
      const next = value.slice(0, from) + text + value.slice(to);
      caret.current = from + text.length;
      onChange(next);
    };
    if (
      e.key === 'Tab' &&
      !e.shiftKey &&
      !e.ctrlKey &&
      !e.altKey &&
      !e.metaKey &&
      area.dataset.escaped !== '1'
    ) {
      insert('    ');
    } else if (e.key === 'Enter' && !e.shiftKey) {
      const lineStart = value.lastIndexOf('\n', from - 1) + 1;
      const indent = /^[ \t]*/.exec(value.slice(lineStart, from))![0];
      const extra = value.slice(lineStart, from).trimEnd().endsWith(':') ? '    ' : '';
      insert(`\n${indent}${extra}`);
    }
    area.dataset.escaped = e.key === 'Escape' ? '1' : '';
  };
  return (
    <textarea
      ref={box}
      id={id}
      className="quest-code"
      value={value}
      rows={rows}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      readOnly={readOnly}
      aria-describedby={describedBy}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

/** Lines that count against a quest's line limit: neither blank nor only a comment (as the referee counts). */
export const countLines = (source: string) =>
  source.split(/\r?\n/).filter((l) => {
    const s = l.trim();
    return s && !s.startsWith('#');
  }).length;
