import type { Knex } from 'knex';
import {
  AppError,
  invitationStates,
  notFound,
  type InvitationSource,
  type JoinRequestResult,
  type MembershipAction,
  type MembershipScope,
  type MemberProfilePatch,
  type MembershipService,
} from '@seodang/sdk';
import type { ActionVerb, JoinState, Role } from '@seodang/sdk/common';
import { logAction } from '../services/action-log.ts';
import { afterCommit } from './after-commit.ts';
import type { MembershipMails } from './membership-mails.ts';
import { holdsSeat, reserveSeats, seatUsage, seatsFor, seatsGained } from './seats.ts';

interface MemberRow {
  id: number;
  channel_id: number;
  user_id: number;
  role: Role;
  state: JoinState;
  is_main_manager: boolean;
  is_active: boolean;
  [column: string]: unknown;
}

/** The invitation state a source leads to, given the state the membership already has. */
export function invitedStateFor(source: InvitationSource, current: JoinState | null): JoinState {
  if (source === 'channel') return 'inviting';
  const other = source === 'lecture' ? 'invitedFromAssessment' : 'invitedFromLecture';
  if (current === other || current === 'invitedFromLectureAssessment') return 'invitedFromLectureAssessment';
  return source === 'lecture' ? 'invitedFromLecture' : 'invitedFromAssessment';
}

/**
 * What an admin action does to a membership: the columns to change, 'delete', or null when the
 * action does not apply in this state. Activation of a deactivated member takes a seat again.
 */
export function nextMembership(
  m: Pick<MemberRow, 'state' | 'is_active'>,
  action: MembershipAction,
): Record<string, unknown> | 'delete' | null {
  const invited = invitationStates.includes(m.state);
  switch (action) {
    case 'accept':
      return m.state === 'requesting' ? { state: 'joined', joined_at: new Date() } : null;
    case 'refuse':
      return m.state === 'requesting' ? 'delete' : null;
    case 'reinvite':
      return invited ? { state: m.state } : null;
    case 'cancelInvitation':
      return invited ? 'delete' : null;
    case 'activate':
      return m.state === 'joined' && !m.is_active ? { is_active: true } : null;
    case 'deactivate':
      return m.state === 'joined' && m.is_active ? { is_active: false } : null;
  }
}

const verbOf = (action: MembershipAction): ActionVerb =>
  action === 'refuse' || action === 'cancelInvitation' ? 'Delete' : 'Modification';

/** How long a removed member can be put back. */
export const undoWindowMs = 30_000;

/** Core's `membershipRef`: every membership change, with seat limits and the action log. */
export class Memberships implements MembershipService {
  readonly undoWindowMs = undoWindowMs;
  private readonly changed: (userIds: number[]) => Promise<void>;
  private readonly mails: MembershipMails | null;

  /**
   * `changed` tells every instance that these users' memberships changed (after the commit);
   * `mails` queues the mails a join request and its acceptance send, in the same transaction.
   */
  constructor(changed: (userIds: number[]) => Promise<void>, mails: MembershipMails | null = null) {
    this.changed = changed;
    this.mails = mails;
  }

  private notify(db: Knex, userIds: number[]) {
    if (userIds.length) void afterCommit(db, () => this.changed(userIds));
  }

  private async member(trx: Knex, channelId: number, userId: number): Promise<MemberRow> {
    const row = await trx('channel_members')
      .where({ channel_id: channelId, user_id: userId })
      .forUpdate()
      .first();
    if (!row) throw notFound();
    return row;
  }

  /** The action-log entry for a member: who they are by name and login id, never a raw id alone. */
  private async log(
    trx: Knex,
    scope: MembershipScope,
    userId: number,
    verb: ActionVerb,
    detail: Record<string, unknown>,
  ) {
    const user = await trx('users').where({ id: userId }).first('name', 'user_id');
    await logAction(trx, {
      channelId: scope.channelId,
      actorId: scope.actorId,
      verb,
      target: 'member',
      detail: { member: { id: userId, name: user?.name, loginId: user?.user_id }, ...detail },
    });
  }

  async requestJoin(
    db: Knex,
    {
      channelId,
      userId,
      origin,
      profile,
    }: { channelId: number; userId: number; origin?: string; profile?: MemberProfilePatch['profile'] },
  ): Promise<JoinRequestResult> {
    const result = await db.transaction(async (trx): Promise<JoinRequestResult> => {
      const existing = await trx('channel_members')
        .where({ channel_id: channelId, user_id: userId })
        .first('state');
      if (existing?.state === 'joined') return 'alreadyJoined';
      if (existing?.state === 'requesting') return 'alreadyRequested';
      if (existing) return 'alreadyInvited';
      const inserted = await trx('channel_members')
        .insert({
          channel_id: channelId,
          user_id: userId,
          role: 'student',
          state: 'requesting',
          profile: JSON.stringify(mergeProfile({}, profile ?? {})),
        })
        .onConflict(['channel_id', 'user_id'])
        .ignore()
        .returning('id');
      if (!inserted.length) return 'alreadyRequested';
      await this.log(trx, { channelId, actorId: userId }, userId, 'Add', {
        action: 'request',
        state: 'requesting',
      });
      await this.mails?.joinRequested(trx, channelId, userId, origin);
      return 'requested';
    });
    if (result === 'requested') this.notify(db, [userId]);
    return result;
  }

  async invite(
    db: Knex,
    scope: MembershipScope,
    input: { userIds: number[]; source: InvitationSource; role?: Role; pendingOnly?: boolean },
  ): Promise<{ invited: number[]; members: number[]; skipped: number[] }> {
    const role = input.role ?? 'student';
    const userIds = [...new Set(input.userIds)];
    const out = await db.transaction(async (trx) => {
      const existing: MemberRow[] = await trx('channel_members')
        .where('channel_id', scope.channelId)
        .whereIn('user_id', userIds)
        .forUpdate();
      const byUser = new Map(existing.map((m) => [m.user_id, m]));
      const members = existing.filter((m) => m.state === 'joined').map((m) => m.user_id);
      const strangers = userIds.filter((id) => !byUser.has(id));
      const fresh = input.pendingOnly ? [] : strangers;
      const skipped = input.pendingOnly ? strangers : [];
      // A pending request is answered by the invitation: it now holds a seat.
      const requesting = existing.filter((m) => m.state === 'requesting');
      await reserveSeats(
        trx,
        scope.channelId,
        seatsFor([...fresh.map(() => role), ...requesting.map((m) => m.role)]),
      );
      if (fresh.length)
        await trx('channel_members').insert(
          fresh.map((user_id) => ({
            channel_id: scope.channelId,
            user_id,
            role,
            state: invitedStateFor(input.source, null),
          })),
        );
      const pending = existing.filter((m) => m.state !== 'joined');
      for (const m of pending) {
        const state =
          m.state === 'requesting'
            ? invitedStateFor(input.source, null)
            : invitedStateFor(input.source, m.state);
        await trx('channel_members').where({ id: m.id }).update({ state, updated_at: trx.fn.now() });
      }
      const invited = [...fresh, ...pending.map((m) => m.user_id)];
      for (const userId of invited)
        await this.log(trx, scope, userId, 'Add', { action: 'invite', source: input.source, role });
      return { invited, members, skipped };
    });
    this.notify(db, out.invited);
    return out;
  }

  async acceptInvitation(
    db: Knex,
    scope: MembershipScope,
    input: {
      userId: number;
      role: Role;
      via: 'email' | 'link' | 'directory' | 'createAccount' | 'tempTester';
    },
  ): Promise<'joined' | 'alreadyJoined'> {
    const { userId } = input;
    const result = await db.transaction(async (trx) => {
      const m: MemberRow | undefined = await trx('channel_members')
        .where({ channel_id: scope.channelId, user_id: userId })
        .forUpdate()
        .first();
      if (m?.state === 'joined') return 'alreadyJoined' as const;
      // An invitation already holds its seat; a request or a newcomer takes one now.
      if (!m || !holdsSeat(m)) await reserveSeats(trx, scope.channelId, seatsFor([m?.role ?? input.role]));
      if (m)
        await trx('channel_members')
          .where({ id: m.id })
          .update({ state: 'joined', joined_at: new Date(), updated_at: trx.fn.now() });
      else
        await trx('channel_members').insert({
          channel_id: scope.channelId,
          user_id: userId,
          role: input.role,
          state: 'joined',
          joined_at: new Date(),
        });
      await this.log(trx, scope, userId, 'Add', {
        action: 'acceptInvitation',
        via: input.via,
        before: m ? { state: m.state } : null,
        after: { state: 'joined', role: m?.role ?? input.role },
      });
      return 'joined' as const;
    });
    if (result === 'joined') this.notify(db, [userId]);
    return result;
  }

  async recordMemberAction(
    db: Knex,
    scope: MembershipScope,
    userId: number,
    action: 'resetPassword' | 'resetPicturePassword',
  ): Promise<void> {
    await this.log(db, scope, userId, 'Modification', { action });
  }

  async act(db: Knex, scope: MembershipScope, userId: number, action: MembershipAction): Promise<void> {
    await db.transaction(async (trx) => {
      const m = await this.member(trx, scope.channelId, userId);
      if (m.is_main_manager && action !== 'activate') throw new AppError(409, 'main_manager_protected');
      const patch = nextMembership(m, action);
      if (!patch) throw new AppError(409, 'invalid_member_action');
      // Accepting a request or reactivating a member fills a seat again.
      if (!holdsSeat(m) && (action === 'accept' || action === 'activate'))
        await reserveSeats(trx, scope.channelId, seatsFor([m.role]));
      if (patch === 'delete') await trx('channel_members').where({ id: m.id }).delete();
      else
        await trx('channel_members')
          .where({ id: m.id })
          .update({ ...patch, updated_at: trx.fn.now() });
      await this.log(trx, scope, userId, verbOf(action), {
        action,
        before: { state: m.state, isActive: m.is_active },
        after:
          patch === 'delete'
            ? null
            : { state: patch.state ?? m.state, isActive: patch.is_active ?? m.is_active },
      });
      if (action === 'accept') await this.mails?.accepted(trx, scope.channelId, userId, scope.origin);
    });
    this.notify(db, [userId]);
  }

  async changeRole(db: Knex, scope: MembershipScope, userId: number, role: Role): Promise<void> {
    await db.transaction(async (trx) => {
      const m = await this.member(trx, scope.channelId, userId);
      if (m.role === role) return;
      if (m.is_main_manager) throw new AppError(409, 'main_manager_protected');
      // A new role may take a kind of seat the old one did not (a teacher becoming a student).
      if (holdsSeat(m)) await reserveSeats(trx, scope.channelId, seatsGained(m.role, role));
      await trx('channel_members').where({ id: m.id }).update({ role, updated_at: trx.fn.now() });
      await this.log(trx, scope, userId, 'Modification', {
        action: 'role',
        before: { role: m.role },
        after: { role },
      });
    });
    this.notify(db, [userId]);
  }

  async updateProfile(
    db: Knex,
    scope: MembershipScope,
    userId: number,
    patch: MemberProfilePatch,
  ): Promise<void> {
    await db.transaction(async (trx) => {
      const m = await this.member(trx, scope.channelId, userId);
      const before = {
        profile: m.profile,
        group: m.group_name,
        departments: m.departments,
        additionalInfo: m.additional_info,
        canChangeOwnInfo: m.can_change_own_info,
        picturePassword: m.has_picture_password,
      };
      const columns: Record<string, unknown> = {};
      if (patch.profile)
        columns.profile = JSON.stringify(mergeProfile(m.profile as Record<string, unknown>, patch.profile));
      if (patch.group !== undefined) columns.group_name = patch.group;
      if (patch.departments !== undefined) columns.departments = patch.departments;
      if (patch.additionalInfo !== undefined) columns.additional_info = patch.additionalInfo;
      if (patch.canChangeOwnInfo !== undefined) columns.can_change_own_info = patch.canChangeOwnInfo;
      if (patch.picturePassword !== undefined) columns.has_picture_password = patch.picturePassword;
      if (!Object.keys(columns).length) return;
      await trx('channel_members')
        .where({ id: m.id })
        .update({ ...columns, updated_at: trx.fn.now() });
      await this.log(trx, scope, userId, 'Modification', { action: 'profile', before, after: patch });
    });
    this.notify(db, [userId]);
  }

  async remove(db: Knex, scope: MembershipScope, userId: number): Promise<{ removalId: number }> {
    const removalId = await db.transaction(async (trx) => {
      const m = await this.member(trx, scope.channelId, userId);
      if (m.is_main_manager) throw new AppError(409, 'main_manager_protected');
      await trx('channel_members').where({ id: m.id }).delete();
      const [row] = await trx('channel_member_removals')
        .insert({
          channel_id: scope.channelId,
          user_id: userId,
          snapshot: JSON.stringify(m),
          removed_by: scope.actorId,
        })
        .returning('id');
      await this.log(trx, scope, userId, 'Delete', {
        action: 'kick',
        before: { state: m.state, role: m.role },
      });
      return Number(row.id);
    });
    this.notify(db, [userId]);
    return { removalId };
  }

  async undoRemoval(db: Knex, scope: MembershipScope, removalId: number): Promise<{ userId: number }> {
    const userId = await db.transaction(async (trx) => {
      const removal = await trx('channel_member_removals')
        .where({ id: removalId, channel_id: scope.channelId })
        .whereNull('restored_at')
        .where('removed_at', '>', trx.raw(`now() - make_interval(secs => ?)`, [undoWindowMs / 1000]))
        .forUpdate()
        .first();
      if (!removal) throw notFound();
      const { id: _id, ...m } = removal.snapshot as MemberRow & { manager_rights?: unknown };
      if (holdsSeat(m)) await reserveSeats(trx, scope.channelId, seatsFor([m.role]));
      const inserted = await trx('channel_members')
        .insert({
          ...m,
          // JSON columns go back as JSON text (pg would send an array as a PostgreSQL array).
          profile: JSON.stringify(m.profile ?? {}),
          ...(m.manager_rights ? { manager_rights: JSON.stringify(m.manager_rights) } : {}),
          updated_at: trx.fn.now(),
        })
        .onConflict(['channel_id', 'user_id'])
        .ignore()
        .returning('id');
      // Someone joined again meanwhile: their new membership stands.
      if (!inserted.length) throw new AppError(409, 'invalid_member_action');
      await trx('channel_member_removals').where({ id: removal.id }).update({ restored_at: trx.fn.now() });
      await this.log(trx, scope, removal.user_id, 'Add', {
        action: 'undoKick',
        after: { state: m.state, role: m.role },
      });
      return Number(removal.user_id);
    });
    this.notify(db, [userId]);
    return { userId };
  }

  usage(db: Knex, channelId: number) {
    return seatUsage(db, channelId);
  }
}

/** The stored profile with a patch applied: undefined keeps a field, null or '' clears it. */
function mergeProfile(current: Record<string, unknown>, patch: Record<string, string | null | undefined>) {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null || value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}
