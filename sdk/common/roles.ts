/** Roles a user can have in a channel (or on the public site), spec §6. */
export const roles = ['student', 'teacher', 'admin', 'supervisor', 'temp'] as const;
export type Role = (typeof roles)[number];

/** Join states of a channel membership, spec §4 "Channel membership". */
export const joinStates = [
  'requesting',
  'inviting',
  'invitedFromLecture',
  'invitedFromAssessment',
  'invitedFromLectureAssessment',
  'joined',
] as const;
export type JoinState = (typeof joinStates)[number];

/** Service keys a channel can switch on and off (plugins may add their own). */
export const coreServiceKeys = ['LECTURE', 'ASSESSMENT', 'RECRUITMENT'] as const;

/** Verbs of the channel action log, spec §3. */
export const actionVerbs = ['Creation', 'Modification', 'Add', 'Delete', 'Set', 'Unset'] as const;
export type ActionVerb = (typeof actionVerbs)[number];

/** The signed-in user as every screen and route sees them. */
export interface UserData {
  id: number;
  userId: string;
  name: string;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  link: string | null;
  locale: 'ko' | 'en' | 'ja';
  isPartner: boolean;
  isTeacher: boolean;
  role: Role;
  membership: { role: Role; state: JoinState; isMainManager: boolean } | null;
}
