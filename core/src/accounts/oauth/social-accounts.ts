import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { OAuthProviderId } from '@seodang/config';
import { patterns, type Locale } from '@seodang/sdk/common';
import { User } from '../models.ts';
import type { SocialProfile } from './providers.ts';
import { recordSignupConsents, type SignupConsents } from '../consents.ts';

/** A provider identity linked to an account (`user_identities`). */
export interface LinkedIdentity {
  provider: OAuthProviderId;
  email: string | null;
  createdAt: Date;
}

/**
 * The login id of an account made by social sign-in: `{subject}_{provider}` (spec §9). A subject
 * that would not make a valid id (characters outside the id alphabet, or over 50 characters in
 * all, as Microsoft's 43-character subjects do) is replaced by a digest of itself.
 */
export function socialLoginId(subject: string, provider: OAuthProviderId): string {
  const plain = `${subject}_${provider}`;
  if (patterns.userId.test(plain)) return plain;
  const digest = createHash('sha256').update(subject).digest('hex');
  return `${digest.slice(0, 50 - provider.length - 1)}_${provider}`;
}

/** The account linked to a provider's subject, if any. */
export async function findLinkedUser(db: Knex, provider: string, subject: string): Promise<User | undefined> {
  return await User.query(db)
    .join('user_identities as i', 'i.user_id', 'users.id')
    .where({ 'i.provider': provider, 'i.subject': subject })
    .select('users.*')
    .first();
}

/** The account holding an e-mail address (case-insensitive), if any. */
export async function findUserByEmail(db: Knex, email: string): Promise<User | undefined> {
  return await User.query(db).whereRaw('lower(email) = lower(?)', [email]).first();
}

/**
 * Creates an account for a new social sign-in, linked to the provider identity, with the consents
 * its owner gave, in one transaction.
 */
export function createSocialAccount(
  db: Knex,
  profile: SocialProfile & { email: string },
  consents: SignupConsents,
  locale: Locale,
): Promise<User> {
  return db.transaction(async (trx) => {
    const userId = socialLoginId(profile.subject, profile.provider);
    const user = await User.query(trx).insertAndFetch({
      user_id: userId,
      password_hash: null,
      name: (profile.name?.trim() || userId).slice(0, 50),
      email: profile.email,
      provider: profile.provider,
      locale,
    } as Partial<User>);
    await linkIdentity(trx, user.id, profile.provider, profile.subject, profile.email);
    await recordSignupConsents(trx, user.id, consents);
    return user;
  });
}

/** Links a provider identity to an account. */
export async function linkIdentity(
  db: Knex,
  userId: number,
  provider: OAuthProviderId,
  subject: string,
  email: string | null,
): Promise<void> {
  await db('user_identities').insert({ user_id: userId, provider, subject, email });
}

/** The identities linked to an account, oldest first. */
export async function listIdentities(db: Knex, userId: number): Promise<LinkedIdentity[]> {
  const rows = await db('user_identities').where({ user_id: userId }).orderBy('created_at').orderBy('id');
  return rows.map((r) => ({ provider: r.provider, email: r.email, createdAt: r.created_at }));
}

/**
 * Unlinks a provider from an account unless it is the account's last way to sign in (no
 * password and no other identity). Runs under a lock on the account so two unlinks cannot
 * together remove the last two ways.
 */
export function unlinkIdentity(
  db: Knex,
  userId: number,
  provider: OAuthProviderId,
): Promise<'unlinked' | 'not_linked' | 'last_sign_in_method'> {
  return db.transaction(async (trx) => {
    const user = await User.query(trx).findById(userId).forUpdate();
    const identities = await trx('user_identities').where({ user_id: userId });
    if (!identities.some((i) => i.provider === provider)) return 'not_linked';
    if (!user?.password_hash && identities.length === 1) return 'last_sign_in_method';
    await trx('user_identities').where({ user_id: userId, provider }).delete();
    return 'unlinked';
  });
}
