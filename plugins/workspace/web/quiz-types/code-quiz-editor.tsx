import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { workspaceApi } from '../api.ts';
import { TestCaseTable, arraysOf, rowsOf, type TestRow } from './test-case-table.tsx';
import { StarterEditor } from './starter-editor.tsx';
import { FileIoFields } from './file-io-fields.tsx';
import { ProgramOptionFields } from './program-option-fields.tsx';

type Def = Record<string, unknown>;
const allLanguages = [
  'python3',
  'c',
  'cpp',
  'java',
  'js',
  'go',
  'kotlin',
  'swift',
  'ruby',
  'scala',
  'php',
  'csharp',
  'R',
  'objectivec',
  'python',
];
const compareKeys = [
  'mark_trim',
  'mark_line_trim',
  'mark_all_trim',
  'mark_delete_comma',
  'mark_delete_period',
  'mark_ignore_capital',
] as const;
const limitKeys = [
  ['run_time_limit', 'ms'],
  ['run_memory_limit', 'MiB'],
  ['validate_time_limit', 'ms'],
  ['validate_memory_limit', 'MiB'],
] as const;

/** Defaults of a new programming quiz (the server's schema fills in the rest). */
const fresh = (): Def => ({
  language: ['python3'],
  source: {},
  inputset: [],
  outputset: [],
  regexset: [],
  scoreset: [],
  testcase_type: [],
  mark_line_trim: true,
  run_time_limit: 2000,
  run_memory_limit: 256,
  validate_time_limit: 2000,
  validate_memory_limit: 256,
  answer_code: '',
  answer_language: 'python3',
  build_option: '',
  run_option: '',
  compiler_option: '',
  input_file: '',
  output_file: '',
  answer_build_option: '',
  answer_compiler_option: '',
  answer_run_option: '',
});

/**
 * The teacher's editor of a programming quiz (and, with `harness`, a function-implementation quiz):
 * languages, starter code per language, test cases, compare options, limits, options, reference answer.
 */
export function CodeQuizEditor({
  definition,
  onChange,
  harness = false,
}: QuizEditorProps<Def> & { harness?: boolean }) {
  const { t } = useTranslation('workspace');
  const d = { ...fresh(), ...(definition ?? {}) };
  const [rows, setRows] = useState<TestRow[]>(() => rowsOf(d));
  const [labels, setLabels] = useState<Record<string, string>>({});
  useEffect(() => {
    void workspaceApi
      .languages()
      .then((r) =>
        setLabels(Object.fromEntries(r.list.map((l) => [l.language, `${l.label} ${l.langVersion}`]))),
      )
      .catch(() => {});
  }, []);
  const set = (patch: Def) => onChange({ ...d, ...patch });
  const languages = d.language as string[];
  const toggle = (l: string, on: boolean) =>
    set({ language: on ? [...languages, l] : languages.filter((x) => x !== l) });
  const num = (k: string, unit: string) => (
    <label key={k} className="ws-field">
      {t(`author.${k}`)} ({unit})
      <input
        className="sd-input ws-num"
        type="number"
        value={Number(d[k])}
        data-testid={`field-${k}`}
        onChange={(e) => set({ [k]: Number(e.target.value) })}
      />
    </label>
  );
  return (
    <div className="ws-code-editor" data-testid="code-quiz-editor">
      <fieldset className="ws-fieldset">
        <legend>{t('author.languages')}</legend>
        <div className="ws-lang-grid">
          {allLanguages.map((l) => (
            <label key={l} className="ws-check">
              <input
                type="checkbox"
                checked={languages.includes(l)}
                data-testid={`lang-${l}`}
                onChange={(e) => toggle(l, e.target.checked)}
              />{' '}
              {labels[l] ?? l}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="ws-fieldset">
        <legend>{t('author.starter')}</legend>
        <StarterEditor
          languages={languages}
          source={(d.source ?? {}) as Record<string, never>}
          onChange={(source) => set({ source })}
        />
      </fieldset>
      {harness ? (
        <fieldset className="ws-fieldset">
          <legend>{t('author.harness')}</legend>
          {languages.map((l) => (
            <label key={l} className="ws-field">
              {l}
              <textarea
                className="sd-textarea ws-mono"
                rows={5}
                value={((d.harness ?? {}) as Record<string, string>)[l] ?? ''}
                onChange={(e) =>
                  set({ harness: { ...((d.harness ?? {}) as Record<string, string>), [l]: e.target.value } })
                }
              />
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="ws-fieldset">
        <legend>{t('author.tests')}</legend>
        <TestCaseTable
          rows={rows}
          onChange={(r) => {
            setRows(r);
            set(arraysOf(r));
          }}
        />
      </fieldset>
      <fieldset className="ws-fieldset">
        <legend>{t('author.compare')}</legend>
        <div className="ws-lang-grid">
          {compareKeys.map((k) => (
            <label key={k} className="ws-check">
              <input
                type="checkbox"
                checked={!!d[k]}
                data-testid={`compare-${k}`}
                onChange={(e) => set({ [k]: e.target.checked })}
              />{' '}
              {t(`author.${k}`)}
            </label>
          ))}
          <label className="ws-check">
            <input
              type="checkbox"
              checked={d.show_tc_scoreset !== false}
              onChange={(e) => set({ show_tc_scoreset: e.target.checked })}
            />{' '}
            {t('author.show_tc_scoreset')}
          </label>
          <label className="ws-check">
            <input
              type="checkbox"
              checked={d.show_submit_res_usage !== false}
              onChange={(e) => set({ show_submit_res_usage: e.target.checked })}
            />{' '}
            {t('author.show_submit_res_usage')}
          </label>
        </div>
      </fieldset>
      <fieldset className="ws-fieldset">
        <legend>{t('author.limits')}</legend>
        <div className="ws-grid4">{limitKeys.map(([k, unit]) => num(k, unit))}</div>
        <ProgramOptionFields definition={d} languages={languages} onChange={set} />
        <FileIoFields definition={d} onChange={set} />
      </fieldset>
      <fieldset className="ws-fieldset">
        <legend>{t('author.reference')}</legend>
        <label className="ws-inline">
          {t('settings.language')}{' '}
          <select
            className="sd-input"
            value={String(d.answer_language ?? languages[0] ?? '')}
            onChange={(e) => set({ answer_language: e.target.value })}
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <textarea
          className="sd-textarea ws-mono"
          rows={8}
          value={String(d.answer_code ?? '')}
          data-testid="answer-code"
          aria-label={t('author.reference')}
          onChange={(e) => set({ answer_code: e.target.value })}
        />
        <p className="ws-muted">{t('author.referenceHint')}</p>
      </fieldset>
    </div>
  );
}

/** `programming` Editor part. */
export default function ProgrammingEditor(props: QuizEditorProps<Def>) {
  return <CodeQuizEditor {...props} />;
}

/** `functional-programming` Editor part: the same plus the hidden harness per language. */
export function FunctionalEditor(props: QuizEditorProps<Def>) {
  return <CodeQuizEditor {...props} harness />;
}
