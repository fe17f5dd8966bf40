import type { Knex } from 'knex';
import type { JoinState, Role } from '../common/index.ts';
import { createServiceRef } from './refs.ts';

/** What an admin may do to a membership in its current state (spec §4 "Channel membership"). */
export const membershipActions = [
  'accept',
  'refuse',
  'reinvite',
  'cancelInvitation',
  'activate',
  'deactivate',
] as const;
export type MembershipAction = (typeof membershipActions)[number];

/** Where an invitation comes from; lectures and assessments invite non-members of the channel. */
export type InvitationSource = 'channel' | 'lecture' | 'assessment';

/** The answer to a join request (spec §4: request sent, already requested, already invited, already joined). */
export type JoinRequestResult = 'requested' | 'alreadyRequested' | 'alreadyInvited' | 'alreadyJoined';

/** Seats in use and the channel's limit (null: no limit). Pending invitations hold a seat. */
export interface SeatUsage {
  used: number;
  limit: number | null;
}

/** A change to a member's channel profile; fields left out stay as they are, null clears one. */
export interface MemberProfilePatch {
  /** schoolYear, schoolGrade, schoolClass, schoolNumber, univMajor, univNumber, corpDept, corpNumber. */
  profile?: Record<string, string | null | undefined>;
  group?: string | null;
  departments?: string | null;
  additionalInfo?: string | null;
  canChangeOwnInfo?: boolean | null;
  /** Whether the member signs in with a picture password given by this channel. */
  picturePassword?: boolean;
}

/** Who changes which channel's memberships; `actorId` null for the system (a job, a sync). */
export interface MembershipScope {
  channelId: number;
  actorId: number | null;
  /**
   * The channel's address as the request reached it (`https://school.example.com`), for the links
   * of the mails a change sends; unset, the channel's own host over https.
   */
  origin?: string;
}

/**
 * Every change to a channel's memberships, provided by core. Each call runs in one transaction
 * (a savepoint of `db` when `db` is one) with its action-log entry, and where a student or IDE
 * seat is added it counts the seats with the channel row locked (`SELECT … FOR UPDATE`), so
 * concurrent calls never go past the limit: 409 `student_limit_exceeded` or
 * `ide_license_exceeded`, with the numbers. A member that is not in the channel answers 404.
 */
export interface MembershipService {
  /**
   * A user asks to join (state `requesting`), with the profile they filled in (the caller checks
   * it holds only the channel's fields), written in the same transaction.
   */
  requestJoin(
    db: Knex,
    scope: { channelId: number; userId: number; origin?: string; profile?: MemberProfilePatch['profile'] },
  ): Promise<JoinRequestResult>;
  /**
   * Invites accounts: those with no membership become `inviting` (from the channel) or
   * `invitedFromLecture` / `invitedFromAssessment` (both: `invitedFromLectureAssessment`); a
   * pending request or invitation moves to that state. Joined members (active or not) are left as
   * they are and reported in `members`. With `pendingOnly` (how lectures and assessments invite),
   * only accounts that already have a pending membership here are invited and the others are
   * reported in `skipped`, so a plugin never brings a stranger into the channel.
   */
  invite(
    db: Knex,
    scope: MembershipScope,
    input: { userIds: number[]; source: InvitationSource; role?: Role; pendingOnly?: boolean },
  ): Promise<{ invited: number[]; members: number[]; skipped: number[] }>;
  /**
   * The user answers an invitation of the channel (a mail's or a link's): a pending invitation or
   * request becomes `joined` (an invitation already holds its seat, a request takes one now); with
   * no membership the user joins with `role`, seats permitting. A joined member, active or not,
   * stays as they are: `'alreadyJoined'`. `scope.actorId` is the user (null for `via: 'directory'`,
   * a member sync bringing in a person of the channel's company directory).
   */
  acceptInvitation(
    db: Knex,
    scope: MembershipScope,
    input: {
      userId: number;
      role: Role;
      via: 'email' | 'link' | 'directory' | 'createAccount' | 'tempTester';
    },
  ): Promise<'joined' | 'alreadyJoined'>;
  /** Accept, refuse, re-invite, cancel, activate or deactivate; 409 `invalid_member_action` where it does not apply. */
  act(db: Knex, scope: MembershipScope, userId: number, action: MembershipAction): Promise<void>;
  /**
   * Writes the channel's action-log entry for something another service did to a member (a
   * credential reset through the accounts service): `Modification` of the member, the action in
   * the log's words. Pass the transaction the change itself is written in.
   */
  recordMemberAction(
    db: Knex,
    scope: MembershipScope,
    userId: number,
    action: 'resetPassword' | 'resetPicturePassword',
  ): Promise<void>;
  /** Gives a member another role (the main manager keeps theirs: 409 `main_manager_protected`). */
  changeRole(db: Knex, scope: MembershipScope, userId: number, role: Role): Promise<void>;
  /** Edits what the channel keeps about a member (profile fields, group, departments, …). */
  updateProfile(db: Knex, scope: MembershipScope, userId: number, patch: MemberProfilePatch): Promise<void>;
  /** Removes (kicks) a member; the removal can be undone with its id for `undoWindowMs`. */
  remove(db: Knex, scope: MembershipScope, userId: number): Promise<{ removalId: number }>;
  /** Puts a removed membership back, seats permitting; 404 once the window has passed. */
  undoRemoval(db: Knex, scope: MembershipScope, removalId: number): Promise<{ userId: number }>;
  /** Student seats and IDE seats in use against the channel's limits. */
  usage(db: Knex, channelId: number): Promise<{ students: SeatUsage; ide: SeatUsage }>;
  /** How long a removal can be undone. */
  readonly undoWindowMs: number;
}

/** The membership service: `ctx.service(membershipRef)` or `rc.service(membershipRef)`. */
export const membershipRef = createServiceRef<MembershipService>('core.memberships');

/** The join states of a pending invitation. */
export const invitationStates: readonly JoinState[] = [
  'inviting',
  'invitedFromLecture',
  'invitedFromAssessment',
  'invitedFromLectureAssessment',
];
