import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { NumberField, ProblemList, ProgramQuizFields, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { apiLanguages, mainFileOf, restfulapiSchema, type RestfulapiDefinition } from '../common/index.ts';
import './restfulapi.css';

/** A new quiz: a Flask server with one test of one request. */
export const newRestfulapi = (): RestfulapiDefinition => ({
  language: 'python3',
  source:
    "import os\nfrom flask import Flask, jsonify\n\napp = Flask(__name__)\n\nif __name__ == '__main__':\n    app.run(host='127.0.0.1', port=int(os.environ['PORT']))\n",
  starterFiles: [],
  answer_code: '',
  run_time_limit: 10,
  validate_memory_limit: 512,
  tests: [
    {
      name: 'GET /',
      score: 1,
      hidden: false,
      requests: [
        {
          method: 'GET',
          path: '/',
          headers: {},
          expect: { status: 200, headers: {}, mode: 'exact', path: '' },
        },
      ],
    },
  ],
});

/** The teacher's form: the language, the starting and reference code, the limits and the tests. */
export default function RestfulapiEditor({ definition, onChange }: QuizEditorProps<RestfulapiDefinition>) {
  const { t } = useTranslation('quiz-restfulapi');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newRestfulapi,
    schema: restfulapiSchema,
    prefix: 'restfulapi.validation.',
    t,
  });

  const file = mainFileOf(d.language);
  const codeLanguage = d.language === 'js' ? 'javascript' : 'python';

  return (
    <div className="rest-editor" data-testid="rest-editor">
      <label>
        {t('language')}
        <select
          className="sd-input"
          value={d.language}
          data-testid="rest-language"
          aria-describedby="rest-language-hint"
          onChange={(e) => set({ language: e.target.value as RestfulapiDefinition['language'] })}
        >
          {apiLanguages.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <p id="rest-language-hint" className="ws-muted">
        {t('languageHint')}
      </p>
      <ProgramQuizFields
        prefix="rest"
        language={codeLanguage}
        labels={{
          source: t('source', { file }),
          answerCode: t('answerCode', { file }),
          tests: t('tests'),
          testsHint: t('testsHint'),
          testsJson: (error) => t('testsJson', { error }),
        }}
        rows={{ source: 8, answerCode: 14, tests: 16 }}
        draft={d}
        set={set}
      >
        <fieldset>
          <legend>{t('limits')}</legend>
          <NumberField
            label={t('runTimeLimit')}
            min={1}
            max={60}
            value={d.run_time_limit}
            onChange={(run_time_limit) => set({ run_time_limit })}
          />
          <NumberField
            label={t('memoryLimit')}
            min={128}
            max={1024}
            value={d.validate_memory_limit}
            onChange={(validate_memory_limit) => set({ validate_memory_limit })}
          />
        </fieldset>
      </ProgramQuizFields>
      <ProblemList title={t('problems')} problems={problems} testId="rest-problems" />
    </div>
  );
}
