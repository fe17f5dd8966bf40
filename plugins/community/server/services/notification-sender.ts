import type { Knex } from 'knex';
import type { StartContext } from '@seodang/sdk';
import { pickLocale } from '@seodang/sdk/common';
import type { NotificationSender, NotificationTexts } from '../../common/notifications.ts';
import { presentNotification } from './notification-presenter.ts';

type Publish = (topic: string, event: string, data: unknown) => Promise<void>;

/**
 * Stores one notification per user, in the user's own language, and delivers each live on
 * `user:{id}`. Used by the admin route and, through the service ref, by other plugins.
 */
export async function sendNotifications(
  db: Knex,
  publish: Publish,
  input: {
    channelId: number | null;
    userIds: number[];
    type?: 'normal' | 'promotion';
    texts: NotificationTexts;
    link?: string | null;
  },
): Promise<number> {
  if (input.userIds.length === 0) return 0;
  let sent = 0;
  for (let i = 0; i < input.userIds.length; i += 500) {
    const users: { id: number; locale: string }[] = await db('users')
      .whereIn('id', input.userIds.slice(i, i + 500))
      .select('id', 'locale');
    if (users.length === 0) continue;
    const rows = await db('community_notifications')
      .insert(
        users.map((u) => {
          const text = input.texts[pickLocale(u.locale)];
          return {
            channel_id: input.channelId,
            user_id: u.id,
            type: input.type ?? 'normal',
            title: text.title.slice(0, 100),
            message: text.message.slice(0, 1000),
            link: input.link ?? null,
          };
        }),
      )
      .returning('*');
    await Promise.all(
      rows.map((row) => publish(`user:${row.user_id}`, 'notification.created', presentNotification(row))),
    );
    sent += rows.length;
  }
  return sent;
}

/** The service other plugins get through `notificationSenderRef`. */
export function notificationSender(ctx: StartContext): NotificationSender {
  return { send: (input) => sendNotifications(ctx.db, ctx.publish, input) };
}
