import { accountsRef, AppError, membershipRef, type RequestContext } from '@seodang/sdk';
import { pictureSecret } from '@seodang/sdk/common';
import type { CreatedAccountKind, IssuedCredential } from '../../common/accounts.ts';
import { channelOf } from '../invitations/send-mail-invitations.ts';
import { generatePassword, generatePictureSequence } from './credentials.ts';

/**
 * Gives an account the channel made a new password or picture sequence, ends its sessions, and
 * answers the new credential once. Accounts people made themselves are not the channel's to reset
 * (409), since they may belong to other channels too.
 */
export async function resetCredential(rc: RequestContext, userId: number): Promise<IssuedCredential> {
  const channel = channelOf(rc);
  // A member of another channel, or no member: the missing member's 404.
  await rc.inChannel('user', userId);
  return rc.db.transaction(async (trx) => {
    const row:
      | {
          kind: CreatedAccountKind;
          user_id: string;
          name: string;
          expires_at: Date | null;
          group_name: string | null;
        }
      | undefined = await trx('channel_created_accounts as c')
      .join('users as u', 'u.id', 'c.user_id')
      .leftJoin('channel_members as m', (j) =>
        j.on('m.user_id', 'c.user_id').andOn('m.channel_id', 'c.channel_id'),
      )
      .where({ 'c.channel_id': channel.index, 'c.user_id': userId })
      .forUpdate('c')
      .first('c.kind', 'u.user_id', 'u.name', 'c.expires_at', 'm.group_name');
    if (!row) throw new AppError(409, 'not_created_account', 'channel-admin.error.not_created_account');
    const pictures = row.kind === 'picture' ? generatePictureSequence() : undefined;
    const password = pictures ? undefined : generatePassword();
    await rc.service(accountsRef).resetSecret(trx, userId, pictures ? pictureSecret(pictures) : password!);
    await trx('channel_created_accounts')
      .where({ channel_id: channel.index, user_id: userId })
      .update({ reset_at: trx.fn.now() });
    await rc
      .service(membershipRef)
      .recordMemberAction(
        trx,
        { channelId: channel.index, actorId: rc.requireUser().id },
        userId,
        pictures ? 'resetPicturePassword' : 'resetPassword',
      );
    return {
      id: userId,
      userId: row.user_id,
      name: row.name,
      kind: row.kind,
      group: row.group_name,
      ...(pictures ? { pictures } : { password }),
      ...(row.kind === 'temp' ? { expiresAt: row.expires_at?.toISOString() ?? null } : {}),
    };
  });
}
