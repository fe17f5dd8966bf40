import { useEffect } from 'react';
import { Button, type QuizEditorProps } from '@seodang/sdk/web';
import { StarterEditor } from './starter-editor.tsx';
import { useEditorTexts } from './structured-texts.ts';

type TestFile = { name: string; content: string; shown: boolean };
type Unittest = Record<string, unknown> & {
  language: string[];
  source: Record<
    string,
    { name: string; content: string; locked: { startLine: number; endLine: number }[] }[]
  >;
  library_files: TestFile[];
  answer_code: string;
  answer_language?: string;
  mark_time_limit: number;
};
const unitLanguages = ['python3', 'python', 'java', 'js'];
const sampleTest: TestFile = {
  name: 'test_solution.py',
  content: 'from solution import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
  shown: true,
};

/** `unittest`: languages (each with its framework), starter code, the teacher's test files, the reference answer. */
export function UnittestEditor({ definition, onChange }: QuizEditorProps<Unittest>) {
  const { t } = useEditorTexts();
  const d: Unittest = {
    language: ['python3'],
    source: {},
    library_files: [sampleTest],
    answer_code: '',
    mark_time_limit: 5000,
    ...definition,
  };
  useEffect(() => {
    if (!definition?.library_files) onChange(d);
  }, []);
  const set = (patch: Partial<Unittest>) => onChange({ ...d, ...patch });
  const putFile = (i: number, patch: Partial<TestFile>) =>
    set({ library_files: d.library_files.map((f, j) => (j === i ? { ...f, ...patch } : f)) });
  return (
    <div className="ws-obj-editor" data-testid="unittest-editor">
      <fieldset className="ws-fieldset">
        <legend>
          {t('author.languages')} · {t('qe.framework')}
        </legend>
        {unitLanguages.map((l) => (
          <label key={l} className="ws-check">
            <input
              type="checkbox"
              checked={d.language.includes(l)}
              disabled={d.language.length === 1 && d.language.includes(l)}
              onChange={(e) =>
                set({ language: e.target.checked ? [...d.language, l] : d.language.filter((x) => x !== l) })
              }
            />{' '}
            {l} <span className="ws-muted">({t(`qe.frameworkOf_${l}`)})</span>
          </label>
        ))}
        <p className="ws-muted">{t('qe.frameworkHint')}</p>
      </fieldset>
      <fieldset className="ws-fieldset">
        <legend>{t('author.starter')}</legend>
        <StarterEditor languages={d.language} source={d.source} onChange={(source) => set({ source })} />
      </fieldset>
      <fieldset className="ws-fieldset" data-testid="unittest-files">
        <legend>{t('qe.testFiles')}</legend>
        {d.library_files.map((f, i) => (
          <div key={i} className="ws-check-row sd-card">
            <div className="ws-grid3">
              <label className="ws-field">
                {t('author.fileName')}
                <input
                  className="sd-input ws-mono"
                  value={f.name}
                  onChange={(e) => putFile(i, { name: e.target.value })}
                />
              </label>
              <label className="ws-check">
                <input
                  type="checkbox"
                  checked={f.shown}
                  onChange={(e) => putFile(i, { shown: e.target.checked })}
                />{' '}
                {t('qe.shown')}
              </label>
            </div>
            <textarea
              className="sd-textarea ws-mono"
              rows={6}
              spellCheck={false}
              aria-label={t('qe.fileContent')}
              value={f.content}
              onChange={(e) => putFile(i, { content: e.target.value })}
            />
            <Button
              size="sm"
              outline
              color="danger"
              disabled={d.library_files.length <= 1}
              onClick={() => set({ library_files: d.library_files.filter((_, j) => j !== i) })}
            >
              {t('author.remove')}
            </Button>
          </div>
        ))}
        <Button
          size="sm"
          disabled={d.library_files.length >= 20}
          onClick={() =>
            set({
              library_files: [
                ...d.library_files,
                { name: `test_${d.library_files.length + 1}.py`, content: '', shown: false },
              ],
            })
          }
        >
          {t('qe.addFile')}
        </Button>
      </fieldset>
      <fieldset className="ws-fieldset">
        <legend>{t('author.reference')}</legend>
        <div className="ws-grid3">
          <label className="ws-field">
            {t('qe.answerLanguage')}
            <select
              className="sd-input"
              value={d.answer_language ?? d.language[0]}
              onChange={(e) => set({ answer_language: e.target.value })}
            >
              {d.language.map((l) => (
                <option key={l}>{l}</option>
              ))}
            </select>
          </label>
          <label className="ws-field">
            {t('qe.markTime')}
            <input
              className="sd-input ws-num"
              type="number"
              min={50}
              max={60000}
              value={d.mark_time_limit}
              onChange={(e) => set({ mark_time_limit: Number(e.target.value) })}
            />
          </label>
        </div>
        <textarea
          className="sd-textarea ws-mono"
          rows={6}
          spellCheck={false}
          aria-label={t('author.reference')}
          value={d.answer_code}
          onChange={(e) => set({ answer_code: e.target.value })}
        />
        <p className="ws-muted">{t('author.referenceHint')}</p>
      </fieldset>
    </div>
  );
}
