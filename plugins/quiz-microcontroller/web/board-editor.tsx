import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { NumberField, ProblemList, ProgramQuizFields, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import type { z } from 'zod';
import { compareSchema } from '../common/index.ts';

/** The output comparison's options, as the boards' schema has them. */
const compareKeys = compareSchema.keyof().options;

/** What both boards' definitions have that their editor asks for. */
export interface BoardDefinition {
  source: string;
  answer_code: string;
  compare?: Partial<z.infer<typeof compareSchema>>;
  run_time_limit: number;
  tests: unknown;
}

/** How one board's editor differs from the other's. */
export interface BoardEditorOptions<D extends BoardDefinition> {
  /** Prefix of ids, test ids and class names (`arduino`, `microbit`). */
  board: string;
  /** The code boxes' language. */
  language: string;
  /** Where the board's own texts are (`''` for Arduino's, `'microbit.'`). */
  textPrefix: string;
  create(): D;
  schema: z.ZodType<D>;
}

/**
 * The teacher's form of a board quiz: starting and reference programs, the output comparison, the
 * run time limit and the tests (JSON), with what the schema finds wrong listed below.
 */
export function BoardEditor<D extends BoardDefinition>({
  definition,
  onChange,
  board,
  language,
  textPrefix,
  create,
  schema,
}: QuizEditorProps<D> & BoardEditorOptions<D>) {
  const { t } = useTranslation('quiz-microcontroller');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create,
    schema,
    prefix: 'quiz-microcontroller.validation.',
    t,
  });
  const setCommon = set as (patch: Partial<BoardDefinition>) => void;
  return (
    <div className="sd-form" data-testid={`${board}-editor`}>
      <ProgramQuizFields
        prefix={board}
        language={language}
        labels={{
          source: t(`${textPrefix}source`),
          answerCode: t(`${textPrefix}answerCode`),
          tests: t('tests'),
          testsHint: t(`${textPrefix}testsHint`),
          testsJson: (error) => t('testsJson', { error }),
        }}
        rows={{ source: 8, answerCode: 12, tests: 14 }}
        draft={d}
        set={setCommon}
      >
        <fieldset>
          <legend>{t(`${textPrefix}compare`)}</legend>
          {compareKeys.map((key) => (
            <label key={key} className={`${board}-check`}>
              <input
                type="checkbox"
                checked={d.compare?.[key] ?? false}
                data-testid={`${board}-compare-${key}`}
                onChange={(e) => setCommon({ compare: { ...d.compare, [key]: e.target.checked } })}
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
            onChange={(run_time_limit) => setCommon({ run_time_limit })}
          />
        </fieldset>
      </ProgramQuizFields>
      <ProblemList title={t('problems')} problems={problems} testId={`${board}-problems`} />
    </div>
  );
}
