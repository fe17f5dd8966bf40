import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { NumberField, ProblemList, ProgramQuizFields, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { compareModes, skulptSchema, type SkulptDefinition } from '../common/index.ts';

/** A new quiz: echo one line, with one test that takes the reference's output. */
export const newSkulpt = (): SkulptDefinition => ({
  source: 'name = input()\n',
  answer_code: "name = input()\nprint('Hello, ' + name)\n",
  compare: 'trim',
  run_time_limit: 5,
  tolerance: 2,
  tests: [{ name: 'test 1', stdin: 'Seodang\n', expected: null, score: 1, hidden: false, drawing: false }],
});

/** The teacher's form: starting and reference code, the comparison, the limit and the tests. */
export default function SkulptEditor({ definition, onChange }: QuizEditorProps<SkulptDefinition>) {
  const { t } = useTranslation('quiz-skulpt');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newSkulpt,
    schema: skulptSchema,
    prefix: 'quiz-skulpt.validation.',
    t,
  });

  return (
    <div className="sd-form" data-testid="skulpt-editor">
      <ProgramQuizFields
        prefix="skulpt"
        language="python"
        labels={{
          source: t('source'),
          answerCode: t('answerCode'),
          tests: t('tests'),
          testsHint: t('testsHint'),
          testsJson: (error) => t('testsJson', { error }),
        }}
        rows={{ source: 6, answerCode: 10, tests: 12 }}
        draft={d}
        set={set}
      >
        <fieldset>
          <legend>{t('limits')}</legend>
          <label>
            {t('compare')}
            <select
              className="sd-input"
              value={d.compare}
              data-testid="skulpt-compare"
              onChange={(e) => set({ compare: e.target.value as SkulptDefinition['compare'] })}
            >
              {compareModes.map((m) => (
                <option key={m} value={m}>
                  {t(`compareModes.${m}`)}
                </option>
              ))}
            </select>
          </label>
          <NumberField
            label={t('runTimeLimit')}
            min={1}
            max={20}
            value={d.run_time_limit}
            onChange={(run_time_limit) => set({ run_time_limit })}
          />
          <NumberField
            label={t('tolerance')}
            min={0}
            max={50}
            value={d.tolerance}
            onChange={(tolerance) => set({ tolerance })}
          />
        </fieldset>
      </ProgramQuizFields>
      <ProblemList title={t('problems')} problems={problems} testId="skulpt-problems" />
    </div>
  );
}
