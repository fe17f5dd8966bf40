import { AppError, membershipRef, type RequestContext } from '@seodang/sdk';
import type { Role } from '@seodang/sdk/common';
import { closedReason, type InvitationRow } from './invitation-rows.ts';
import { channelOf } from './send-mail-invitations.ts';
import { hashInvitationToken } from './tokens.ts';

const gone = (reason: string) =>
  new AppError(410, `invitation_${reason}`, `channel-admin.error.invitation_${reason}`);
const notFound = () => new AppError(404, 'invitation_not_found', 'channel-admin.error.invitation_not_found');

/** The invitation a token opens in the request's channel: another channel's token is a 404 here. */
export async function findByToken(rc: RequestContext, token: string, lock = false) {
  const q = rc
    .db('channel_invitations')
    .where({ token_hash: hashInvitationToken(token), channel_id: channelOf(rc).index });
  const row: InvitationRow | undefined = await (lock ? q.forUpdate() : q).first();
  if (!row) throw notFound();
  return row;
}

/** What the /invite page shows before the user acts: whose invitation, and whether it still opens. */
export async function describeInvitation(rc: RequestContext, token: string) {
  const row = await findByToken(rc, token);
  return {
    category: row.kind,
    channelName: channelOf(rc).name,
    email: row.kind === 'email' ? row.email : null,
    role: row.role,
    expiresAt: row.expires_at.toISOString(),
    closed: closedReason(row),
  };
}

/**
 * The logged-in user accepts: joined through the memberships service (seats permitting), in one
 * transaction with the invitation's use. A mail invitation opens only for the account with that
 * address, and verifies it; a link counts each newcomer against its seat cap.
 */
export async function acceptInvitation(
  rc: RequestContext,
  token: string,
): Promise<{ state: 'joined' | 'alreadyJoined'; category: 'email' | 'link' }> {
  const user = rc.requireUser();
  const channel = channelOf(rc);
  return rc.db.transaction(async (trx) => {
    const row: InvitationRow | undefined = await trx('channel_invitations')
      .where({ token_hash: hashInvitationToken(token), channel_id: channel.index })
      .forUpdate()
      .first();
    if (!row) throw notFound();
    const closed = closedReason(row);
    if (closed) throw gone(closed);
    if (row.kind === 'email') {
      const account = await trx('users').where({ id: user.id }).first('email', 'email_verified_at');
      if (!account?.email || account.email.toLowerCase() !== row.email?.toLowerCase())
        throw new AppError(403, 'invitation_other_email', 'channel-admin.error.invitation_other_email');
      // Opening the mailed link proves the address.
      if (!account.email_verified_at)
        await trx('users').where({ id: user.id }).update({ email_verified_at: trx.fn.now() });
    }
    const memberships = rc.service(membershipRef);
    const scope = { channelId: channel.index, actorId: user.id };
    const state = await memberships.acceptInvitation(trx, scope, {
      userId: user.id,
      role: row.role as Role,
      via: row.kind,
    });
    // A CSV row's invitation carries the whole profile; a mailed one only its group.
    const profile = row.member_profile ?? (row.group_name ? { group: row.group_name } : null);
    if (state === 'joined' && profile) await memberships.updateProfile(trx, scope, user.id, profile);
    if (state === 'joined' || row.kind === 'email')
      await trx('channel_invitations')
        .where({ id: row.id })
        .update({
          use_count: row.use_count + 1,
          accepted_by: user.id,
          accepted_at: row.kind === 'email' ? trx.fn.now() : row.accepted_at,
          updated_at: trx.fn.now(),
        });
    return { state, category: row.kind };
  });
}
