import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { NumberField, ProblemList, ProgramQuizFields, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { arduinoSchema, type ArduinoDefinition } from '../../common/index.ts';

const compareKeys = ['trim', 'lineTrim', 'allTrim', 'deleteComma', 'deletePeriod', 'ignoreCase'] as const;

/** A new quiz: blink pin 13, checked by its toggle period. */
export const newArduino = (): ArduinoDefinition => ({
  source: 'void setup() {\n}\n\nvoid loop() {\n}\n',
  answer_code:
    'void setup() {\n  pinMode(13, OUTPUT);\n}\n\nvoid loop() {\n  digitalWrite(13, HIGH);\n  delay(500);\n  digitalWrite(13, LOW);\n  delay(500);\n}\n',
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
      serial_input: '',
      expected_output: null,
      inputs: [],
      pins: [{ kind: 'toggle', pin: 13, every_ms: 500, tolerance_ms: 20, from_ms: 0 }],
      duration_ms: 3000,
      score: 1,
      hidden: false,
    },
  ],
});

/** The teacher's form: starting and reference sketches, the serial comparison, the limit and the tests. */
export default function ArduinoEditor({ definition, onChange }: QuizEditorProps<ArduinoDefinition>) {
  const { t } = useTranslation('quiz-microcontroller');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newArduino,
    schema: arduinoSchema,
    prefix: 'quiz-microcontroller.validation.',
    t,
  });

  return (
    <div className="sd-form" data-testid="arduino-editor">
      <ProgramQuizFields
        prefix="arduino"
        language="cpp"
        labels={{
          source: t('source'),
          answerCode: t('answerCode'),
          tests: t('tests'),
          testsHint: t('testsHint'),
          testsJson: (error) => t('testsJson', { error }),
        }}
        rows={{ source: 8, answerCode: 12, tests: 14 }}
        draft={d}
        set={set}
      >
        <fieldset>
          <legend>{t('compare')}</legend>
          {compareKeys.map((key) => (
            <label key={key} className="arduino-check">
              <input
                type="checkbox"
                checked={d.compare?.[key] ?? false}
                data-testid={`arduino-compare-${key}`}
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
      <ProblemList title={t('problems')} problems={problems} testId="arduino-problems" />
    </div>
  );
}
