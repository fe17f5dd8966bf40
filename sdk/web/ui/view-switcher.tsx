import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ViewMode = 'list' | 'cards';

/** The list-or-cards switcher (spec §2), as a pair of toggle buttons. */
export function ViewSwitcher({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="sd-view-switcher" role="group" aria-label={t('view.label', 'View')}>
      {(['list', 'cards'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          className="sd-view-switcher__option"
          aria-pressed={value === mode}
          data-testid={`view-${mode}`}
          onClick={() => onChange(mode)}
        >
          <span aria-hidden="true">{mode === 'list' ? '☰' : '▦'}</span> {t(`view.${mode}`, mode)}
        </button>
      ))}
    </div>
  );
}

/** The view mode, remembered per screen in localStorage. */
export function useViewMode(
  storageKey: string,
  initial: ViewMode = 'list',
): [ViewMode, (mode: ViewMode) => void] {
  const key = `sd-view:${storageKey}`;
  const [mode, setMode] = useState<ViewMode>(() => {
    try {
      const saved = localStorage.getItem(key);
      return saved === 'list' || saved === 'cards' ? saved : initial;
    } catch {
      return initial;
    }
  });
  const update = useCallback(
    (next: ViewMode) => {
      setMode(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    [key],
  );
  return [mode, update];
}
