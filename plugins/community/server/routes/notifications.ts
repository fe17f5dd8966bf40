import { z } from 'zod';
import type { RegisterEnv, RequestContext, ScopedUser } from '@seodang/sdk';
import { markReadSchema, notificationSchema } from '../../common/index.ts';
import { inScope } from '../scope.ts';
import { sendNotifications } from '../services/notification-sender.ts';
import { presentNotification, type NotificationRow } from '../services/notification-presenter.ts';

const listQuery = z.object({
  type: z.enum(['all', 'promotion']).default('all'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const mine = (rc: RequestContext) =>
  inScope(rc.db('community_notifications'), rc).where({ user_id: rc.user!.id });

/** `/api/notification`: my notifications (all, or promotion), read marks, and admin sending with live delivery. */
export function registerNotificationRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/notification',
    summary: 'My notifications',
    tags: ['community'],
    access: 'user',
    query: listQuery,
    async handler({ query }, rc) {
      const base = mine(rc);
      if (query.type === 'promotion') base.where({ type: 'promotion' });
      const [{ count }] = await base.clone().count({ count: '*' });
      const [{ unread }] = await mine(rc).whereNull('read_at').count({ unread: '*' });
      const rows: NotificationRow[] = await base
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        data: {
          list: rows.map(presentNotification),
          totalCount: Number(count),
          unreadCount: Number(unread),
          page: query.page,
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/notification/read',
    summary: 'Mark my notifications read',
    tags: ['community'],
    access: 'user',
    body: markReadSchema,
    async handler({ body }, rc) {
      const q = mine(rc).whereNull('read_at');
      if (!body.all) q.whereIn('id', body.indexes!);
      const updated = await q.update({ read_at: rc.db.fn.now() });
      return { result: true, updated };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/notification',
    summary: 'Send a notification (admin)',
    tags: ['community'],
    access: ['admin'],
    body: notificationSchema,
    async handler({ body }, rc) {
      const channelId = rc.channel?.index ?? null;
      // Named recipients are resolved in the channel (its members; public-site accounts on the
      // public site): anyone else answers 404 before anything is sent.
      const ids: number[] =
        body.target === 'all'
          ? await (channelId
              ? rc
                  .db('channel_members')
                  .where({ channel_id: channelId, state: 'joined', is_active: true })
                  .pluck('user_id')
              : rc.db('users').pluck('id'))
          : (await rc.inChannelMany<ScopedUser>('user', body.target)).map((u) => u.id);
      // The admin writes one text; every recipient gets it as written.
      const text = { title: body.title, message: body.message };
      const sent = await sendNotifications(rc.db, rc.publish, {
        channelId,
        userIds: ids,
        type: body.type,
        texts: { ko: text, en: text, ja: text },
        link: body.link ?? null,
      });
      rc.status(201);
      return { result: true, sent };
    },
  });
}
