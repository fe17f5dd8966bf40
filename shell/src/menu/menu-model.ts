import {
  loggedInMenuOrder,
  loggedOutMenuOrder,
  type MenuKey,
  type MenuTarget,
} from '../../../sdk/web/plugin/menu-keys.ts';

/** Roles as core reports them (docs/contracts.md, user.role). */
export type Role = 'student' | 'teacher' | 'admin' | 'supervisor' | 'temp';

/** A header menu item from a plugin or the shell. */
export interface MenuEntry {
  key: MenuKey;
  path: string;
  labelKey: string;
  /** i18next namespace of the label. */
  ns: string;
  target?: MenuTarget;
  service?: string;
  order?: number;
  /** A button that runs an action instead of a link (contact us). */
  action?: 'contactUs';
}

/** What decides who sees which item. */
export interface MenuContext {
  isLoggedIn: boolean;
  role: Role | null;
  isPartner: boolean;
  isMobile: boolean;
  inLesson: boolean;
  isChannel: boolean;
  services: Record<string, boolean>;
  /** Keys this channel hides (per-channel menu restrictions). */
  restrictions: readonly string[];
}

interface KeyRule {
  target: MenuTarget;
  management?: boolean;
  hiddenInChannel?: boolean;
  service?: string;
}

/** Spec §2 and §6, per key. */
export const menuRules: Readonly<Record<MenuKey, KeyRule>> = {
  channelManagement: { target: 'admin', management: true },
  assessmentManagement: { target: 'teacher', management: true, service: 'ASSESSMENT' },
  recruitmentManagement: { target: 'teacher', management: true, service: 'RECRUITMENT' },
  lectureManagement: { target: 'teacher', management: true, service: 'LECTURE' },
  quizManagement: { target: 'teacher', management: true },
  myLectures: { target: 'all', service: 'LECTURE' },
  assessmentInfo: { target: 'all', service: 'ASSESSMENT' },
  partnerEducation: { target: 'partner', hiddenInChannel: true },
  notice: { target: 'all', hiddenInChannel: true },
  qna: { target: 'all', hiddenInChannel: true },
  editProfile: { target: 'all' },
  signOut: { target: 'all' },
  login: { target: 'all' },
  signup: { target: 'all' },
  contactUs: { target: 'all' },
};

function targetAllows(target: MenuTarget, ctx: MenuContext): boolean {
  switch (target) {
    case 'admin':
      return ctx.role === 'admin';
    case 'teacher':
      return ctx.role === 'teacher' || ctx.role === 'admin';
    case 'partner':
      return ctx.isPartner;
    default:
      return true;
  }
}

/** Whether one item shows in this context. */
export function isMenuEntryVisible(entry: MenuEntry, ctx: MenuContext): boolean {
  const order: readonly string[] = ctx.isLoggedIn ? loggedInMenuOrder : loggedOutMenuOrder;
  if (!order.includes(entry.key)) return false;
  const rule = menuRules[entry.key];
  if (rule.management && (ctx.isMobile || ctx.inLesson)) return false;
  if (rule.hiddenInChannel && ctx.isChannel) return false;
  if (ctx.restrictions.includes(entry.key)) return false;
  if (ctx.isLoggedIn) {
    // A plugin may narrow an item, never widen it past the spec.
    if (!targetAllows(rule.target, ctx)) return false;
    if (entry.target && !targetAllows(entry.target, ctx)) return false;
  }
  for (const service of [rule.service, entry.service]) {
    if (service && ctx.services[service] !== true) return false;
  }
  return true;
}

/**
 * The header menu: visible items, one per key, in the spec's order (logged-in or logged-out
 * list). When two sources give the same key, the lower `order` wins.
 */
export function buildMenu(entries: readonly MenuEntry[], ctx: MenuContext): MenuEntry[] {
  const order: readonly string[] = ctx.isLoggedIn ? loggedInMenuOrder : loggedOutMenuOrder;
  const byKey = new Map<string, MenuEntry>();
  for (const entry of entries) {
    if (!isMenuEntryVisible(entry, ctx)) continue;
    const current = byKey.get(entry.key);
    if (!current || (entry.order ?? 0) < (current.order ?? 0)) byKey.set(entry.key, entry);
  }
  return [...byKey.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}
