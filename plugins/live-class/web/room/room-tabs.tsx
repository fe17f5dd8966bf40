import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabList } from '@seodang/sdk/web';

/** The room's tabs: the class itself, and the code tab. */
export type RoomTab = 'live' | 'code';

const ID_PREFIX = 'lc';
/** The id of a tab's panel, for `aria-controls` and the panel's `id`. */
export const tabPanelId = (tab: RoomTab) => `${ID_PREFIX}-panel-${tab}`;
/** The id of a tab, for the panel's `aria-labelledby`. */
export const tabId = (tab: RoomTab) => `${ID_PREFIX}-tab-${tab}`;

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
  const { listProps, tabProps } = useTabList({ tabs, value, onChange, idPrefix: ID_PREFIX });
  return (
    <div className="lc-tabs" {...listProps} aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <button key={tab} {...tabProps(tab)} data-testid={`live-tab-${tab}`}>
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
