import { useTranslation } from 'react-i18next';
import { NumberField } from '@seodang/sdk/web-code-area';
import type { BlanksDefinition } from '../common/blanks-quiz.ts';

/** The blanks editor's points: a whole number from 0 to 1000, with a translated hint. */
export function BlanksScoreField({
  definition,
  onChange,
}: {
  definition: BlanksDefinition;
  onChange(definition: BlanksDefinition): void;
}) {
  const { t } = useTranslation('hello');
  return (
    <fieldset>
      <legend>{t('limits')}</legend>
      <NumberField
        label={t('score')}
        hint={t('scoreHint')}
        min={0}
        max={1000}
        value={definition.score}
        onChange={(score) => onChange({ ...definition, score })}
      />
    </fieldset>
  );
}
