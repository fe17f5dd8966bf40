import type { Knex } from 'knex';
import type { AccountService, NewAccount } from '@seodang/sdk';
import { hashPassword } from './password.ts';
import type { SessionStore } from './sessions.ts';
import { afterCommit } from '../memberships/after-commit.ts';

/**
 * Core's `accountsRef`: accounts made and reset for someone else (created pupils, temporary
 * testers, directory people added by member sync).
 */
export class Accounts implements AccountService {
  private readonly sessions: SessionStore;
  private readonly changed: (userId: number) => Promise<void>;

  /** `changed` tells every instance to forget the user's cached identity (their sessions ended). */
  constructor(sessions: SessionStore, changed: (userId: number) => Promise<void>) {
    this.sessions = sessions;
    this.changed = changed;
  }

  async taken(db: Knex, userIds: string[]): Promise<string[]> {
    if (!userIds.length) return [];
    const rows: { user_id: string }[] = await db('users')
      .whereRaw('lower(user_id) = any(?)', [userIds.map((id) => id.toLowerCase())])
      .select('user_id');
    const used = new Set(rows.map((r) => r.user_id.toLowerCase()));
    return userIds.filter((id) => used.has(id.toLowerCase()));
  }

  async create(db: Knex, accounts: NewAccount[]): Promise<number[]> {
    if (!accounts.length) return [];
    const hashes = await Promise.all(
      accounts.map((a) => (a.secret === null ? null : hashPassword(a.secret))),
    );
    const rows: { id: number }[] = await db('users')
      .insert(
        accounts.map((a, i) => ({
          user_id: a.userId,
          name: a.name,
          email: a.email ?? null,
          password_hash: hashes[i],
          locale: a.locale,
        })),
      )
      .returning('id');
    return rows.map((r) => r.id);
  }

  async resetSecret(db: Knex, userId: number, secret: string): Promise<void> {
    await db('users')
      .where({ id: userId })
      .update({ password_hash: await hashPassword(secret), updated_at: db.fn.now() });
    await this.sessions.endAll(db, userId);
    await afterCommit(db, () => this.changed(userId));
  }
}
