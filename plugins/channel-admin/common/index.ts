// Shared by the server and the web half: the member list's shapes and the pure rules of the
// members screen (which actions a member's state allows).
import type { JoinState, ProfileField, Role } from '@seodang/sdk/common';

export { channelAdminMessages } from './messages.ts';

export { profileFields, type ProfileField } from '@seodang/sdk/common';

/** One member as `GET /api/channel/members` answers it. */
export interface MemberView {
  id: number;
  loginId: string;
  name: string;
  email: string | null;
  role: Role;
  state: JoinState;
  isMainManager: boolean;
  isActive: boolean;
  group: string | null;
  departments: string | null;
  profile: Record<ProfileField, string | null>;
  additionalInfo: string | null;
  canChangeOwnInfo: boolean | null;
  hasPicturePassword: boolean;
  lastLoginDate: string | null;
  signupDate: string;
}

/** Seats in use against a limit (null: none). */
export interface SeatUsage {
  used: number;
  limit: number | null;
}

/** `GET /api/channel/members/summary`. */
export interface MembersSummary {
  requesting: number;
  students: SeatUsage;
  ide: SeatUsage;
  /** The profile fields the channel's members fill in (its setting; by default its organisation type's). */
  profileFields: ProfileField[];
}

/** What an admin can do to a member from the list. */
export type MemberAction =
  'accept' | 'refuse' | 'reinvite' | 'cancelInvitation' | 'activate' | 'deactivate' | 'remove';

const invited: readonly JoinState[] = [
  'inviting',
  'invitedFromLecture',
  'invitedFromAssessment',
  'invitedFromLectureAssessment',
];

/**
 * The actions a member's state allows (spec §4 "Channel membership"); the main manager can be
 * neither deactivated nor removed. The server checks the same and answers 409 otherwise.
 */
export function actionsFor(m: Pick<MemberView, 'state' | 'isActive' | 'isMainManager'>): MemberAction[] {
  if (m.state === 'requesting') return ['accept', 'refuse'];
  if (invited.includes(m.state)) return ['reinvite', 'cancelInvitation'];
  if (m.isMainManager) return [];
  return [m.isActive ? 'deactivate' : 'activate', 'remove'];
}

/** "182 / 200", or the count alone without a limit. */
export const usageText = (u: SeatUsage): string =>
  u.limit === null ? String(u.used) : `${u.used} / ${u.limit}`;
