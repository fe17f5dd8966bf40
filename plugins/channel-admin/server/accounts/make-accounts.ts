import {
  accountsRef,
  AppError,
  membershipRef,
  type Knex,
  type MemberProfilePatch,
  type RequestContext,
} from '@seodang/sdk';
import type { Role } from '@seodang/sdk/common';
import type { CreatedAccountKind } from '../../common/accounts.ts';
import { channelOf } from '../invitations/send-mail-invitations.ts';

/** One account to make, with its secret (a password, or a picture sequence's secret). */
export interface AccountToMake {
  userId: string;
  name: string;
  secret: string;
  group?: string | null;
  profile?: MemberProfilePatch['profile'];
}

const takenError = (userIds: string[]) =>
  new AppError(409, 'login_ids_taken', 'channel-admin.error.login_ids_taken', {
    userIds: userIds.join(', '),
  });

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; nativeError?: { code?: string } };
  return (e.nativeError?.code ?? e.code) === '23505';
};

/**
 * Makes the accounts and joins them to the request's channel in one transaction, all or none: a
 * login id in use anywhere refuses the batch (409 naming them), and so do the channel's seat
 * limits (the memberships service counts them under the channel-row lock). Core keeps only the
 * secrets' hashes; the caller shows the secrets once. Returns the new accounts' `users.id`s.
 */
export async function makeAccounts(
  rc: RequestContext,
  input: { kind: CreatedAccountKind; role: Role; accounts: AccountToMake[]; expiresAt?: Date | null },
): Promise<number[]> {
  const channel = channelOf(rc);
  const scope = { channelId: channel.index, actorId: rc.requireUser().id };
  const accounts = rc.service(accountsRef);
  const memberships = rc.service(membershipRef);
  const via = input.kind === 'temp' ? 'tempTester' : 'createAccount';
  try {
    return await rc.db.transaction(async (trx: Knex) => {
      const taken = await accounts.taken(
        trx,
        input.accounts.map((a) => a.userId),
      );
      if (taken.length) throw takenError(taken);
      const ids = await accounts.create(
        trx,
        input.accounts.map((a) => ({ userId: a.userId, name: a.name, secret: a.secret, locale: rc.locale })),
      );
      for (const [i, id] of ids.entries()) {
        await memberships.acceptInvitation(trx, scope, { userId: id, role: input.role, via });
        const a = input.accounts[i];
        const patch: MemberProfilePatch = {
          ...(a.group ? { group: a.group } : {}),
          ...(a.profile && Object.keys(a.profile).length ? { profile: a.profile } : {}),
          ...(input.kind === 'picture' ? { picturePassword: true } : {}),
        };
        if (Object.keys(patch).length) await memberships.updateProfile(trx, scope, id, patch);
      }
      await trx('channel_created_accounts').insert(
        ids.map((userId) => ({
          channel_id: channel.index,
          user_id: userId,
          kind: input.kind,
          created_by: scope.actorId,
          expires_at: input.expiresAt ?? null,
        })),
      );
      return ids;
    });
  } catch (error) {
    // Another request took one of the ids between the check and the insert.
    if (isUniqueViolation(error))
      throw takenError(
        await accounts.taken(
          rc.db,
          input.accounts.map((a) => a.userId),
        ),
      );
    throw error;
  }
}
