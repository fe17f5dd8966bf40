import type { QuizEditorProps } from '@seodang/sdk/web';
import type { OrderingDefinition } from '../common/index.ts';

/** The teacher writes the items in the right order, one per line. */
export default function OrderingEditor({ definition, onChange }: QuizEditorProps<OrderingDefinition>) {
  const d = definition ?? { items: [], score: 1 };
  return (
    <div>
      <label>Items, in the right order (one per line)
        <textarea className="sd-textarea" rows={6} value={d.items.join('\n')} onChange={(e) => onChange({ ...d, items: e.target.value.split('\n') })} />
      </label>
      <label>Score <input className="sd-input" type="number" min={0} value={d.score} onChange={(e) => onChange({ ...d, score: Number(e.target.value) })} /></label>
    </div>
  );
}
