import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { CodeAreaField, NumberField, ProblemList, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { AIML_PROGRAM, aimlEnvironments, aimlSchema, type AimlDefinition } from '../common/index.ts';
import { DataFileFields } from './data-file-fields.tsx';
import './aiml.css';

/** A new quiz: empty data, accuracy with one threshold, the python3-ml environment. */
export const newAiml = (): AimlDefinition => ({
  source: "import pandas as pd\n\ndata = pd.read_csv('data.csv')\n",
  answer_code: '',
  input_file: { name: 'data.csv', content: '' },
  inputFileForSubmission: '',
  output_file: 'predictions.txt',
  judgeFile: { name: 'answers.txt', content: '' },
  judgeCode: '',
  dockerImage: 'python3-ml',
  bookmarks: [AIML_PROGRAM, 'data.csv'],
  run_time_limit: 30,
  validate_time_limit: 10,
  validate_memory_limit: 1024,
  metric: { name: 'accuracy', higherIsBetter: true },
  thresholds: [{ metric: 0.9, points: 10 }],
});

/** The teacher's form: the environment, the shown and hidden data, the judge, the programs, the thresholds. */
export default function AimlEditor({ definition, onChange }: QuizEditorProps<AimlDefinition>) {
  const { t } = useTranslation('quiz-aiml');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newAiml,
    schema: aimlSchema,
    prefix: 'aiml.validation.',
    t,
  });

  const shownFiles = [AIML_PROGRAM, d.input_file.name];

  return (
    <div className="aiml-editor" data-testid="aiml-editor">
      <label>
        {t('environment')}
        <select
          className="sd-input"
          value={d.dockerImage}
          data-testid="aiml-environment"
          aria-describedby="aiml-env-hint"
          onChange={(e) => set({ dockerImage: e.target.value })}
        >
          {[...new Set([...aimlEnvironments, d.dockerImage])].map((env) => (
            <option key={env} value={env}>
              {env}
            </option>
          ))}
        </select>
      </label>
      <p id="aiml-env-hint" className="ws-muted">
        {t('environmentHint')}
      </p>

      <fieldset>
        <legend>{t('inputFile')}</legend>
        <DataFileFields
          file={d.input_file}
          testIdPrefix="aiml-input"
          rows={6}
          onChange={(input_file) =>
            // A renamed input file stays bookmarked under its new name.
            set({
              input_file,
              bookmarks: d.bookmarks.map((b) => (b === d.input_file.name ? input_file.name : b)),
            })
          }
        />
        <label className="aiml-block">
          {t('hiddenInput')}
          <textarea
            className="sd-code-area"
            rows={4}
            value={d.inputFileForSubmission}
            data-testid="aiml-hidden-input"
            onChange={(e) => set({ inputFileForSubmission: e.target.value })}
          />
        </label>
        <label>
          {t('outputFile')}
          <input
            className="sd-input"
            value={d.output_file}
            data-testid="aiml-output-name"
            onChange={(e) => set({ output_file: e.target.value })}
          />
        </label>
      </fieldset>

      <fieldset>
        <legend>{t('judgeFile')}</legend>
        <DataFileFields
          file={d.judgeFile}
          testIdPrefix="aiml-judge"
          rows={4}
          onChange={(judgeFile) => set({ judgeFile })}
        />
        <CodeAreaField
          id="aiml-judge-code"
          label={t('judgeCode')}
          description={t('judgeCodeHint')}
          language="python"
          rows={8}
          value={d.judgeCode}
          testId="aiml-judge-code"
          onChange={(judgeCode) => set({ judgeCode })}
        />
      </fieldset>

      <fieldset>
        <legend>{t('metric')}</legend>
        <label>
          {t('metricName')}
          <input
            className="sd-input"
            value={d.metric.name}
            onChange={(e) => set({ metric: { ...d.metric, name: e.target.value } })}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={d.metric.higherIsBetter}
            onChange={(e) => set({ metric: { ...d.metric, higherIsBetter: e.target.checked } })}
          />
          {t('higherIsBetter')}
        </label>
      </fieldset>

      <fieldset data-testid="aiml-thresholds">
        <legend>{t('thresholds')}</legend>
        {d.thresholds.map((row, i) => (
          <div key={i} className="aiml-row" role="group" aria-label={t('thresholdRow', { n: i + 1 })}>
            <label>
              {t('thresholdMetric')}
              <input
                className="sd-input"
                type="number"
                step="any"
                value={row.metric}
                onChange={(e) =>
                  set({
                    thresholds: d.thresholds.map((x, j) =>
                      j === i ? { ...x, metric: Number(e.target.value) } : x,
                    ),
                  })
                }
              />
            </label>
            <label>
              {t('thresholdPoints')}
              <input
                className="sd-input"
                type="number"
                min={0}
                max={1000}
                value={row.points}
                onChange={(e) =>
                  set({
                    thresholds: d.thresholds.map((x, j) =>
                      j === i ? { ...x, points: Number(e.target.value) } : x,
                    ),
                  })
                }
              />
            </label>
            <button
              type="button"
              className="sd-btn"
              aria-label={t('removeThreshold', { n: i + 1 })}
              onClick={() => set({ thresholds: d.thresholds.filter((_, j) => j !== i) })}
            >
              ✕
            </button>
          </div>
        ))}
        {d.thresholds.length < 10 ? (
          <button
            type="button"
            className="sd-btn"
            onClick={() => set({ thresholds: [...d.thresholds, { metric: 0, points: 0 }] })}
          >
            {t('addThreshold')}
          </button>
        ) : null}
      </fieldset>

      <fieldset>
        <legend>{t('limits')}</legend>
        <NumberField
          label={t('runTimeLimit')}
          min={1}
          max={120}
          value={d.run_time_limit}
          onChange={(run_time_limit) => set({ run_time_limit })}
        />
        <NumberField
          label={t('validateTimeLimit')}
          min={1}
          max={60}
          value={d.validate_time_limit}
          onChange={(validate_time_limit) => set({ validate_time_limit })}
        />
        <NumberField
          label={t('memoryLimit')}
          min={128}
          max={2048}
          value={d.validate_memory_limit}
          onChange={(validate_memory_limit) => set({ validate_memory_limit })}
        />
      </fieldset>

      <fieldset>
        <legend>{t('bookmarks')}</legend>
        {shownFiles.map((name) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={d.bookmarks.includes(name)}
              onChange={(e) =>
                set({
                  bookmarks: e.target.checked
                    ? [...d.bookmarks, name]
                    : d.bookmarks.filter((b) => b !== name),
                })
              }
            />
            <code>{name}</code>
          </label>
        ))}
      </fieldset>

      <CodeAreaField
        id="aiml-source"
        label={t('source')}
        language="python"
        rows={6}
        value={d.source}
        onChange={(source) => set({ source })}
      />
      <CodeAreaField
        id="aiml-answer-code"
        label={t('answerCode')}
        language="python"
        rows={12}
        value={d.answer_code}
        testId="aiml-answer-code"
        onChange={(answer_code) => set({ answer_code })}
      />
      <ProblemList title={t('problems')} problems={problems} testId="aiml-problems" />
    </div>
  );
}
