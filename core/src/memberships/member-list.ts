import type { Knex } from 'knex';
import { z } from 'zod';
import { paginationQuery } from '@seodang/sdk';
import { joinStates, profileFields, roles } from '@seodang/sdk/common';

/** Columns the member list sorts by, as the screen names them. */
const sortColumns = {
  name: 'u.name',
  loginId: 'u.user_id',
  email: 'u.email',
  role: 'm.role',
  state: 'm.state',
  lastLoginDate: 'u.last_login_at',
  signupDate: 'u.created_at',
} as const;

/** The member list's query: search (name, login id, e-mail), filters, sort and page. */
export const memberListQuery = paginationQuery.extend({
  state: z.enum(joinStates).optional(),
  role: z.enum(roles).optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: z.enum(Object.keys(sortColumns) as [keyof typeof sortColumns]).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a channel's members, every column of the admin's member list. */
export async function listMembers(db: Knex, channelId: number, query: z.output<typeof memberListQuery>) {
  const base = db('channel_members as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.channel_id', channelId);
  if (query.state) base.where('m.state', query.state);
  if (query.role) base.where('m.role', query.role);
  if (query.active) base.where('m.is_active', query.active === 'true');
  if (query.search) {
    const like = likeOf(query.search);
    base.where((q) =>
      q.whereILike('u.name', like).orWhereILike('u.user_id', like).orWhereILike('u.email', like),
    );
  }
  const [{ count }] = await base.clone().count({ count: '*' });
  const rows = await base
    .orderByRaw(`${sortColumns[query.sort]} ${query.order} nulls last, u.id`)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .select(
      'u.id',
      'u.user_id',
      'u.name',
      'u.email',
      'u.last_login_at',
      'u.created_at',
      'm.role',
      'm.state',
      'm.is_main_manager',
      'm.is_active',
      'm.profile',
      'm.group_name',
      'm.departments',
      'm.additional_info',
      'm.can_change_own_info',
      'm.has_picture_password',
    );
  return {
    list: rows.map((r) => ({
      id: r.id as number,
      loginId: r.user_id as string,
      name: r.name as string,
      email: (r.email as string | null) ?? null,
      role: r.role,
      state: r.state,
      isMainManager: r.is_main_manager as boolean,
      isActive: r.is_active as boolean,
      group: (r.group_name as string | null) ?? null,
      departments: (r.departments as string | null) ?? null,
      profile: Object.fromEntries(profileFields.map((f) => [f, r.profile?.[f] ?? null])),
      additionalInfo: (r.additional_info as string | null) ?? null,
      canChangeOwnInfo: r.can_change_own_info as boolean | null,
      hasPicturePassword: r.has_picture_password as boolean,
      lastLoginDate: r.last_login_at,
      signupDate: r.created_at,
    })),
    totalCount: Number(count),
    page: query.page,
    limit: query.limit,
  };
}
