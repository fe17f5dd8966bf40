import type { QuizReviewProps } from '@seodang/sdk/web';
import type { OrderingAnswer, OrderingView } from '../common/index.ts';

/** The learner's order with each place marked right or wrong. */
export default function OrderingReview({ view, answer, details, score, maxScore }: QuizReviewProps<OrderingView, OrderingAnswer>) {
  return (
    <section>
      <h3>{score ?? '-'} / {maxScore ?? '-'}</h3>
      <ol>{answer.order.map((item, i) => <li key={item}>{details?.[i]?.correct ? '✔' : '✘'} {view.items[item]}</li>)}</ol>
    </section>
  );
}
