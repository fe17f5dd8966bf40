import { z } from 'zod';
import { defineJob, type Knex, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { notificationSenderRef } from '@seodang/plugin-community/notifications';

/** Delivers a send's queued notices (job id `notices-<sendId>`, so a double enqueue is one job). */
export const deliverNotices = defineJob('messaging.deliver-notices', z.object({ sendId: z.number().int() }));
/** Finds notices left queued over a minute (a lost enqueue, a crash) and queues their job again. */
export const noticeSweep = defineJob('messaging.notice-sweep', z.object({}));

/** The site address of a recipient's copy: what a notice links to and a mail's button opens. */
export const messagePath = (sequence: number): string => `/message/${sequence}`;

/**
 * Sends each queued notice of the send through the community's notifications, one per recipient
 * (their own copy); a recipient done is marked `sent` at once, so a retry skips them. Without the
 * community plugin the notices are marked `failed`.
 */
async function deliver(ctx: StartContext, sendId: number): Promise<void> {
  const send = await ctx.db('messaging_sends').where({ id: sendId }).first('id', 'channel_id');
  if (!send) return;
  const queued: { id: number; user_id: number; headline: string; message: string }[] = await ctx
    .db('messaging_recipients')
    .where({ send_id: sendId, state: 'queued' })
    .whereNull('mail_id')
    .select('id', 'user_id', 'headline', 'message');
  const sender = ctx.optionalService(notificationSenderRef);
  for (const row of queued) {
    if (!sender) {
      await ctx.db('messaging_recipients').where({ id: row.id, state: 'queued' }).update({ state: 'failed' });
      continue;
    }
    const text = { title: row.headline, message: plainText(row.message) };
    await sender.send({
      channelId: send.channel_id,
      userIds: [row.user_id],
      texts: { ko: text, en: text, ja: text },
      link: messagePath(sendId),
    });
    await ctx.db('messaging_recipients').where({ id: row.id, state: 'queued' }).update({ state: 'sent' });
  }
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Sends that still have notices queued a minute after they were written. */
async function stuckSends(db: Knex): Promise<number[]> {
  return db('messaging_recipients as r')
    .join('messaging_sends as s', 's.id', 'r.send_id')
    .where('r.state', 'queued')
    .whereNull('r.mail_id')
    .where('s.created_at', '<', db.raw("now() - interval '1 minute'"))
    .distinct()
    .pluck('s.id');
}

/** The delivery job and its sweep (every minute). */
export function registerDelivery(env: RegisterEnv): void {
  env.job(deliverNotices, async (data, _job, ctx) => deliver(ctx, data.sendId), { attempts: 5 });
  env.job(
    noticeSweep,
    async (_data, _job, ctx) => {
      for (const sendId of await stuckSends(ctx.db))
        await ctx.enqueue(deliverNotices, { sendId }, { jobId: `notices-${sendId}-${Date.now()}` });
    },
    { schedule: { everyMs: 60_000, data: {} } },
  );
}
