import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import type { OrderingAnswer, OrderingView } from '../common/index.ts';
import './ordering.css';

/** The learner moves items up and down until they are in order. */
export default function OrderingPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<OrderingView, OrderingAnswer>) {
  const { t } = useTranslation('quiz-ordering');
  const order = answer?.order?.length === view.items.length ? answer.order : view.items.map((_, i) => i);
  // The order as shown is already an answer: a learner who agrees with it can submit it.
  useEffect(() => {
    if (!answer && !readOnly) onChange({ order });
  }, []);
  const move = (at: number, by: number) => {
    const next = [...order];
    [next[at], next[at + by]] = [next[at + by], next[at]];
    onChange({ order: next });
  };
  return (
    <div>
      {readOnly ? null : <p className="ws-muted">{t('hint')}</p>}
      <ol className="ordering-list" data-testid="ordering">
        {order.map((item, at) => (
          <li key={item} data-item={view.items[item]}>
            <b className="ordering-no">{at + 1}.</b>
            <span>{view.items[item]}</span>
            <button
              type="button"
              className="sd-btn sd-btn--sm sd-btn--secondary sd-btn--outline"
              disabled={readOnly || at === 0}
              aria-label={t('up', { item: view.items[item] })}
              onClick={() => move(at, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="sd-btn sd-btn--sm sd-btn--secondary sd-btn--outline"
              disabled={readOnly || at === order.length - 1}
              aria-label={t('down', { item: view.items[item] })}
              onClick={() => move(at, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
