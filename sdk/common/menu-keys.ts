/**
 * Header menu items of spec §2, in the spec's order. Plugins and the shell contribute items
 * under these keys; the shell orders and filters them, and a channel may hide some of them.
 */
export const loggedInMenuOrder = [
  'channelManagement',
  'assessmentManagement',
  'recruitmentManagement',
  'lectureManagement',
  // Not in the spec's list: the teacher's quizzes (the workspace), one click away like lectures.
  'quizManagement',
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

/** Keys a channel admin may hide (§6 "Menu access can also be restricted per channel"). */
export const restrictableMenuKeys = [...new Set([...loggedInMenuOrder, ...loggedOutMenuOrder])].filter(
  (k) => k !== 'channelManagement' && k !== 'signOut' && k !== 'login',
) as MenuKey[];
