import type { MenuEntry } from './menu-model.ts';

/** The items the shell itself contributes; plugins bring the rest. */
export const shellMenuEntries: MenuEntry[] = [
  { key: 'channelManagement', path: '/admin', labelKey: 'menu.channelManagement', ns: 'shell' },
  { key: 'editProfile', path: '/change_info', labelKey: 'menu.editProfile', ns: 'shell' },
  { key: 'signOut', path: '/logout', labelKey: 'menu.signOut', ns: 'shell' },
  { key: 'login', path: '/login', labelKey: 'menu.login', ns: 'shell' },
  { key: 'signup', path: '/signup', labelKey: 'menu.signup', ns: 'shell' },
  { key: 'contactUs', path: '#contact', labelKey: 'menu.contactUs', ns: 'shell', action: 'contactUs' },
];
