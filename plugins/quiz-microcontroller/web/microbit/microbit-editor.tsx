import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { NumberField, ProblemList, ProgramQuizFields, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { microbitSchema, type MicrobitDefinition } from '../../common/index.ts';

const compareKeys = ['trim', 'lineTrim', 'allTrim', 'deleteComma', 'deletePeriod', 'ignoreCase'] as const;

/** A new quiz: show a heart, checked on the display. */
export const newMicrobit = (): MicrobitDefinition => ({
  source: 'from microbit import *\n\n',
  answer_code: 'from microbit import *\n\ndisplay.show(Image.HEART)\n',
  compare: {
    trim: false,
    lineTrim: true,
    allTrim: false,
    deleteComma: false,
    deletePeriod: false,
    ignoreCase: false,
  },
  run_time_limit: 10,
  tests: [
    {
      name: 'test 1',
      inputs: [],
      checks: [{ kind: 'display', at_ms: 100, image: 'HEART' }],
      expected_output: null,
      duration_ms: 1000,
      score: 1,
      hidden: false,
    },
  ],
});

/** The teacher's form: starting and reference programs, the output comparison, the limit and the tests. */
export default function MicrobitEditor({ definition, onChange }: QuizEditorProps<MicrobitDefinition>) {
  const { t } = useTranslation('quiz-microcontroller');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newMicrobit,
    schema: microbitSchema,
    prefix: 'quiz-microcontroller.validation.',
    t,
  });
  return (
    <div className="sd-form" data-testid="microbit-editor">
      <ProgramQuizFields
        prefix="microbit"
        language="python"
        labels={{
          source: t('microbit.source'),
          answerCode: t('microbit.answerCode'),
          tests: t('tests'),
          testsHint: t('microbit.testsHint'),
          testsJson: (error) => t('testsJson', { error }),
        }}
        rows={{ source: 8, answerCode: 12, tests: 14 }}
        draft={d}
        set={set}
      >
        <fieldset>
          <legend>{t('microbit.compare')}</legend>
          {compareKeys.map((key) => (
            <label key={key} className="microbit-check">
              <input
                type="checkbox"
                checked={d.compare?.[key] ?? false}
                data-testid={`microbit-compare-${key}`}
                onChange={(e) => set({ compare: { ...d.compare, [key]: e.target.checked } })}
              />{' '}
              {t(`compareOptions.${key}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('limits')}</legend>
          <NumberField
            label={t('runTimeLimit')}
            min={1}
            max={30}
            value={d.run_time_limit}
            onChange={(run_time_limit) => set({ run_time_limit })}
          />
        </fieldset>
      </ProgramQuizFields>
      <ProblemList title={t('problems')} problems={problems} testId="microbit-problems" />
    </div>
  );
}
