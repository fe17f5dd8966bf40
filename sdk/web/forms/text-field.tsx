import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useMessage } from './use-message.ts';

/** Any react-hook-form field error (plain or merged). */
export interface FieldErrorLike {
  message?: unknown;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: FieldErrorLike;
  hint?: ReactNode;
  /** Values for `{name}` placeholders in the error message. */
  messageParams?: Record<string, unknown>;
  /** An already translated error text (plugins with their own messages). */
  errorText?: string;
}

/** A labelled input with its hint and (translated) error, wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  messageParams,
  errorText,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const message = useMessage();
  const describedBy =
    [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={['sd-field', error && 'sd-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="sd-field__label" htmlFor={inputId}>
        {label}
        {input.required ? (
          <span className="sd-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={inputId}
        className="sd-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <div className="sd-field__hint" id={`${inputId}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="sd-field__error" id={`${inputId}-error`} role="alert">
          {errorText ?? message(typeof error.message === 'string' ? error.message : undefined, messageParams)}
        </div>
      ) : null}
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: FieldErrorLike;
  hint?: ReactNode;
  rows?: number;
  /** Values for `{name}` placeholders in the error message, e.g. `{ min: 5, max: 100 }`. */
  messageParams?: Record<string, unknown>;
  /** An already translated error text (plugins with their own messages). */
  errorText?: string;
}

/** A labelled textarea with its hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 6,
  messageParams,
  errorText,
  ...input
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const message = useMessage();
  const describedBy =
    [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={['sd-field', error && 'sd-field--invalid', className].filter(Boolean).join(' ')}>
      <label className="sd-field__label" htmlFor={inputId}>
        {label}
      </label>
      <textarea
        id={inputId}
        className="sd-input sd-textarea"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <div className="sd-field__hint" id={`${inputId}-hint`}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="sd-field__error" id={`${inputId}-error`} role="alert">
          {errorText ?? message(typeof error.message === 'string' ? error.message : undefined, messageParams)}
        </div>
      ) : null}
    </div>
  );
}
