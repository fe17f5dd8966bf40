import { AppError, mailRef, membershipRef, templateMail, type Knex, type RequestContext } from '@seodang/sdk';
import type { Locale, Role } from '@seodang/sdk/common';
import { invitationDefaults, invitationExpiry } from './invitation-defaults.ts';
import { invitationMail } from './invitation-mail.ts';
import { invitationUrl, newInvitationToken, requestOrigin } from './tokens.ts';

/** Addresses one request may invite (spec §9 "Invitations": batches of 25). */
export const mailBatchSize = 25;

export interface MailInvitationInput {
  emails: string[];
  role: Role;
  group: string | null;
  locale: Locale;
  /** Left out: the channel's default expiration. */
  validDays?: number;
}

/** The request's channel, or 404 on the public site. */
export function channelOf(rc: RequestContext) {
  if (!rc.channel) throw new AppError(404, 'channel_not_found');
  return rc.channel;
}

/**
 * Queues the invitation mail for one row in `trx` (sent after the commit) with a fresh token,
 * so a resent mail's link replaces the old one. `template` is the channel's default template,
 * read once by the caller for a whole batch.
 */
export async function mailInvitation(
  trx: Knex,
  rc: RequestContext,
  row: { id: number; email: string; locale: Locale; expiresAt: Date },
  template: string,
): Promise<void> {
  const { token, hash } = newInvitationToken();
  const channel = channelOf(rc);
  const message = await templateMail(
    invitationMail,
    {
      channelName: channel.name,
      url: invitationUrl(requestOrigin(rc), token),
      expiresAt: row.expiresAt,
      note: template,
    },
    { to: row.email, locale: row.locale, channelId: channel.index, ref: `invitation:${row.id}` },
  );
  const { id: mailId } = await rc.service(mailRef).queue(trx, message);
  await trx('channel_invitations')
    .where({ id: row.id })
    .update({ token_hash: hash, mail_id: mailId, updated_at: trx.fn.now() });
}

/**
 * Invites a batch of addresses by mail in one transaction. Accounts with those addresses become
 * `inviting` through the memberships service (seats permitting); other addresses get a pending
 * invitation. Addresses with a membership here or an open invitation are skipped and named.
 */
export async function sendMailInvitations(
  rc: RequestContext,
  input: MailInvitationInput,
): Promise<{ invited: string[]; skipped: string[] }> {
  const channel = channelOf(rc);
  const actor = rc.requireUser();
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  const defaults = await invitationDefaults(rc);
  const expiresAt = invitationExpiry(input.validDays ?? defaults.validDays);
  return rc.db.transaction(async (trx) => {
    // One batch at a time per channel: two batches naming the same address would both find it
    // uninvited and the second would break the open-invitation index.
    await trx('channels').where({ id: channel.index }).forUpdate().first('id');
    // An expired invitation no longer blocks a new one to the same address.
    await trx('channel_invitations')
      .where({ channel_id: channel.index, kind: 'email' })
      .whereNull('revoked_at')
      .whereNull('accepted_at')
      .where('expires_at', '<=', trx.fn.now())
      .whereRaw('lower(email) = any(?)', [emails])
      .update({ revoked_at: trx.fn.now() });
    const open: { email: string }[] = await trx('channel_invitations')
      .where({ channel_id: channel.index, kind: 'email' })
      .whereNull('revoked_at')
      .whereNull('accepted_at')
      .whereRaw('lower(email) = any(?)', [emails])
      .select(trx.raw('lower(email) as email'));
    const accounts: { id: number; email: string }[] = await trx('users')
      .whereRaw('lower(email) = any(?)', [emails])
      .select('id', trx.raw('lower(email) as email'));
    const members: { user_id: number }[] = await trx('channel_members')
      .where('channel_id', channel.index)
      .whereIn(
        'user_id',
        accounts.map((a) => a.id),
      )
      .select('user_id');
    const memberIds = new Set(members.map((m) => m.user_id));
    const skipped = new Set([
      ...open.map((o) => o.email),
      ...accounts.filter((a) => memberIds.has(a.id)).map((a) => a.email),
    ]);
    const toInvite = emails.filter((e) => !skipped.has(e));
    const accountOf = new Map(accounts.map((a) => [a.email, a.id]));
    const known = toInvite.flatMap((e) => (accountOf.has(e) ? [accountOf.get(e)!] : []));
    if (known.length)
      await rc
        .service(membershipRef)
        .invite(
          trx,
          { channelId: channel.index, actorId: actor.id },
          { userIds: known, source: 'channel', role: input.role },
        );
    for (const email of toInvite) {
      const placeholder = newInvitationToken().hash; // replaced by the mailed token just below
      const [row] = await trx('channel_invitations')
        .insert({
          channel_id: channel.index,
          kind: 'email',
          token_hash: placeholder,
          email,
          user_id: accountOf.get(email) ?? null,
          role: input.role,
          group_name: input.group,
          locale: input.locale,
          expires_at: expiresAt,
          max_uses: 1,
          created_by: actor.id,
        })
        .returning('id');
      await mailInvitation(
        trx,
        rc,
        { id: row.id, email, locale: input.locale, expiresAt },
        defaults.template,
      );
    }
    return { invited: toInvite, skipped: [...skipped] };
  });
}
