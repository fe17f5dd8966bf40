import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Submission } from '../api.ts';

/**
 * The outcome in the language shown now (the server's `message` is in the language of the request
 * that graded it; a learner may have switched since).
 */
export function outcomeText(
  t: TFunction,
  s: Pick<Submission, 'status' | 'outcome' | 'message' | 'error'>,
): string {
  if (s.status === 'error') return t('message.gradingFailed', { defaultValue: s.error ?? s.message });
  return t(`outcome.${s.status === 'pending' ? 'PENDING' : s.outcome}`, { defaultValue: s.message });
}

/**
 * A submission's outcome and points, its tests (filling in live while the judge works), the grade's
 * feedback and the teacher's comment: the same for every quiz type; a type's own `Review` follows it.
 * `reviewShowsTests` (the type's `reviewShowsTests`): its `Review` presents the graded tests in its
 * own words (a harness's checks), so the list stays out once grading is done.
 */
export function ResultPanel({
  submission,
  reviewShowsTests = false,
}: {
  submission: Submission;
  reviewShowsTests?: boolean;
}) {
  const { t } = useTranslation('workspace');
  const pending = submission.status === 'pending';
  const tests = pending
    ? submission.progress.map(
        (p) => ({ name: p.name, verdict: p.verdict, hidden: false }) as Submission['tests'][number],
      )
    : reviewShowsTests
      ? []
      : submission.tests;
  const total = submission.progress.at(-1)?.total;
  return (
    <section
      className="ws-result"
      data-testid="result"
      data-index={submission.index}
      data-outcome={pending ? 'PENDING' : submission.outcome}
    >
      <h3>
        {outcomeText(t, submission)}
        {submission.score !== null && !pending ? ` (${submission.score} / ${submission.maxScore})` : ''}
      </h3>
      {pending && total ? <p>{t('result.progress', { done: submission.progress.length, total })}</p> : null}
      {submission.compile && !submission.compile.ok ? (
        <pre className="ws-compile">{submission.compile.output}</pre>
      ) : null}
      <ul className="ws-tests">
        {tests.map((x) => (
          <li key={x.name} data-verdict={x.verdict} className={x.verdict === 'ACCEPTED' ? 'ok' : 'fail'}>
            <strong>{x.name}</strong> {t(`verdict.${x.verdict}`)}
            {x.hidden ? ` · ${t('result.hidden')}` : ''}
            {x.timeMs !== undefined ? (
              <span className="ws-usage">
                {' '}
                {x.timeMs} ms · {Math.round((x.memoryKb ?? 0) / 1024)} MB
              </span>
            ) : null}
            {x.stdout && x.verdict !== 'ACCEPTED' ? (
              <div className="ws-diff">
                {x.input?.text ? (
                  <div>
                    <em>{t('result.input')}</em>
                    <pre>{x.input.text}</pre>
                  </div>
                ) : null}
                {x.expected?.text ? (
                  <div>
                    <em>{t('result.expected')}</em>
                    <pre>{x.expected.text}</pre>
                  </div>
                ) : null}
                <div>
                  <em>{t('result.actual')}</em>
                  <pre>{x.stdout.text}</pre>
                </div>
              </div>
            ) : null}
            {x.message && !x.hidden ? <p>{x.message}</p> : null}
          </li>
        ))}
      </ul>
      {submission.feedback ? (
        <p className="ws-feedback" data-testid="result-feedback">
          {submission.feedback}
        </p>
      ) : null}
      {submission.comment ? <p className="ws-comment">{submission.comment}</p> : null}
    </section>
  );
}
