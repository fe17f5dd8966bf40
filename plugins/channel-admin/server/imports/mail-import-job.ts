import { z } from 'zod';
import { channelSettingsRef, defineJob, mailRef, templateMail, type RegisterEnv } from '@seodang/sdk';
import type { Locale } from '@seodang/sdk/common';
import { invitationMail } from '../invitations/invitation-mail.ts';
import { invitationUrl, newInvitationToken } from '../invitations/tokens.ts';

/**
 * Mails a committed import's invitations, after its transaction: rendering thousands of mails
 * inside it would hold the channel's lock for minutes. `origin` is the channel's address the
 * commit came to, for the links.
 */
export const mailImportJob = defineJob(
  'channel-admin.mail-import',
  z.object({ importId: z.number().int(), origin: z.string().url().max(300) }),
);

const batchSize = 100;

interface UnmailedInvitation {
  id: number;
  email: string;
  locale: Locale;
  expires_at: Date;
}

/**
 * The job: each open invitation of the import not yet mailed gets a fresh token and its mail in
 * the outbox, a batch per transaction (the same mail as `/api/channel/invitations` sends).
 * Idempotent: a run after a crash, or beside another run, mails only what is left.
 */
export function registerMailImportJob(env: RegisterEnv): void {
  env.job(
    mailImportJob,
    async ({ importId, origin }, job, ctx) => {
      const { db } = ctx;
      const channel = await db('channel_member_imports as i')
        .join('channels as c', 'c.id', 'i.channel_id')
        .where('i.id', importId)
        .first('c.id', 'c.name');
      if (!channel) return { mailed: 0 };
      const mail = ctx.service(mailRef);
      // The channel's own words under each invitation ("default template").
      const note = (
        await ctx.service(channelSettingsRef).value<string>(db, channel.id, 'core.defaultTemplate')
      ).trim();
      const open = () =>
        db('channel_invitations')
          .where({ import_id: importId })
          .whereNull('mail_id')
          .whereNull('revoked_at')
          .whereNull('accepted_at');
      const total = Number((await open().count({ count: '*' }))[0].count);
      let mailed = 0;
      for (;;) {
        const done = await db.transaction(async (trx) => {
          // Rows another run of the job holds are left to it: no invitation is mailed twice.
          const batch: UnmailedInvitation[] = await open()
            .transacting(trx)
            .orderBy('id')
            .limit(batchSize)
            .forUpdate()
            .skipLocked()
            .select('id', 'email', 'locale', 'expires_at');
          for (const row of batch) {
            const { token, hash } = newInvitationToken();
            const message = await templateMail(
              invitationMail,
              {
                channelName: channel.name,
                url: invitationUrl(origin, token),
                expiresAt: row.expires_at,
                note,
              },
              { to: row.email, locale: row.locale, channelId: channel.id, ref: `invitation:${row.id}` },
            );
            const { id: mailId } = await mail.queue(trx, message);
            await trx('channel_invitations')
              .where({ id: row.id })
              .update({ token_hash: hash, mail_id: mailId, updated_at: trx.fn.now() });
          }
          return batch.length;
        });
        if (!done) break;
        mailed += done;
        await job.progress(Math.floor((100 * mailed) / Math.max(total, 1)));
      }
      return { mailed };
    },
    { attempts: 5, backoffMs: 2000 },
  );
}
