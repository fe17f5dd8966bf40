import { createHash } from 'node:crypto';
import type { Knex } from '@seodang/sdk';

const loginIdPattern = /^[A-Za-z0-9@._-]{1,50}$/;

/**
 * The account of a directory person: the one with their e-mail address, or a new one without a
 * password (they set one with "forgot password" or sign in socially with the same verified address).
 * The login id is the address where it fits, else one made from its digest.
 */
export async function accountFor(trx: Knex, person: { email: string; name: string }): Promise<number> {
  const email = person.email.toLowerCase();
  const existing = await trx('users').whereRaw('lower(email) = ?', [email]).first('id');
  if (existing) return existing.id;
  const digest = createHash('sha256').update(email).digest('hex').slice(0, 12);
  const candidates = [loginIdPattern.test(email) ? email : null, `sync-${digest}`].filter(Boolean);
  for (const userId of candidates) {
    const taken = await trx('users').whereRaw('lower(user_id) = ?', [userId!.toLowerCase()]).first('id');
    if (taken) continue;
    const [row] = await trx('users')
      .insert({ user_id: userId, name: person.name.slice(0, 50) || email.slice(0, 50), email, locale: 'ko' })
      .returning('id');
    return row.id;
  }
  throw new Error(`No free login id for ${email}`);
}
