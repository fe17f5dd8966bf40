import type { ReactNode } from 'react';
import { Loading } from '@seodang/sdk/web';

/** One choice of an {@link ItemChecklist}: an item's id and its label. */
export interface ChecklistItem {
  id: number;
  label: ReactNode;
}

/**
 * A labelled list of checkboxes choosing items by id (the lectures of a bundle, a coupon's target
 * lectures or bundles): a spinner while the items load, `empty` when there are none.
 */
export function ItemChecklist({
  items,
  chosen,
  onChange,
  loading,
  empty,
  testId,
}: {
  items: readonly ChecklistItem[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  loading: boolean;
  empty: ReactNode;
  testId: string;
}) {
  if (loading) return <Loading />;
  if (items.length === 0) return <p className="cm-muted">{empty}</p>;
  return (
    <ul className="sd-check-list">
      {items.map((item) => (
        <li key={item.id}>
          <label className="sd-check">
            <input
              type="checkbox"
              checked={chosen.includes(item.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, item.id] : chosen.filter((x) => x !== item.id))
              }
              data-testid={testId}
            />
            {item.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
