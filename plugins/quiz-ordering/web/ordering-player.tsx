import type { QuizPlayerProps } from '@seodang/sdk/web';
import type { OrderingAnswer, OrderingView } from '../common/index.ts';

/** The learner moves items up and down until they are in order. */
export default function OrderingPlayer({ view, answer, onChange, readOnly }: QuizPlayerProps<OrderingView, OrderingAnswer>) {
  const order = answer?.order?.length === view.items.length ? answer.order : view.items.map((_, i) => i);
  const move = (at: number, by: number) => {
    const next = [...order];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    onChange({ order: next });
  };
  return (
    <ol data-testid="ordering">
      {order.map((item, at) => (
        <li key={item}>
          {view.items[item]}{' '}
          <button type="button" disabled={readOnly || at === 0} aria-label="up" onClick={() => move(at, -1)}>↑</button>
          <button type="button" disabled={readOnly || at === order.length - 1} aria-label="down" onClick={() => move(at, 1)}>↓</button>
        </li>
      ))}
    </ol>
  );
}
