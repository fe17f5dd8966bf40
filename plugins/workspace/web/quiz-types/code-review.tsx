import type { QuizReviewProps } from '@seodang/sdk/web';
import { useTranslation } from 'react-i18next';

/** Review of a code answer (unittest, sql): the submitted files read-only and each test's result. */
export function CodeReview({
  answer,
  details,
  score,
  maxScore,
  comment,
}: QuizReviewProps<unknown, { language: string; files: { name: string; content: string }[] }>) {
  const { t } = useTranslation('workspace');
  return (
    <section className="ws-result ws-review" aria-label={t('review.title')} data-testid="code-review">
      <h3>
        {t('review.title')} · {answer.language}
        {score !== null ? ` · ${score} / ${maxScore}` : ''}
      </h3>
      {answer.files.map((f) => (
        <figure key={f.name}>
          <figcaption className="ws-mono">{f.name}</figcaption>
          <pre className="ws-mono ws-review-code">{f.content}</pre>
        </figure>
      ))}
      {details?.length ? (
        <ul className="ws-tests">
          {details.map((d) => (
            <li key={d.name} className={d.correct ? 'ok' : 'fail'}>
              {d.name} · {d.score}
            </li>
          ))}
        </ul>
      ) : null}
      {comment ? <blockquote className="ws-comment">{comment}</blockquote> : null}
    </section>
  );
}
