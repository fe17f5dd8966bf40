import type { ManagerRight } from '../common/manager-rights.ts';
import { forbidden } from './errors.ts';
import type { Access, RequestContext } from './types.ts';

/** What a route guarded by {@link managerRight} or {@link mainManagerOnly} requires. */
export type ManagerRequirement = ManagerRight | 'mainManager';

/** The caller's standing among the channel's admins, read once per request. */
interface ManagerStanding {
  /** The main manager, or a site admin: every right. */
  full: boolean;
  mainManager: boolean;
  rights: readonly string[];
}

const none: ManagerStanding = { full: false, mainManager: false, rights: [] };
const standings = new WeakMap<RequestContext, Promise<ManagerStanding>>();

async function readStanding(rc: RequestContext): Promise<ManagerStanding> {
  if (!rc.user || rc.role !== 'admin') return none;
  // On the public site the role admin is the site admin's.
  if (!rc.channel) return { full: true, mainManager: false, rights: [] };
  const row = (await rc
    .db('users as u')
    .leftJoin('channel_members as m', (j) =>
      j.on('m.user_id', 'u.id').andOnVal('m.channel_id', rc.channel!.index),
    )
    .where('u.id', rc.user.id)
    .first('u.is_site_admin', 'm.is_main_manager', 'm.manager_rights')) as
    { is_site_admin: boolean; is_main_manager: boolean | null; manager_rights: string[] | null } | undefined;
  if (!row) return none;
  const mainManager = row.is_main_manager === true;
  return { full: mainManager || row.is_site_admin, mainManager, rights: row.manager_rights ?? [] };
}

function standingOf(rc: RequestContext): Promise<ManagerStanding> {
  let standing = standings.get(rc);
  if (!standing) {
    standing = readStanding(rc);
    standings.set(rc, standing);
  }
  return standing;
}

/**
 * Whether the caller is a channel admin holding `right`: the main manager and site admins
 * always are; a co-manager when the main manager gave them that right.
 */
export async function hasManagerRight(rc: RequestContext, right: ManagerRight): Promise<boolean> {
  const s = await standingOf(rc);
  return s.full || s.rights.includes(right);
}

/** Whether the caller is this channel's main manager (or a site admin acting as an admin here). */
export async function isMainManager(rc: RequestContext): Promise<boolean> {
  return (await standingOf(rc)).full;
}

/**
 * Refuses a caller without `right` with 403 `manager_right_required`. For a handler whose
 * actions need different rights (accept and refuse need applicant management, other member
 * actions do not); a route needing one right declares `access: managerRight(right)` instead.
 */
export async function requireManagerRight(rc: RequestContext, right: ManagerRight): Promise<void> {
  if (!(await hasManagerRight(rc, right)))
    throw forbidden('manager_right_required', 'error.manager_right_required');
}

/** The requirement a route's `access` carries, when it was made by {@link managerRight} or {@link mainManagerOnly}. */
export function managerRequirementOf(access: Access): ManagerRequirement | undefined {
  return typeof access === 'function'
    ? (access as { managerRequirement?: ManagerRequirement }).managerRequirement
    : undefined;
}

function tagged(requirement: ManagerRequirement, check: (rc: RequestContext) => Promise<boolean>): Access {
  return Object.assign(check, { managerRequirement: requirement });
}

/**
 * A route's `access` for channel admins holding one right (spec §3 co-manager rights), e.g.
 * `access: managerRight('invite')`. The main manager and site admins always pass, a co-manager
 * passes with that right (403 `manager_right_required` without it), anyone else gets 403. The
 * OpenAPI document names the right (`x-seodang-manager-right`) and the authorization matrix
 * checks it with a limited co-manager; no `matrix` needs declaring.
 */
export function managerRight(right: ManagerRight): Access {
  return tagged(right, async (rc) => {
    if (rc.role !== 'admin') return false;
    await requireManagerRight(rc, right);
    return true;
  });
}

/**
 * A route's `access` for the channel's main manager alone (co-managers and their rights, the
 * transfer of the channel): co-managers get 403 `main_manager_only`. Site admins pass too.
 */
export const mainManagerOnly: Access = tagged('mainManager', async (rc) => {
  if (rc.role !== 'admin') return false;
  if (!(await isMainManager(rc))) throw forbidden('main_manager_only', 'error.main_manager_only');
  return true;
});
