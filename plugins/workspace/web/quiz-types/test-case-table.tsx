import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, showToast } from '@seodang/sdk/web';
import { testsFromZip } from './test-zip.ts';

/** One test case row as the teacher edits it (stored as the spec's parallel arrays). */
export interface TestRow {
  input: string;
  output: string;
  regex: string;
  score: number;
  shown: boolean;
}

/** The spec's parallel test arrays of a definition, as rows. */
export function rowsOf(d: Record<string, unknown>): TestRow[] {
  const inputs = (d.inputset as string[] | undefined) ?? [];
  return inputs.map((input, i) => ({
    input,
    output: ((d.outputset as string[] | undefined) ?? [])[i] ?? '',
    regex: ((d.regexset as (string | null)[] | undefined) ?? [])[i] ?? '',
    score: ((d.scoreset as number[] | undefined) ?? [])[i] ?? 1,
    shown: ((d.testcase_type as string[] | undefined) ?? [])[i] === 'open',
  }));
}

/** Rows back to the parallel arrays. */
export function arraysOf(rows: TestRow[]) {
  return {
    inputset: rows.map((r) => r.input),
    outputset: rows.map((r) => r.output),
    regexset: rows.map((r) => r.regex || null),
    scoreset: rows.map((r) => r.score),
    testcase_type: rows.map((r) => (r.shown ? 'open' : 'hidden')),
  };
}

/** Test cases: input, expected output or a regular expression, score, shown or hidden; bulk upload of a zip of N.in/N.out. */
export function TestCaseTable({ rows, onChange }: { rows: TestRow[]; onChange(rows: TestRow[]): void }) {
  const { t } = useTranslation('workspace');
  const file = useRef<HTMLInputElement>(null);
  const set = (i: number, patch: Partial<TestRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const upload = async (f: File | undefined) => {
    if (!f) return;
    try {
      const { tests, missing } = testsFromZip(new Uint8Array(await f.arrayBuffer()));
      onChange([
        ...rows,
        ...tests.map((x) => ({ input: x.input, output: x.output, regex: '', score: 1, shown: false })),
      ]);
      showToast(
        t('author.zipLoaded', { count: tests.length }) +
          (missing.length ? ` ${t('author.zipMissing', { files: missing.join(', ') })}` : ''),
        { type: missing.length ? 'warning' : 'success' },
      );
    } catch {
      showToast(t('author.zipBad'), { type: 'error' });
    }
    if (file.current) file.current.value = '';
  };
  return (
    <div className="ws-tc" data-testid="test-cases">
      <table className="sd-table ws-tc-table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t('result.input')}</th>
            <th>{t('author.expected')}</th>
            <th>{t('author.score')}</th>
            <th>{t('author.shown')}</th>
            <th>
              <span className="ws-sr">{t('author.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} data-testid={`tc-${i}`}>
              <td>{i + 1}</td>
              <td>
                <textarea
                  className="sd-textarea ws-mono"
                  rows={2}
                  aria-label={`${t('result.input')} ${i + 1}`}
                  value={r.input}
                  data-testid={`tc-input-${i}`}
                  onChange={(e) => set(i, { input: e.target.value })}
                />
              </td>
              <td>
                <textarea
                  className="sd-textarea ws-mono"
                  rows={2}
                  aria-label={`${t('author.expected')} ${i + 1}`}
                  value={r.output}
                  disabled={!!r.regex}
                  data-testid={`tc-output-${i}`}
                  onChange={(e) => set(i, { output: e.target.value })}
                />
                <input
                  className="sd-input ws-mono"
                  placeholder={t('author.regex')}
                  aria-label={`${t('author.regex')} ${i + 1}`}
                  value={r.regex}
                  onChange={(e) => set(i, { regex: e.target.value })}
                />
              </td>
              <td>
                <input
                  className="sd-input ws-num"
                  type="number"
                  min={0}
                  max={1000}
                  aria-label={`${t('author.score')} ${i + 1}`}
                  value={r.score}
                  onChange={(e) => set(i, { score: Number(e.target.value) })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${t('author.shown')} ${i + 1}`}
                  checked={r.shown}
                  data-testid={`tc-shown-${i}`}
                  onChange={(e) => set(i, { shown: e.target.checked })}
                />
              </td>
              <td>
                <Button
                  size="sm"
                  color="danger"
                  outline
                  aria-label={`${t('author.remove')} ${i + 1}`}
                  onClick={() => onChange(rows.filter((_, j) => j !== i))}
                >
                  ✕
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ws-actions">
        <Button
          size="sm"
          onClick={() =>
            onChange([...rows, { input: '', output: '', regex: '', score: 1, shown: rows.length === 0 }])
          }
          data-testid="tc-add"
        >
          {t('author.addTest')}
        </Button>
        <label className="sd-btn sd-btn--sm sd-btn--secondary sd-btn--outline">
          {t('author.zip')}
          <input
            ref={file}
            type="file"
            accept=".zip,application/zip"
            className="ws-sr"
            data-testid="tc-zip"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
        <span className="ws-muted">{t('author.zipHint')}</span>
      </div>
    </div>
  );
}
