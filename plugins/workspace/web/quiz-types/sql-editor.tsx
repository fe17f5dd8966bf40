import { useEffect } from 'react';
import { Button, type QuizEditorProps } from '@seodang/sdk/web';
import { useEditorTexts } from './structured-texts.ts';

type Rows = (string | null)[][] | null;
type Sql = Record<string, unknown> & {
  initialProcessCode: string;
  answer_code: string;
  answerSource: string;
  preProcessCodeSet: string[];
  postProcessCodeSet: string[];
  outputset: Rows[];
  scoreset: number[];
  testcase_type: ('open' | 'hidden')[];
  scoringOptions: { ordered: boolean };
};

// Expected rows as the teacher types them: one row per line, cells split by '|', NULL for null.
const rowsText = (rows: Rows) =>
  rows ? rows.map((r) => r.map((c) => (c === null ? 'NULL' : c)).join(' | ')).join('\n') : '';
const parseRows = (text: string): Rows =>
  text.trim()
    ? text
        .trim()
        .split('\n')
        .map((line) => line.split('|').map((c) => (c.trim() === 'NULL' ? null : c.trim())))
    : null;

/** `sql`: the initial database, the answer query, tests (SQL before/after, expected rows, score, shown) and ordered/unordered scoring. */
export function SqlEditor({ definition, onChange }: QuizEditorProps<Sql>) {
  const { t } = useEditorTexts();
  const d: Sql = {
    initialProcessCode: '',
    answer_code: '',
    answerSource: '',
    preProcessCodeSet: [''],
    postProcessCodeSet: [''],
    outputset: [null],
    scoreset: [1],
    testcase_type: ['open'],
    scoringOptions: { ordered: false },
    ...definition,
  };
  useEffect(() => {
    if (!definition?.preProcessCodeSet) onChange(d);
  }, []);
  const n = Math.max(d.preProcessCodeSet.length, d.postProcessCodeSet.length, d.outputset.length);
  const set = (patch: Partial<Sql>) => onChange({ ...d, ...patch });
  const at = <T,>(list: T[], i: number, v: T, fill: T) =>
    Array.from({ length: n }, (_, j) => (j === i ? v : (list[j] ?? fill)));
  const sql = (k: 'initialProcessCode' | 'answer_code' | 'answerSource', rows: number) => (
    <label className="ws-field ws-wide">
      {t(
        k === 'initialProcessCode'
          ? 'qe.initial'
          : k === 'answer_code'
            ? 'qe.answerQuery'
            : 'qe.learnerStart',
      )}
      <textarea
        className="sd-textarea ws-mono"
        rows={rows}
        spellCheck={false}
        value={d[k]}
        onChange={(e) => set({ [k]: e.target.value })}
      />
    </label>
  );
  return (
    <div className="ws-obj-editor" data-testid="sql-editor">
      {sql('initialProcessCode', 6)}
      {sql('answer_code', 3)}
      {sql('answerSource', 2)}
      <fieldset className="ws-fieldset">
        <legend>{t('author.compare')}</legend>
        <label className="ws-check">
          <input
            type="radio"
            name="sql-order"
            checked={d.scoringOptions.ordered}
            onChange={() => set({ scoringOptions: { ordered: true } })}
          />{' '}
          {t('qe.ordered')}
        </label>
        <label className="ws-check">
          <input
            type="radio"
            name="sql-order"
            checked={!d.scoringOptions.ordered}
            onChange={() => set({ scoringOptions: { ordered: false } })}
          />{' '}
          {t('qe.unordered')}
        </label>
      </fieldset>
      <fieldset className="ws-fieldset" data-testid="sql-tests">
        <legend>{t('author.tests')}</legend>
        {Array.from({ length: n }, (_, i) => (
          <div key={i} className="ws-check-row sd-card">
            <div className="ws-grid3">
              <b>
                {t('qe.test')} #{i + 1}
              </b>
              <label className="ws-field ws-narrow">
                {t('author.score')}
                <input
                  className="sd-input ws-num"
                  type="number"
                  min={0}
                  value={d.scoreset[i] ?? 1}
                  onChange={(e) => set({ scoreset: at(d.scoreset, i, Number(e.target.value), 1) })}
                />
              </label>
              <label className="ws-check">
                <input
                  type="checkbox"
                  checked={d.testcase_type[i] === 'open'}
                  onChange={(e) =>
                    set({
                      testcase_type: at(d.testcase_type, i, e.target.checked ? 'open' : 'hidden', 'hidden'),
                    })
                  }
                />{' '}
                {t('author.shown')}
              </label>
            </div>
            <div className="ws-grid2">
              <label className="ws-field">
                {t('qe.pre')}
                <textarea
                  className="sd-textarea ws-mono"
                  rows={2}
                  value={d.preProcessCodeSet[i] ?? ''}
                  onChange={(e) => set({ preProcessCodeSet: at(d.preProcessCodeSet, i, e.target.value, '') })}
                />
              </label>
              <label className="ws-field">
                {t('qe.post')}
                <textarea
                  className="sd-textarea ws-mono"
                  rows={2}
                  value={d.postProcessCodeSet[i] ?? ''}
                  onChange={(e) =>
                    set({ postProcessCodeSet: at(d.postProcessCodeSet, i, e.target.value, '') })
                  }
                />
              </label>
            </div>
            <label className="ws-field">
              {t('qe.rows')}
              <textarea
                className="sd-textarea ws-mono"
                rows={3}
                defaultValue={rowsText(d.outputset[i] ?? null)}
                key={`${i}:${rowsText(d.outputset[i] ?? null)}`}
                onBlur={(e) => set({ outputset: at(d.outputset, i, parseRows(e.target.value), null) })}
              />
            </label>
            <Button
              size="sm"
              outline
              color="danger"
              disabled={n <= 1}
              onClick={() =>
                set({
                  preProcessCodeSet: d.preProcessCodeSet.filter((_, j) => j !== i),
                  postProcessCodeSet: d.postProcessCodeSet.filter((_, j) => j !== i),
                  outputset: d.outputset.filter((_, j) => j !== i),
                  scoreset: d.scoreset.filter((_, j) => j !== i),
                  testcase_type: d.testcase_type.filter((_, j) => j !== i),
                })
              }
            >
              {t('author.remove')}
            </Button>
          </div>
        ))}
        <Button
          size="sm"
          disabled={n >= 100}
          onClick={() =>
            set({
              preProcessCodeSet: [...at(d.preProcessCodeSet, -1, '', ''), ''],
              postProcessCodeSet: [...at(d.postProcessCodeSet, -1, '', ''), ''],
              outputset: [...at(d.outputset, -1, null, null), null],
              scoreset: [...at(d.scoreset, -1, 1, 1), 1],
              testcase_type: [...at(d.testcase_type, -1, 'hidden', 'hidden'), 'hidden'],
            })
          }
        >
          {t('qe.addTest')}
        </Button>
      </fieldset>
    </div>
  );
}
