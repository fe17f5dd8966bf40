import { accountsRef, AppError, type RequestContext } from '@seodang/sdk';
import type { z } from 'zod';
import type { IssuedCredential, tempUsersSchema } from '../../common/accounts.ts';
import { invitationExpiry } from '../invitations/invitation-defaults.ts';
import { generatePassword } from './credentials.ts';
import { makeAccounts } from './make-accounts.ts';

/** Login ids looked at per round when numbering testers. */
const round = 100;
const highestNumber = 9999;

/** The next `count` free login ids `{prefix}01`, `{prefix}02`, … (numbers taken anywhere are skipped). */
async function freeLoginIds(rc: RequestContext, prefix: string, count: number): Promise<string[]> {
  const accounts = rc.service(accountsRef);
  const free: string[] = [];
  for (let start = 1; free.length < count && start <= highestNumber; start += round) {
    const candidates = Array.from(
      { length: round },
      (_, i) => `${prefix}${String(start + i).padStart(2, '0')}`,
    );
    const taken = new Set((await accounts.taken(rc.db, candidates)).map((id) => id.toLowerCase()));
    free.push(...candidates.filter((id) => !taken.has(id.toLowerCase())));
  }
  // Every number of the prefix is in use: say so in the words of a taken login id.
  if (free.length < count)
    throw new AppError(409, 'login_ids_taken', 'channel-admin.error.login_ids_taken', {
      userIds: `${prefix}01–${prefix}${highestNumber}`,
    });
  return free.slice(0, count);
}

/**
 * tempUser: adds up to 25 temporary testers (role temp) with generated passwords, deactivated by
 * the expiry job once `validDays` have passed. The passwords are answered once, never kept.
 */
export async function createTempUsers(
  rc: RequestContext,
  input: z.output<typeof tempUsersSchema>,
): Promise<IssuedCredential[]> {
  const userIds = await freeLoginIds(rc, input.prefix, input.count);
  const expiresAt = invitationExpiry(input.validDays);
  const issued = userIds.map((userId) => ({ userId, name: userId, password: generatePassword() }));
  const ids = await makeAccounts(rc, {
    kind: 'temp',
    role: 'temp',
    expiresAt,
    accounts: issued.map((a) => ({ userId: a.userId, name: a.name, secret: a.password })),
  });
  return issued.map((a, i) => ({
    id: ids[i],
    userId: a.userId,
    name: a.name,
    kind: 'temp' as const,
    group: null,
    password: a.password,
    expiresAt: expiresAt.toISOString(),
  }));
}
