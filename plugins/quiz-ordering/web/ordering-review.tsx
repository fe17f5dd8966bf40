import { useTranslation } from 'react-i18next';
import type { QuizReviewProps } from '@seodang/sdk/web';
import type { OrderingAnswer, OrderingView } from '../common/index.ts';

/** The learner's order with each place marked right or wrong. */
export default function OrderingReview({
  view,
  answer,
  details,
  score,
  maxScore,
}: QuizReviewProps<OrderingView, OrderingAnswer>) {
  const { t } = useTranslation('quiz-ordering');
  return (
    <section>
      <h3>
        {score ?? '-'} / {maxScore ?? '-'}
      </h3>
      <ol>
        {answer.order.map((item, i) => (
          <li key={item}>
            <span aria-label={t(details?.[i]?.correct ? 'right' : 'wrong')}>
              {details?.[i]?.correct ? '✔' : '✘'}
            </span>{' '}
            {view.items[item]}
          </li>
        ))}
      </ol>
    </section>
  );
}
