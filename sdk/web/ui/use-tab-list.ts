import { useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from './tab-keys.ts';

/** What a tab list needs: its tabs, the chosen one, how to choose, and a prefix for element ids. */
export interface TabListOptions<T extends string> {
  tabs: readonly T[];
  // The tabs alone give T: a state setter or a wider value must not widen it to string.
  value: NoInfer<T>;
  onChange(tab: NoInfer<T>): void;
  /** Ids are `${idPrefix}-tab-${tab}` and `${idPrefix}-panel-${tab}` (see `idPart`); unique on the page. */
  idPrefix: string;
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A tab's value as part of an element id: a value may be a file name with spaces, which in
 * `aria-labelledby` would name several ids. Other characters than letters, digits, `_` and `-`
 * become `.` and their code point, so different values keep different ids.
 */
export function idPart(tab: string): string {
  return tab.replace(/[^\w-]/gu, (c) => `.${c.codePointAt(0)!.toString(16)}`);
}

/**
 * The ARIA tabs pattern for a screen's own markup: spread `listProps` on the list, `tabProps(tab)`
 * on each tab button and `panelProps(tab)` on each panel. Only the chosen tab is in the page's tab
 * order; the arrow keys, Home and End choose another tab and move the focus to it.
 */
export function useTabList<T extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  orientation = 'horizontal',
}: TabListOptions<T>) {
  const refs = useRef(new Map<T, HTMLElement>());
  const tabId = (tab: T) => `${idPrefix}-tab-${idPart(tab)}`;
  const panelId = (tab: T) => `${idPrefix}-panel-${idPart(tab)}`;
  return {
    listProps: {
      role: 'tablist' as const,
      'aria-orientation': orientation,
      onKeyDown(e: KeyboardEvent) {
        const to = tabKeyTarget(tabs, value, e.key, orientation);
        if (to === undefined) return;
        e.preventDefault();
        if (to !== value) onChange(to);
        refs.current.get(to)?.focus();
      },
    },
    tabProps: (tab: T) => ({
      ref(el: HTMLElement | null) {
        if (el) refs.current.set(tab, el);
        else refs.current.delete(tab);
      },
      type: 'button' as const,
      role: 'tab' as const,
      id: tabId(tab),
      'aria-selected': value === tab,
      // Only the chosen tab's panel is sure to be on the page (a screen may render that one only).
      'aria-controls': value === tab ? panelId(tab) : undefined,
      tabIndex: value === tab ? 0 : -1,
      onClick: () => onChange(tab),
    }),
    panelProps: (tab: T) => ({
      role: 'tabpanel' as const,
      id: panelId(tab),
      'aria-labelledby': tabId(tab),
    }),
  };
}
