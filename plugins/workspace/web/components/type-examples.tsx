import { useTranslation } from 'react-i18next';
import type { Quiz } from '../api.ts';

interface SqlShownTest {
  name: string;
  preSql: string;
  postSql: string;
  rows: (string | null)[][] | null;
}
interface ShownTestFile {
  name: string;
  content: string;
}

/** Expected rows as a small table; NULL shown as such. */
function Rows({ rows }: { rows: (string | null)[][] }) {
  return (
    <table className="ws-rows">
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j}>{c ?? <em>NULL</em>}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What an SQL learner needs besides the statement: the schema and data, and the shown tests. */
function SqlExamples({ d }: { d: Quiz['definition'] }) {
  const { t } = useTranslation('workspace');
  const tests = (d.shownTests as SqlShownTest[] | undefined) ?? [];
  return (
    <div data-testid="sql-examples">
      {d.initialProcessCode ? (
        <section className="ws-example">
          <h4>{t('problem.initialData')}</h4>
          <pre>{String(d.initialProcessCode)}</pre>
        </section>
      ) : null}
      <p className="ws-muted">{t(d.ordered ? 'problem.ordered' : 'problem.unordered')}</p>
      {tests.map((x) => (
        <section key={x.name} className="ws-example">
          <h4>{t('problem.example', { name: x.name })}</h4>
          {x.preSql ? (
            <div>
              <em>{t('problem.preSql')}</em>
              <pre>{x.preSql}</pre>
            </div>
          ) : null}
          <div>
            <em>{t('result.expected')}</em>
            {x.rows ? <Rows rows={x.rows} /> : <p className="ws-muted">{t('problem.answerQuery')}</p>}
          </div>
          {x.postSql ? (
            <div>
              <em>{t('problem.postSql')}</em>
              <pre>{x.postSql}</pre>
            </div>
          ) : null}
        </section>
      ))}
      {Number(d.hiddenTestCount ?? 0) ? (
        <p className="ws-muted">{t('problem.hidden', { count: Number(d.hiddenTestCount) })}</p>
      ) : null}
    </div>
  );
}

/** What a unit-test learner needs: the shown test files, and how many more grade the code. */
function UnittestExamples({ d }: { d: Quiz['definition'] }) {
  const { t } = useTranslation('workspace');
  const files = (d.shownTestFiles as ShownTestFile[] | undefined) ?? [];
  const hidden = Number(d.hiddenTestFileCount ?? 0);
  return (
    <div data-testid="unittest-examples">
      <p className="ws-muted">{t('problem.unitHint')}</p>
      {files.map((f) => (
        <section key={f.name} className="ws-example">
          <h4>{t('problem.testFile', { name: f.name })}</h4>
          <pre>{f.content}</pre>
        </section>
      ))}
      {hidden ? <p className="ws-muted">{t('problem.hiddenFiles', { count: hidden })}</p> : null}
    </div>
  );
}

/** The examples of the types whose tests are not input/output pairs (sql, unittest). */
export function TypeExamples({ quiz }: { quiz: Quiz }) {
  if (quiz.type === 'sql') return <SqlExamples d={quiz.definition} />;
  if (quiz.type === 'unittest') return <UnittestExamples d={quiz.definition} />;
  return null;
}
