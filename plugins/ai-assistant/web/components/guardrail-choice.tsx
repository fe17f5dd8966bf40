import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { guardrailOrder, type Guardrail } from '../../common/settings.ts';

/** The three guardrails as radios, each with what it allows and an example answer. */
export function GuardrailChoice({
  legend,
  value,
  onChange,
  name,
}: {
  legend: string;
  value: Guardrail;
  onChange: (g: Guardrail) => void;
  name: string;
}) {
  const { t } = useTranslation('ai-assistant');
  const id = useId();
  return (
    <fieldset className="sd-fieldset ai-guardrails">
      <legend>{legend}</legend>
      {guardrailOrder.map((g) => (
        <div key={g} className="ai-guardrail">
          <label className="sd-check">
            <input
              type="radio"
              name={name}
              value={g}
              checked={value === g}
              aria-describedby={`${id}-${g}`}
              data-testid={`ai-guardrail-${g}`}
              onChange={() => onChange(g)}
            />
            {t(`guardrail.${g}`)}
          </label>
          <p id={`${id}-${g}`} className="ai-muted">
            {t(`guardrail.${g}Desc`)} <em>{t(`guardrail.${g}Example`)}</em>
          </p>
        </div>
      ))}
    </fieldset>
  );
}
