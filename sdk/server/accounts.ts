import type { Knex } from 'knex';
import type { Locale } from '../common/index.ts';
import { createServiceRef } from './refs.ts';

/**
 * An account made for someone else: a pupil or temporary tester (a given secret, no e-mail), or a
 * directory person (their directory e-mail, no password until they set one).
 */
export interface NewAccount {
  /** The login id (spec §5 user id rules); unique across the platform, case-insensitively. */
  userId: string;
  name: string;
  /**
   * The password, or `pictureSecret(sequence)` for a picture password; only its hash is kept. Null
   * makes an account without one (its owner sets it with "forgot password" or a social sign-in).
   */
  secret: string | null;
  /** An e-mail address (unique across accounts, case-insensitively), not marked verified. */
  email?: string | null;
  locale: Locale;
}

/**
 * Accounts that someone other than their owner makes or resets, provided by core (which owns
 * `users`, the password hashes and the sessions). Sign-up and sign-in stay core's own routes.
 */
export interface AccountService {
  /** The login ids among `userIds` that an account already uses (compared case-insensitively). */
  taken(db: Knex, userIds: string[]): Promise<string[]>;
  /** Makes the accounts in `db` (a transaction, so they roll back with the caller's work); their ids in order. */
  create(db: Knex, accounts: NewAccount[]): Promise<number[]>;
  /** Gives an account a new secret and ends all its sessions (a reset: whoever held it is out). */
  resetSecret(db: Knex, userId: number, secret: string): Promise<void>;
}

/** Core's account service: `rc.service(accountsRef)`. */
export const accountsRef = createServiceRef<AccountService>('core.accounts');
