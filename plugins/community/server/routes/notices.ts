import { z } from 'zod';
import {
  AppError,
  managerRight,
  paginationQuery,
  sanitizeRichText,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';
import { noticeSchema } from '../../common/index.ts';
import { inScope, iso, likePattern, permissions } from '../scope.ts';
import { idSchema } from '@seodang/sdk/common';

const indexParams = z.object({ index: idSchema });
const columns = [
  'n.id',
  'n.title',
  'n.contents',
  'n.is_pinned',
  'n.created_at',
  'n.author_id',
  'u.name as author_name',
];

interface NoticeRow {
  id: number;
  title: string;
  contents: string;
  is_pinned: boolean;
  created_at: Date;
  author_id: number | null;
  author_name: string | null;
}

export function presentNotice(row: NoticeRow, rc: RequestContext) {
  return {
    index: row.id,
    title: row.title,
    contents: row.contents,
    isPinned: row.is_pinned,
    author: { id: row.author_id, name: row.author_name ?? '' },
    createdAt: iso(row.created_at),
    // Notices are edited by admins only, whoever wrote them.
    ...(rc.role === 'admin' ? permissions(rc, row.author_id) : { canEdit: false, canDelete: false }),
  };
}

/** Pinned first, then newest. */
export function noticeQuery(rc: RequestContext) {
  return inScope(
    rc.db('community_notices as n').leftJoin('users as u', 'u.id', 'n.author_id'),
    rc,
    'n.channel_id',
  );
}

const noticeNotFound = { code: 'notice_not_found', messageKey: 'community.error.notice_not_found' };

/** A notice of the request's channel (`rc.inChannel`), with its author's name, or the 404. */
const findNotice = async (rc: RequestContext, index: number): Promise<NoticeRow> => {
  await rc.inChannel('notice', index, noticeNotFound);
  const row = await noticeQuery(rc).where('n.id', index).first(columns);
  // Deleted meanwhile.
  if (!row) throw new AppError(404, noticeNotFound.code, noticeNotFound.messageKey);
  return row;
};

/** `/api/notice`: the channel's notices (read by members; written by admins). */
export function registerNoticeRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/notice',
    summary: 'List notices',
    tags: ['community'],
    access: 'public',
    query: paginationQuery,
    async handler({ query }, rc) {
      const base = noticeQuery(rc);
      if (query.search)
        base.where((q) =>
          q
            .whereILike('n.title', likePattern(query.search!))
            .orWhereILike('n.contents', likePattern(query.search!)),
        );
      const [{ count }] = await base.clone().count({ count: '*' });
      const rows = await base
        .orderBy([
          { column: 'n.is_pinned', order: 'desc' },
          { column: 'n.created_at', order: 'desc' },
          { column: 'n.id', order: 'desc' },
        ])
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .select(columns);
      return {
        data: {
          list: rows.map((r: NoticeRow) => presentNotice(r, rc)),
          totalCount: Number(count),
          page: query.page,
        },
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/notice/:index',
    summary: 'One notice',
    tags: ['community'],
    access: 'public',
    params: indexParams,
    handler: async ({ params }, rc) => ({ data: presentNotice(await findNotice(rc, params.index), rc) }),
  });

  env.route({
    method: 'POST',
    path: '/api/notice',
    summary: 'Create a notice (admin)',
    tags: ['community'],
    access: managerRight('noticeManagement'),
    body: noticeSchema,
    bodyLimit: '100kb',
    async handler({ body }, rc) {
      const [row] = await rc
        .db('community_notices')
        .insert({
          channel_id: rc.channel?.index ?? null,
          author_id: rc.user!.id,
          title: body.title,
          contents: sanitizeRichText(body.contents),
          is_pinned: body.isPinned ?? false,
        })
        .returning('id');
      rc.status(201);
      return { data: presentNotice(await findNotice(rc, row.id), rc) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/notice/:index',
    summary: 'Edit a notice (admin)',
    tags: ['community'],
    access: managerRight('noticeManagement'),
    params: indexParams,
    body: noticeSchema,
    bodyLimit: '100kb',
    async handler({ params, body }, rc) {
      await findNotice(rc, params.index);
      await rc
        .db('community_notices')
        .where({ id: params.index })
        .update({
          title: body.title,
          contents: sanitizeRichText(body.contents),
          is_pinned: body.isPinned ?? false,
          updated_at: rc.db.fn.now(),
        });
      return { data: presentNotice(await findNotice(rc, params.index), rc) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/notice/:index',
    summary: 'Delete a notice (admin)',
    tags: ['community'],
    access: managerRight('noticeManagement'),
    params: indexParams,
    async handler({ params }, rc) {
      await findNotice(rc, params.index);
      await rc.db('community_notices').where({ id: params.index }).delete();
      return { result: true };
    },
  });
}
