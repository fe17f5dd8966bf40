import { lazy, Suspense, useId } from 'react';
import { Loading } from '../ui/loading.tsx';

// The editor (TipTap and ProseMirror) is its own chunk: only authoring screens ever load it.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

export interface RichTextFieldProps {
  label: string;
  hint?: string;
  errorText?: string;
  value: string;
  onChange(html: string): void;
  testId?: string;
}

/**
 * A labelled rich-text field (TipTap) with the kit's hint and error rows: bold, italic, heading,
 * lists, code block and quote from a toolbar, `value`/`onChange` as HTML ('' when empty). The
 * editor loads with the first field shown, never with the page; sanitise the HTML on the server.
 */
export function RichTextField({ label, hint, errorText, value, onChange, testId }: RichTextFieldProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, errorText ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['sd-field', errorText && 'sd-field--invalid'].filter(Boolean).join(' ')}>
      <span className="sd-field__label" id={`${id}-label`}>
        {label}
      </span>
      <Suspense fallback={<Loading />}>
        <RichTextEditor
          id={id}
          labelId={`${id}-label`}
          describedBy={describedBy}
          invalid={!!errorText}
          value={value}
          onChange={onChange}
          testId={testId}
        />
      </Suspense>
      {hint ? (
        <div className="sd-field__hint" id={`${id}-hint`}>
          {hint}
        </div>
      ) : null}
      {errorText ? (
        <div className="sd-field__error" id={`${id}-error`} role="alert">
          {errorText}
        </div>
      ) : null}
    </div>
  );
}
