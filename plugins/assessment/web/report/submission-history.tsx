import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@seodang/sdk/web';
import type { ReportQuizSubmissions, ReportSubmission } from './report-api.ts';
import { clockTime } from './clock.ts';

/** A submission's exam points, or that it is still being graded. */
export function useSubmissionScore() {
  const { t } = useTranslation('assessment');
  return (s: Pick<ReportSubmission, 'examScore'>, maxScore: number) =>
    s.examScore === null ? t('report.submissions.grading') : t('report.submissions.points', { score: s.examScore, maxScore });
}

/** Every submission of each exam quiz, oldest first: time, result, exam points and test verdicts; choosing one opens its review. */
export function SubmissionHistory({ quizzes, selected, onSelect }: {
  quizzes: ReportQuizSubmissions[];
  selected: number | null;
  onSelect: (submissionIndex: number) => void;
}) {
  const { t, i18n } = useTranslation('assessment');
  const score = useSubmissionScore();
  if (!quizzes.length) return <EmptyState>{t('report.submissions.empty')}</EmptyState>;
  return (
    <div data-testid="submission-history">
      {quizzes.map((q) => (
        <div key={q.quizId} className="as-submissions" data-quiz={q.quizId}>
          <h3>{q.title}</h3>
          {!q.submissions.length ? <p className="as-hint" data-testid="no-submission">{t('report.submissions.empty')}</p> : (
            <table className="as-submissions__table">
              <thead>
                <tr>
                  <th scope="col">{t('report.submissions.number')}</th><th scope="col">{t('report.submissions.time')}</th>
                  <th scope="col">{t('report.submissions.outcome')}</th><th scope="col">{t('report.submissions.score')}</th>
                  <th scope="col">{t('report.submissions.tests')}</th><th scope="col"><span className="sd-visually-hidden">{t('report.submissions.review')}</span></th>
                </tr>
              </thead>
              <tbody>
                {q.submissions.map((s) => (
                  <tr key={s.index} data-testid="submission-row" aria-current={selected === s.index ? 'true' : undefined}>
                    <td>{s.number}</td>
                    <td><time dateTime={s.createdAt}>{clockTime(s.createdAt, i18n.language)}</time></td>
                    <td>{t(`report.submissions.outcomes.${s.outcome}`, { defaultValue: s.outcome })}</td>
                    <td>{score(s, q.maxScore)}</td>
                    <td>{s.tests.length ? (
                      <div className="as-submissions__tests">{s.tests.map((x, i) => (
                        <span key={i} className={`as-verdict${x.verdict === 'ACCEPTED' ? ' is-ok' : ''}`}>{x.name}: {x.verdict}</span>
                      ))}</div>
                    ) : '—'}</td>
                    <td><Button size="sm" outline data-testid="submission-review-open" aria-pressed={selected === s.index} onClick={() => onSelect(s.index)}>{t('report.submissions.review')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      ))}
    </div>
  );
}
