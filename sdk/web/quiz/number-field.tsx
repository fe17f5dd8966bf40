import { useId } from 'react';

/** Props of a labelled number input. */
export interface NumberFieldProps {
  /** The field's label, already translated. */
  label: string;
  value: number;
  /** The typed number; rounded to a whole number unless `integer` is false. */
  onChange(value: number): void;
  min?: number;
  max?: number;
  /** The input's `step` (`'any'` for decimals with `integer={false}`). */
  step?: number | 'any';
  /** Whole numbers only (the default): the typed value is rounded before `onChange`. */
  integer?: boolean;
  /** A hint under the input, already translated, read with it (`aria-describedby`). */
  hint?: string;
  readOnly?: boolean;
  testId?: string;
}

/**
 * A labelled number input of an editor, such as a quiz type's time and memory limits: the label
 * wraps the input (the SDK's `sd-input`), `min`/`max` bound the browser's stepper, an optional
 * translated hint is tied to the input.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  integer = true,
  hint,
  readOnly,
  testId,
}: NumberFieldProps) {
  const hintId = `${useId()}-hint`;
  return (
    <>
      <label>
        {label}
        <input
          className="sd-input"
          type="number"
          min={min}
          max={max}
          step={step}
          value={value}
          readOnly={readOnly}
          aria-describedby={hint ? hintId : undefined}
          data-testid={testId}
          onChange={(e) => {
            const n = Number(e.target.value);
            onChange(integer ? Math.round(n) : n);
          }}
        />
      </label>
      {hint ? (
        <p id={hintId} className="ws-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}
