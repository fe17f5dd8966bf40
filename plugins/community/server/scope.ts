import type { Knex } from 'knex';
import type { RequestContext } from '@seodang/sdk';

/** Rows of this channel (or of the public site). */
export function inScope<T extends Knex.QueryBuilder>(
  query: T,
  rc: Pick<RequestContext, 'channel'>,
  column = 'channel_id',
): T {
  return query.whereRaw(`coalesce(${column}, 0) = ?`, [rc.channel?.index ?? 0]) as T;
}

/** Admins of the channel (or site admins) moderate everything. */
export const isModerator = (rc: Pick<RequestContext, 'role'>) => rc.role === 'admin';

/** May the caller edit/delete a row written by `authorId`? */
export function permissions(rc: Pick<RequestContext, 'user' | 'role'>, authorId: number | null) {
  const own = !!rc.user && rc.user.id === authorId;
  return { canEdit: own || isModerator(rc), canDelete: own || isModerator(rc) };
}

/** ISO timestamps in every response. */
export const iso = (d: Date | string) => new Date(d).toISOString();

/** Escapes LIKE wildcards in a search word. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
