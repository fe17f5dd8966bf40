import type { Knex } from 'knex';
import { isManagerRight, managerRights, type ManagerRight } from '@seodang/sdk/common';

/** One admin of a channel as the admin settings screen lists them. */
export interface ManagerView {
  id: number;
  loginId: string;
  name: string;
  isMainManager: boolean;
  /** Every right for the main manager; a co-manager's own otherwise. */
  rights: ManagerRight[];
}

/** A stored rights list, in the screen's order, without names a later version dropped. */
export const rightsOf = (stored: unknown): ManagerRight[] => {
  const held = new Set(Array.isArray(stored) ? stored.filter((r) => typeof r === 'string') : []);
  return managerRights.filter((r) => held.has(r) && isManagerRight(r));
};

/** Rights as the action log records them: each right on or off, named by the log's words. */
export const rightsDetail = (rights: readonly string[]) =>
  Object.fromEntries(managerRights.map((r) => [r, rights.includes(r)]));

/** The channel's joined, active admins, the main manager first. */
export async function listManagers(db: Knex, channelId: number): Promise<ManagerView[]> {
  const rows = await db('channel_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where({ 'm.channel_id': channelId, 'm.role': 'admin', 'm.state': 'joined', 'm.is_active': true })
    .orderBy([
      { column: 'm.is_main_manager', order: 'desc' },
      { column: 'u.name', order: 'asc' },
      { column: 'u.id', order: 'asc' },
    ])
    .select('u.id', 'u.user_id', 'u.name', 'm.is_main_manager', 'm.manager_rights');
  return rows.map((r) => ({
    id: r.id as number,
    loginId: r.user_id as string,
    name: r.name as string,
    isMainManager: r.is_main_manager as boolean,
    rights: r.is_main_manager ? [...managerRights] : rightsOf(r.manager_rights),
  }));
}
