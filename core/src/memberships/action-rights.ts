import type { MembershipAction, RequestContext } from '@seodang/sdk';
import { AppError, isMainManager, requireManagerRight } from '@seodang/sdk';
import type { ManagerRight } from '@seodang/sdk/common';

/** The co-manager right each member action needs (spec §3); the others need none beyond admin. */
const rightOfAction: Partial<Record<MembershipAction, ManagerRight>> = {
  accept: 'applicantManagement',
  refuse: 'applicantManagement',
  reinvite: 'invite',
  cancelInvitation: 'invite',
};

/** Refuses a co-manager an action their rights do not cover (403 `manager_right_required`). */
export async function requireRightFor(rc: RequestContext, action: MembershipAction): Promise<void> {
  const right = rightOfAction[action];
  if (right) await requireManagerRight(rc, right);
}

/**
 * Making someone an admin, or an admin something else, makes or ends a co-manager: only the
 * main manager manages co-managers (403 `main_manager_only`).
 */
export async function requireRightForRole(rc: RequestContext, userId: number, role: string): Promise<void> {
  if (await isMainManager(rc)) return;
  const current = await rc
    .db('channel_members')
    .where({ channel_id: rc.channel!.index, user_id: userId })
    .first('role');
  if (role === 'admin' || current?.role === 'admin')
    throw new AppError(403, 'main_manager_only', 'error.main_manager_only');
}
