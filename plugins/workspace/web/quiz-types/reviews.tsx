import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps, QuizReviewProps } from '@seodang/sdk/web';

/**
 * A Review built from a type's Player: the learner's answer shown read-only, then each part's
 * result (pairs, blanks) and the teacher's comment.
 */
export function reviewOf(Player: ComponentType<QuizPlayerProps<never, never>>) {
  return function Review({ view, answer, details, comment, score, maxScore }: QuizReviewProps) {
    const { t } = useTranslation('workspace');
    return (
      <section className="ws-result ws-review" aria-label={t('review.title')}>
        <h3>
          {t('review.title')}
          {score !== null ? ` · ${score} / ${maxScore}` : ''}
        </h3>
        <Player view={view as never} answer={answer as never} onChange={() => {}} readOnly />
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
  };
}
