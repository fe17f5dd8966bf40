import { useTranslation } from 'react-i18next';
import { TextField } from '@seodang/sdk/web';
import { aiExamGuardrails } from '../../common/index.ts';

/** The AI exam setting as the form holds it (the limit as typed). */
export interface AiExamForm {
  enabled: boolean;
  guardrail: (typeof aiExamGuardrails)[number];
  usageLimit: string;
}

/**
 * "AI exam": when on, examinees get the assistant's prompt panel in the exam room, answering
 * under this guardrail, with this many prompts each for the whole exam.
 */
export function ExamAiField({ value, onChange }: { value: AiExamForm; onChange: (v: AiExamForm) => void }) {
  const { t } = useTranslation('assessment');
  return (
    <fieldset data-testid="exam-ai">
      <legend>{t('examEditor.aiExam')}</legend>
      <label>
        <input
          type="checkbox"
          name="aiExamEnabled"
          checked={value.enabled}
          onChange={(e) => onChange({ ...value, enabled: e.target.checked })}
        />{' '}
        {t('examEditor.aiExamEnabled')}
      </label>
      {value.enabled ? (
        <div className="ma-row">
          <label>
            {t('examEditor.aiExamGuardrail')}
            <select
              name="aiExamGuardrail"
              value={value.guardrail}
              onChange={(e) => onChange({ ...value, guardrail: e.target.value as AiExamForm['guardrail'] })}
            >
              {aiExamGuardrails.map((g) => (
                <option key={g} value={g}>
                  {t(`examEditor.aiGuardrail.${g}`)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('examEditor.aiExamLimit')}
            hint={t('examEditor.aiExamLimitHint')}
            name="aiExamLimit"
            type="number"
            inputMode="numeric"
            min={1}
            max={9}
            value={value.usageLimit}
            onChange={(e) => onChange({ ...value, usageLimit: e.target.value })}
            required
          />
        </div>
      ) : null}
    </fieldset>
  );
}
