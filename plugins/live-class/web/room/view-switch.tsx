import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How a viewer sees the room: all tiles equal, or one person large with the others in a strip. */
export type RoomView = 'grid' | 'speaker';

const storageKey = 'live-class:view';

/** The viewer's choice of view, remembered in this browser (default 'grid'). */
export function useRoomView(): [RoomView, (view: RoomView) => void] {
  const [view, setView] = useState<RoomView>(() => {
    try {
      return localStorage.getItem(storageKey) === 'speaker' ? 'speaker' : 'grid';
    } catch {
      return 'grid';
    }
  });
  const update = useCallback((next: RoomView) => {
    setView(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Storage refused (private mode): the choice lasts for this page.
    }
  }, []);
  return [view, update];
}

/** The grid / speaker switch: two toggle buttons, the chosen one pressed. */
export function ViewSwitch({ value, onChange }: { value: RoomView; onChange: (view: RoomView) => void }) {
  const { t } = useTranslation('live-class');
  return (
    <div className="sd-view-switcher lc-view-switch" role="group" aria-label={t('room.view.label')}>
      {(['grid', 'speaker'] as const).map((view) => (
        <button
          key={view}
          type="button"
          className="sd-view-switcher__option"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          data-testid={`live-view-${view}`}
        >
          <span aria-hidden="true">{view === 'grid' ? '▦' : '▣'}</span> {t(`room.view.${view}`)}
        </button>
      ))}
    </div>
  );
}
