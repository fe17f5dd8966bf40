import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { NumberField, ProblemList, ProgramQuizFields, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { glowscriptSchema, type GlowscriptDefinition } from '../common/glowscript.ts';

/** A new quiz: a ball moving right at 1 m/s, checked after one second. */
export const newGlowscript = (): GlowscriptDefinition => ({
  source: 'GlowScript 3.2 VPython\nball = sphere(pos=vector(0, 0, 0), radius=0.5, color=color.red)\n',
  answer_code: [
    'GlowScript 3.2 VPython',
    'ball = sphere(pos=vector(0, 0, 0), radius=0.5, color=color.red)',
    'ball.velocity = vector(1, 0, 0)',
    'dt = 0.01',
    'while True:',
    '    rate(100)',
    '    ball.pos = ball.pos + ball.velocity * dt',
    '',
  ].join('\n'),
  run_time_limit: 5,
  duration: 10,
  tests: [
    {
      name: 'test 1',
      score: 1,
      hidden: false,
      checks: [{ expr: 'ball.pos', time: 1, quantity: 'value', expected: [1, 0, 0], tolerance: 0.01 }],
    },
  ],
});

/** The teacher's form: starting and reference code, the limits and the tests with their checks. */
export default function GlowscriptEditor({ definition, onChange }: QuizEditorProps<GlowscriptDefinition>) {
  const { t } = useTranslation('quiz-skulpt');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newGlowscript,
    schema: glowscriptSchema,
    prefix: 'quiz-skulpt.validation.',
    t,
  });

  return (
    <div className="sd-form" data-testid="glowscript-editor">
      <p className="ws-muted">{t('vpythonSubset')}</p>
      <ProgramQuizFields
        prefix="glowscript"
        language="python"
        labels={{
          source: t('source'),
          answerCode: t('answerCode'),
          tests: t('tests'),
          testsHint: t('glowTestsHint'),
          testsJson: (error) => t('testsJson', { error }),
        }}
        rows={{ source: 6, answerCode: 10, tests: 14 }}
        draft={d}
        set={set}
      >
        <fieldset>
          <legend>{t('limits')}</legend>
          <NumberField
            label={t('glowRunTimeLimit')}
            min={1}
            max={20}
            value={d.run_time_limit}
            onChange={(run_time_limit) => set({ run_time_limit })}
          />
          <NumberField
            label={t('duration')}
            min={1}
            max={120}
            value={d.duration}
            onChange={(duration) => set({ duration })}
          />
        </fieldset>
      </ProgramQuizFields>
      <ProblemList title={t('problems')} problems={problems} testId="glowscript-problems" />
    </div>
  );
}
