import { mailRef, managerRight, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { requireInvitationKind } from './invitation-kinds.ts';
import { invitationDefaults, renewedExpiry } from './invitation-defaults.ts';
import type { InvitationRow } from './invitation-rows.ts';
import { mailInvitationState } from './invitation-state.ts';
import { channelOf, mailBatchSize, mailInvitation } from './send-mail-invitations.ts';

/** The channel's open mail invitations whose last mail bounced or failed, oldest first. */
async function failedInvitations(rc: RequestContext): Promise<InvitationRow[]> {
  const open: InvitationRow[] = await rc
    .db('channel_invitations')
    .where({ channel_id: channelOf(rc).index, kind: 'email' })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .whereNotNull('mail_id')
    .where('expires_at', '>', rc.db.fn.now())
    .orderBy('id');
  const mail = rc.service(mailRef);
  const states = await Promise.all(open.map((row) => mailInvitationState(row, mail)));
  return open.filter((_, i) => states[i] === 'bounced');
}

/**
 * Mails one invitation again with a new link and as long a validity as it first had (the single
 * resend's rule). The row is locked and must still carry the failed mail, so two requests at
 * once resend it once. Returns whether it was resent.
 */
async function resendOne(
  trx: Knex,
  rc: RequestContext,
  row: InvitationRow,
  template: string,
): Promise<boolean> {
  const still = await trx('channel_invitations')
    .where({ id: row.id, mail_id: row.mail_id })
    .whereNull('accepted_at')
    .whereNull('revoked_at')
    .forUpdate()
    .first('id');
  if (!still) return false;
  const expiresAt = renewedExpiry(row);
  await trx('channel_invitations').where({ id: row.id }).update({ expires_at: expiresAt });
  await mailInvitation(trx, rc, { id: row.id, email: row.email!, locale: row.locale, expiresAt }, template);
  return true;
}

/** "Resend to failed" on /admin/invitations: every bounced or failed mail invitation mailed again. */
export function registerResendFailed(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/channel/invitations/resend-failed',
    summary: `Mail every bounced or failed invitation of this channel again with a new link, ${mailBatchSize} a transaction (admin)`,
    tags: ['channels'],
    access: managerRight('sendInvitationEmail'),
    async handler(_input, rc) {
      await requireInvitationKind(rc, 'mail');
      const failed = await failedInvitations(rc);
      const resent: number[] = [];
      const { template } = await invitationDefaults(rc);
      // Batches of 25 like every mail batch (spec §9), so a long list never holds one long transaction.
      for (let at = 0; at < failed.length; at += mailBatchSize)
        await rc.db.transaction(async (trx) => {
          for (const row of failed.slice(at, at + mailBatchSize))
            if (await resendOne(trx, rc, row, template)) resent.push(row.id);
        });
      return { data: { resent: resent.length, ids: resent } };
    },
  });
}
