import type { Knex } from '@seodang/sdk';
import type { ChangeCounts, DepartmentTarget, SyncChange } from '../common/index.ts';
import type { DirectoryUser } from './providers/index.ts';

/** A membership as the diff reads it. */
interface MemberRow {
  user_id: number;
  role: string;
  state: string;
  is_active: boolean;
  is_main_manager: boolean;
  departments: string | null;
  profile: Record<string, unknown> | null;
}

/** The diff of a channel against its directory, with the channel's member count at that moment. */
export interface SyncPlan {
  changes: SyncChange[];
  /** Members matched by e-mail with nothing to change: linked on apply, so later runs know them. */
  links: { externalId: string; userId: number }[];
  counts: ChangeCounts;
  memberCount: number;
}

/** The department a member's profile holds where the mapping puts it. */
export function departmentOf(m: Pick<MemberRow, 'departments' | 'profile'>, target: DepartmentTarget) {
  const value = target === 'departments' ? m.departments : m.profile?.corpDept;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Admins (and the main manager) are never touched by a sync, whatever the directory says. */
const untouchable = (m: MemberRow) => m.role === 'admin' || m.is_main_manager;

export function countChanges(changes: SyncChange[]): ChangeCounts {
  const counts: ChangeCounts = { add: 0, update: 0, deactivate: 0, reactivate: 0 };
  for (const c of changes) counts[c.kind]++;
  return counts;
}

/**
 * What a sync would do: directory people who are not members are added (their account found by the
 * link, else by e-mail, else made on apply); members whose department differs are updated;
 * deactivated members back in the directory are reactivated; linked members no longer in it (or
 * marked inactive there) are deactivated, never deleted. Members the directory never supplied and
 * the channel's admins are left alone.
 */
export async function planSync(
  db: Knex,
  channelId: number,
  directory: DirectoryUser[],
  target: DepartmentTarget,
): Promise<SyncPlan> {
  const links: { external_id: string; user_id: number }[] = await db('member_sync_links')
    .where('channel_id', channelId)
    .select('external_id', 'user_id');
  const linkByExternal = new Map(links.map((l) => [l.external_id, l.user_id]));
  const members: MemberRow[] = await db('channel_members')
    .where('channel_id', channelId)
    .select('user_id', 'role', 'state', 'is_active', 'is_main_manager', 'departments', 'profile');
  const memberByUser = new Map(members.map((m) => [m.user_id, m]));
  const active = directory.filter((u) => u.active && u.email);
  const unlinkedEmails = active
    .filter((u) => !linkByExternal.has(u.externalId))
    .map((u) => u.email.toLowerCase());
  const accounts: { id: number; email: string }[] = unlinkedEmails.length
    ? await db('users').whereRaw('lower(email) = any(?)', [unlinkedEmails]).select('id', 'email')
    : [];
  const accountByEmail = new Map(accounts.map((a) => [a.email.toLowerCase(), a.id]));

  const changes: SyncChange[] = [];
  const newLinks: SyncPlan['links'] = [];
  const seenUsers = new Set<number>();
  for (const person of active) {
    const userId =
      linkByExternal.get(person.externalId) ?? accountByEmail.get(person.email.toLowerCase()) ?? null;
    if (userId !== null) {
      if (seenUsers.has(userId)) continue; // two directory entries for one account: the first wins
      seenUsers.add(userId);
    }
    const line = {
      externalId: person.externalId,
      userId,
      name: person.name,
      email: person.email,
      department: person.department,
    };
    const member = userId === null ? undefined : memberByUser.get(userId);
    if (!member || member.state !== 'joined') {
      changes.push({ kind: 'add', ...line, before: null });
      continue;
    }
    if (untouchable(member)) continue;
    const before = { department: departmentOf(member, target) };
    if (!member.is_active) changes.push({ kind: 'reactivate', ...line, before });
    else if (before.department !== person.department) changes.push({ kind: 'update', ...line, before });
    else if (!linkByExternal.has(person.externalId))
      newLinks.push({ externalId: person.externalId, userId: member.user_id });
  }

  const present = new Set(active.map((u) => u.externalId));
  const names = new Map(directory.map((u) => [u.externalId, u]));
  const missing = links.filter((l) => !present.has(l.external_id) && !seenUsers.has(l.user_id));
  const missingMembers = missing.filter((l) => {
    const m = memberByUser.get(l.user_id);
    return m && m.state === 'joined' && m.is_active && !untouchable(m);
  });
  if (missingMembers.length) {
    const users: { id: number; name: string; email: string | null }[] = await db('users')
      .whereIn(
        'id',
        missingMembers.map((l) => l.user_id),
      )
      .select('id', 'name', 'email');
    const userById = new Map(users.map((u) => [u.id, u]));
    for (const l of missingMembers) {
      const m = memberByUser.get(l.user_id)!;
      const u = userById.get(l.user_id);
      changes.push({
        kind: 'deactivate',
        externalId: l.external_id,
        userId: l.user_id,
        name: u?.name ?? names.get(l.external_id)?.name ?? '',
        email: u?.email ?? '',
        department: departmentOf(m, target),
        before: { department: departmentOf(m, target) },
      });
    }
  }
  const memberCount = members.filter((m) => m.state === 'joined' && m.is_active).length;
  return { changes, links: newLinks, counts: countChanges(changes), memberCount };
}

/** True when the plan deactivates more than `threshold` of the channel's active members. */
export function needsReview(plan: Pick<SyncPlan, 'counts' | 'memberCount'>, threshold: number): boolean {
  return plan.counts.deactivate > 0 && plan.counts.deactivate > plan.memberCount * threshold;
}
