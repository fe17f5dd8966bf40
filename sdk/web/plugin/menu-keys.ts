/**
 * Header menu items of spec §2, in the spec's order. Plugins and the shell contribute items
 * under these keys; the shell orders and filters them (see shell/src/menu/menu-model.ts).
 */
export const loggedInMenuOrder = [
  'channelManagement',
  'assessmentManagement',
  'recruitmentManagement',
  'lectureManagement',
  'myLectures',
  'assessmentInfo',
  'partnerEducation',
  'notice',
  'qna',
  'editProfile',
  'signOut',
] as const;

/** Logged-out menu of spec §2, in order. */
export const loggedOutMenuOrder = ['notice', 'qna', 'login', 'signup', 'contactUs'] as const;

/** A header menu key. */
export type MenuKey = (typeof loggedInMenuOrder)[number] | (typeof loggedOutMenuOrder)[number];

/** Who a menu item is for (spec §6 "Menu targets"). */
export type MenuTarget = 'admin' | 'teacher' | 'all' | 'partner';

/** Service types that gate menus (spec §6); plugins may declare their own keys. */
export type ServiceKey = 'LECTURE' | 'ASSESSMENT' | 'RECRUITMENT' | (string & {});
