import { useId, type ReactNode } from 'react';

/** A labelled select with its error tied to it. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  error,
  testId,
}: {
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
  error?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={`sd-field${error ? ' sd-field--invalid' : ''}`}>
      <label className="sd-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="sd-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      >
        {children}
      </select>
      {error ? (
        <div className="sd-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
  testId,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="lc-choice">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A radio group in a fieldset (its legend names the group). */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (v: T) => void;
}) {
  const base = useId();
  return (
    <fieldset className="lc-fieldset">
      <legend>{legend}</legend>
      {options.map((o) => (
        <div className="lc-choice" key={o.value}>
          <input
            id={`${base}-${o.value}`}
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            data-testid={`${name}-${o.value}`}
          />
          <label htmlFor={`${base}-${o.value}`}>{o.label}</label>
        </div>
      ))}
    </fieldset>
  );
}
