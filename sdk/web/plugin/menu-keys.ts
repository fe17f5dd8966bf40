export { loggedInMenuOrder, loggedOutMenuOrder, type MenuKey } from '../../common/menu-keys.ts';

/** Who a menu item is for (spec §6 "Menu targets"). */
export type MenuTarget = 'admin' | 'teacher' | 'all' | 'partner';

/** Service types that gate menus (spec §6); plugins may declare their own keys. */
export type ServiceKey = 'LECTURE' | 'ASSESSMENT' | 'RECRUITMENT' | (string & {});
