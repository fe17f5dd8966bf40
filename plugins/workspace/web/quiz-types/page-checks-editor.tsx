import { Button } from '@seodang/sdk/web';
import { usePageTexts } from './page-texts.ts';

/** A check as the teacher edits it. */
export interface CheckRow {
  name: string;
  code: string;
  score: number;
  hidden: boolean;
}

/** The checks and the time limits of a page quiz. */
export interface PageChecksValue {
  checks: CheckRow[];
  checkTimeLimitMs: number;
  totalTimeLimitMs: number;
}

const example: CheckRow = {
  name: 'heading',
  code: "const h1 = document.querySelector('h1');\nassert(h1, 'an <h1> is missing');\nassert(h1.textContent.trim() === 'Hello', 'the heading should say Hello');",
  score: 1,
  hidden: false,
};

/** The teacher's checks: name, JavaScript body, score, hidden; and the wall-time limits. */
export function PageChecksEditor({
  value,
  onChange,
}: {
  value: PageChecksValue;
  onChange(v: PageChecksValue): void;
}) {
  const { t } = usePageTexts();
  const put = (i: number, patch: Partial<CheckRow>) =>
    onChange({ ...value, checks: value.checks.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <fieldset className="ws-fieldset" data-testid="page-checks-editor">
      <legend>{t('author.checks')}</legend>
      <p className="ws-muted">{t('page.checkHint')}</p>
      {value.checks.map((c, i) => (
        <div key={i} className="ws-check-row sd-card">
          <div className="ws-grid3">
            <label className="ws-field">
              {t('author.checkName')}
              <input className="sd-input" value={c.name} onChange={(e) => put(i, { name: e.target.value })} />
            </label>
            <label className="ws-field ws-narrow">
              {t('author.score')}
              <input
                className="sd-input ws-num"
                type="number"
                min={0}
                max={1000}
                value={c.score}
                onChange={(e) => put(i, { score: Number(e.target.value) })}
              />
            </label>
            <label className="ws-check">
              <input
                type="checkbox"
                checked={c.hidden}
                onChange={(e) => put(i, { hidden: e.target.checked })}
              />{' '}
              {t('page.hidden')}
            </label>
          </div>
          <label className="ws-field">
            {t('author.checkCode')}
            <textarea
              className="sd-textarea ws-mono"
              rows={4}
              spellCheck={false}
              value={c.code}
              onChange={(e) => put(i, { code: e.target.value })}
            />
          </label>
          <Button
            size="sm"
            outline
            color="danger"
            disabled={value.checks.length <= 1}
            onClick={() => onChange({ ...value, checks: value.checks.filter((_, j) => j !== i) })}
          >
            {t('author.remove')}
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        disabled={value.checks.length >= 50}
        onClick={() =>
          onChange({
            ...value,
            checks: [
              ...value.checks,
              { name: `check ${value.checks.length + 1}`, code: 'assert(true);', score: 1, hidden: false },
            ],
          })
        }
      >
        {t('author.addCheck')}
      </Button>
      <div className="ws-grid3">
        <label className="ws-field">
          {t('page.checkTime')}
          <input
            className="sd-input ws-num"
            type="number"
            min={100}
            max={10000}
            value={value.checkTimeLimitMs}
            onChange={(e) => onChange({ ...value, checkTimeLimitMs: Number(e.target.value) })}
          />
        </label>
        <label className="ws-field">
          {t('page.totalTime')}
          <input
            className="sd-input ws-num"
            type="number"
            min={500}
            max={60000}
            value={value.totalTimeLimitMs}
            onChange={(e) => onChange({ ...value, totalTimeLimitMs: Number(e.target.value) })}
          />
        </label>
      </div>
    </fieldset>
  );
}

/** The checks part of a stored definition, with defaults for a new quiz. */
export const checksOf = (d: Partial<PageChecksValue> | undefined): PageChecksValue => ({
  checks: d?.checks?.length ? d.checks : [example],
  checkTimeLimitMs: d?.checkTimeLimitMs ?? 2000,
  totalTimeLimitMs: d?.totalTimeLimitMs ?? 15000,
});
