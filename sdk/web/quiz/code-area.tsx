import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { codeAreaKey } from './code-keys.ts';

export { codeAreaKey, countCodeLines } from './code-keys.ts';

/** Props of the program box. */
export interface CodeAreaProps {
  id: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  rows?: number;
  testId?: string;
  describedBy?: string;
  /** The plugin's own class for the box (monospace, colours); the SDK ships no style sheet for it. */
  className?: string;
}

/**
 * A plain program box for quiz types with a short program (a textarea, no editor library):
 * monospace by the caller's class, Tab indents by four spaces (Escape then Tab leaves it, as the
 * browser's own focus order), Enter keeps the line's indentation.
 */
export function CodeArea({
  id,
  value,
  onChange,
  readOnly,
  rows = 12,
  testId,
  describedBy,
  className,
}: CodeAreaProps) {
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
    const next = codeAreaKey(value, area.selectionStart, area.selectionEnd, {
      key: e.key,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      altKey: e.altKey,
      metaKey: e.metaKey,
      escaped: area.dataset.escaped === '1',
    });
    area.dataset.escaped = e.key === 'Escape' ? '1' : '';
    if (!next) return;
    e.preventDefault();
    caret.current = next.caret;
    onChange(next.value);
  };
  return (
    <textarea
      ref={box}
      id={id}
      className={className}
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
