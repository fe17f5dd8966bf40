import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { codeAreaKey } from './code-keys.ts';
import './code-area.css';

export { codeAreaKey, countCodeLines } from './code-keys.ts';
export { definitionProblems, type DefinitionIssue } from './problems.ts';
export {
  useDefinitionDraft,
  type DefinitionDraftOptions,
  type DefinitionSchema,
} from './definition-draft.ts';
export { NumberField, type NumberFieldProps } from './number-field.tsx';
export { JsonField, type JsonFieldProps } from './json-field.tsx';
export {
  ProgramQuizFields,
  type ProgramQuizDraft,
  type ProgramQuizFieldsProps,
  type ProgramQuizLabels,
} from './program-quiz-fields.tsx';

/** Props of the program box. */
export interface CodeAreaProps {
  id: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  rows?: number;
  testId?: string;
  describedBy?: string;
  /** Marks the value as refused (`aria-invalid`). */
  invalid?: boolean;
  /** The box's class; by default the SDK's `sd-code-area` (monospace, the theme's colours). */
  className?: string;
}

/**
 * A plain program box for quiz types with a short program (a textarea, no editor library):
 * monospace by the SDK's class, Tab indents by four spaces (Escape then Tab leaves it, as the
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
  invalid,
  className = 'sd-code-area',
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
      aria-invalid={invalid || undefined}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

/** Props of a labelled program box. */
export interface CodeAreaFieldProps {
  id: string;
  /** The field's label, already translated. */
  label: string;
  /** A hint under the label, read with the box. */
  description?: string;
  /** What is wrong with the value, already translated; listed under the box and read with it. */
  errors?: readonly string[];
  /** The program's language (`python`), on the field as `data-language` for styling and tests. */
  language?: string;
  value: string;
  onChange(value: string): void;
  readOnly?: boolean;
  rows?: number;
  testId?: string;
}

/**
 * A `CodeArea` with its label, an optional description and error list, all tied to the box for
 * screen readers (`aria-describedby`, `aria-invalid`).
 */
export function CodeAreaField({
  id,
  label,
  description,
  errors = [],
  language,
  value,
  onChange,
  readOnly,
  rows,
  testId,
}: CodeAreaFieldProps) {
  const hintId = description ? `${id}-hint` : undefined;
  const errorsId = errors.length ? `${id}-errors` : undefined;
  const describedBy = [hintId, errorsId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sd-code-field" data-language={language}>
      <label htmlFor={id}>{label}</label>
      {description ? (
        <p id={hintId} className="ws-muted">
          {description}
        </p>
      ) : null}
      <CodeArea
        id={id}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        rows={rows}
        testId={testId}
        describedBy={describedBy}
        invalid={errors.length > 0}
      />
      {errorsId ? (
        <ul id={errorsId} className="sd-code-field-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The editor's "please fix" box: a title and the problems, announced politely; nothing when none. */
export function ProblemList({
  title,
  problems,
  testId,
}: {
  title: string;
  problems: readonly string[];
  testId?: string;
}) {
  if (!problems.length) return null;
  return (
    <div role="status" className="sd-problem-list" data-testid={testId}>
      <strong>{title}</strong>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
