import { z } from 'zod';
import {
  AppError,
  mailRef,
  managerRight,
  type MailRecord,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { channelMailMessages } from './mail-messages.ts';

const tags = ['channels'];
const admins = ['admin'] as const;
const statuses = ['queued', 'sent', 'failed', 'bounced'] as const;

const mailView = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  locale: z.string(),
  status: z.enum(statuses),
  attempts: z.number(),
  lastReply: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  bouncedAt: z.string().nullable(),
});

/** What the admin screen shows of a mail: never its body. */
const toView = (m: MailRecord): z.infer<typeof mailView> => ({
  id: m.id,
  kind: m.kind,
  to: m.to,
  subject: m.subject,
  locale: m.locale,
  status: m.status,
  attempts: m.attempts,
  lastReply: m.lastReply,
  createdAt: m.createdAt,
  sentAt: m.sentAt,
  bouncedAt: m.bouncedAt,
});

const channelIdOf = (rc: RequestContext): number => {
  if (!rc.channel) throw new AppError(404, 'not_in_channel', 'channel-admin.error.not_in_channel');
  return rc.channel.index;
};

/** The channel's mail, found in the request's channel only: another channel's id is a 404. */
async function mailInChannel(rc: RequestContext, id: number): Promise<MailRecord> {
  const mail = await rc.service(mailRef).status(id);
  if (!mail || mail.channelId !== channelIdOf(rc))
    throw new AppError(404, 'mail_not_found', 'channel-admin.error.mail_not_found');
  return mail;
}

/** /admin/mail's routes: the channel's outbox by status, page by page, and a retry (admins). */
export function registerChannelMailRoutes(env: RegisterEnv): void {
  env.messages(channelMailMessages);

  env.route({
    method: 'GET',
    path: '/api/channel/mails',
    summary:
      "This channel's mail, newest first, with each one's state and the SMTP server's last answer (admin)",
    tags,
    access: admins,
    query: z.object({
      status: z.enum(statuses).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    response: z.object({
      data: z.object({
        list: z.array(mailView),
        totalCount: z.number(),
        page: z.number(),
        limit: z.number(),
      }),
    }),
    async handler({ query }, rc) {
      const page = await rc.service(mailRef).list({ channelId: channelIdOf(rc), ...query });
      return { data: { ...page, list: page.list.map(toView) } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/channel/mails/:id/retry',
    summary:
      'Send a failed or bounced mail of this channel again (admin with the right to send invitation e-mail)',
    tags,
    // Sending mail again is sending it: the co-manager right that sends invitation e-mail.
    access: managerRight('sendInvitationEmail'),
    params: z.object({ id: idSchema }),
    response: z.object({ data: mailView }),
    async handler({ params }, rc) {
      const mail = await mailInChannel(rc, params.id);
      if (!(await rc.service(mailRef).retry(mail.id)))
        throw new AppError(409, 'mail_not_retryable', 'channel-admin.error.mail_not_retryable');
      return { data: toView((await rc.service(mailRef).status(mail.id))!) };
    },
  });
}
