import {
  accountsRef,
  AppError,
  membershipRef,
  type AccountService,
  type Knex,
  type MembershipService,
  type MemberProfilePatch,
  type ServiceRef,
} from '@seodang/sdk';
import type { DepartmentTarget, SyncChange } from '../common/index.ts';
import { accountFor } from './accounts.ts';
import type { SyncPlan } from './plan.ts';

/** Where the department goes in the member's channel profile. */
export function departmentPatch(target: DepartmentTarget, department: string | null): MemberProfilePatch {
  return target === 'departments' ? { departments: department } : { profile: { corpDept: department } };
}

async function link(trx: Knex, channelId: number, externalId: string, userId: number) {
  await trx('member_sync_links')
    .where({ channel_id: channelId })
    .andWhere((q) => {
      q.where('external_id', externalId).orWhere('user_id', userId);
    })
    .delete();
  await trx('member_sync_links').insert({ channel_id: channelId, external_id: externalId, user_id: userId });
}

/** Core's services a sync applies through. */
export interface SyncServices {
  memberships: MembershipService;
  accounts: AccountService;
}

/** The services from a request's or a job's context. */
export const syncServices = (ctx: { service<T>(ref: ServiceRef<T>): T }): SyncServices => ({
  memberships: ctx.service(membershipRef),
  accounts: ctx.service(accountsRef),
});

async function applyOne(
  trx: Knex,
  { memberships, accounts }: SyncServices,
  scope: { channelId: number; actorId: number | null },
  target: DepartmentTarget,
  change: SyncChange,
) {
  const userId = change.userId ?? (await accountFor(trx, accounts, change));
  const member = await trx('channel_members')
    .where({ channel_id: scope.channelId, user_id: userId })
    .first('state', 'is_active', 'role', 'is_main_manager');
  // Whatever the diff said, a channel admin is never changed by a sync.
  if (member && (member.role === 'admin' || member.is_main_manager)) return;
  if (change.kind === 'deactivate') {
    if (member?.state === 'joined' && member.is_active)
      await memberships.act(trx, scope, userId, 'deactivate');
    return;
  }
  if (!member || member.state !== 'joined')
    await memberships.acceptInvitation(trx, scope, { userId, role: 'student', via: 'directory' });
  // Only a reactivation turns a member back on; an update leaves one deactivated since as they are.
  else if (!member.is_active && change.kind !== 'update')
    await memberships.act(trx, scope, userId, 'activate');
  if (change.kind !== 'add' || change.department !== null)
    await memberships.updateProfile(trx, scope, userId, departmentPatch(target, change.department));
  await link(trx, scope.channelId, change.externalId, userId);
}

/**
 * Applies a diff in one transaction through core's memberships service (seat limits, action log)
 * and accounts service (new directory people):
 * a refusal anywhere (a full channel) rolls back everything. Each line checks the member's state
 * first, so applying the same diff again changes nothing.
 */
export async function applyPlan(
  trx: Knex,
  services: SyncServices,
  scope: { channelId: number; actorId: number | null },
  target: DepartmentTarget,
  plan: Pick<SyncPlan, 'changes' | 'links'>,
): Promise<void> {
  for (const change of plan.changes) await applyOne(trx, services, scope, target, change);
  for (const l of plan.links) await link(trx, scope.channelId, l.externalId, l.userId);
}

/** True for the refusals that mean the channel has no seat left. */
export const isSeatLimit = (err: unknown) =>
  err instanceof AppError && (err.code === 'student_limit_exceeded' || err.code === 'ide_license_exceeded');
