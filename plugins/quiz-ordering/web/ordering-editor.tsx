import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import type { OrderingDefinition } from '../common/index.ts';
import './ordering.css';

/** The teacher writes the items in the right order, one per line. */
export default function OrderingEditor({ definition, onChange }: QuizEditorProps<OrderingDefinition>) {
  const { t } = useTranslation('quiz-ordering');
  const d = definition ?? { items: [], score: 1 };
  return (
    <div className="ordering-editor">
      <label>
        {t('items')}
        <textarea
          className="sd-textarea"
          rows={6}
          value={d.items.join('\n')}
          data-testid="ordering-items"
          onChange={(e) => onChange({ ...d, items: e.target.value.split('\n') })}
        />
      </label>
      <label>
        {t('score')}{' '}
        <input
          className="sd-input"
          type="number"
          min={0}
          value={d.score}
          onChange={(e) => onChange({ ...d, score: Number(e.target.value) })}
        />
      </label>
    </div>
  );
}
