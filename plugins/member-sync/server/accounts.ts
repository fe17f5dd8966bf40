import { createHash } from 'node:crypto';
import type { AccountService, Knex } from '@seodang/sdk';

const loginIdPattern = /^[A-Za-z0-9@._-]{1,50}$/;

/**
 * The account of a directory person: the one with their e-mail address, or a new one made by core's
 * accounts service in the sync's transaction, with the directory's address and no password (they set
 * one with "forgot password" or sign in socially with the same verified address). The login id is
 * the address where it fits, else one made from its digest.
 */
export async function accountFor(
  trx: Knex,
  accounts: AccountService,
  person: { email: string; name: string },
): Promise<number> {
  const email = person.email.toLowerCase();
  const existing = await trx('users').whereRaw('lower(email) = ?', [email]).first('id');
  if (existing) return existing.id;
  const digest = createHash('sha256').update(email).digest('hex').slice(0, 12);
  const candidates = [loginIdPattern.test(email) ? email : null, `sync-${digest}`].filter(
    (id) => id !== null,
  );
  const taken = new Set((await accounts.taken(trx, candidates)).map((id) => id.toLowerCase()));
  const userId = candidates.find((id) => !taken.has(id.toLowerCase()));
  if (!userId) throw new Error(`No free login id for ${email}`);
  const [id] = await accounts.create(trx, [
    { userId, name: person.name.slice(0, 50) || email.slice(0, 50), email, secret: null, locale: 'ko' },
  ]);
  return id;
}
