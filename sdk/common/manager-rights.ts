/**
 * The rights a channel's main manager gives each co-manager (spec §3 "Channel admin settings"),
 * in the order the admin settings screen lists them. The main manager and site admins hold
 * every right; only the main manager changes a co-manager's rights.
 */
export const managerRights = [
  'noticeManagement',
  'applicantManagement',
  'invite',
  'sendInvitationEmail',
  'createAccount',
  'addTempApplicant',
  'resultManagement',
  'menuAccessRestrictions',
  'assessmentSettings',
] as const;
export type ManagerRight = (typeof managerRights)[number];

/** Whether a string names a manager right. */
export const isManagerRight = (value: string): value is ManagerRight =>
  (managerRights as readonly string[]).includes(value);
