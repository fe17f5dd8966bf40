import { useState } from 'react';
import { CodeAreaField, type CodeAreaFieldProps } from './code-area.tsx';

/** Props of a JSON text box that edits one value of a definition. */
export interface JsonFieldProps<T> extends Omit<
  CodeAreaFieldProps,
  'language' | 'value' | 'onChange' | 'errors'
> {
  value: T;
  /** The parsed value, each time the text parses (the quiz type's schema judges it afterwards). */
  onChange(value: T): void;
  /** The shown error for text that does not parse, already translated (gets the parser's message). */
  parseError(message: string): string;
}

/**
 * A labelled JSON box, e.g. a quiz type's tests edited as JSON: the text is the author's while they
 * type, and the value changes only once it parses; until then the parser's error shows under it.
 */
export function JsonField<T>({ value, onChange, parseError, rows = 12, ...field }: JsonFieldProps<T>) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [error, setError] = useState('');
  const edit = (next: string) => {
    setText(next);
    try {
      const parsed = JSON.parse(next) as T;
      setError('');
      onChange(parsed);
    } catch (e) {
      setError(parseError((e as Error).message));
    }
  };
  return (
    <CodeAreaField
      {...field}
      rows={rows}
      language="json"
      value={text}
      errors={error ? [error] : []}
      onChange={edit}
    />
  );
}
