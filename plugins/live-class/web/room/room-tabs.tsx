import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The room's tabs: the class itself, and the code tab. */
export type RoomTab = 'live' | 'code';

/** The id of a tab's panel, for `aria-controls` and the panel's `id`. */
export const tabPanelId = (tab: RoomTab) => `lc-panel-${tab}`;
/** The id of a tab, for the panel's `aria-labelledby`. */
export const tabId = (tab: RoomTab) => `lc-tab-${tab}`;

/**
 * The room's tab list (the ARIA tabs pattern): the chosen tab is the one in the page's tab order;
 * arrow keys, Home and End move to the other tabs and choose them.
 */
export function RoomTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: RoomTab[];
  value: RoomTab;
  onChange(tab: RoomTab): void;
}) {
  const { t } = useTranslation('live-class');
  const refs = useRef<Partial<Record<RoomTab, HTMLButtonElement | null>>>({});
  const onKey = (e: KeyboardEvent) => {
    const at = tabs.indexOf(value);
    const to =
      e.key === 'ArrowRight'
        ? tabs[(at + 1) % tabs.length]
        : e.key === 'ArrowLeft'
          ? tabs[(at - 1 + tabs.length) % tabs.length]
          : e.key === 'Home'
            ? tabs[0]
            : e.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!to) return;
    e.preventDefault();
    onChange(to);
    refs.current[to]?.focus();
  };
  return (
    <div className="lc-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKey}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={value === tab}
          aria-controls={tabPanelId(tab)}
          tabIndex={value === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          data-testid={`live-tab-${tab}`}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * A tab's panel; hidden, not removed, while another tab is chosen (the class's video keeps playing
 * and a learner's unsaved code stays). Without tabs (one tab only) it is a plain block.
 */
export function TabPanel({
  tab,
  value,
  withTabs,
  className,
  children,
}: {
  tab: RoomTab;
  value: RoomTab;
  withTabs: boolean;
  className?: string;
  children: ReactNode;
}) {
  if (!withTabs) return <div className={className}>{children}</div>;
  return (
    <div
      className={className}
      role="tabpanel"
      id={tabPanelId(tab)}
      aria-labelledby={tabId(tab)}
      hidden={tab !== value}
      data-testid={`live-panel-${tab}`}
    >
      {children}
    </div>
  );
}
