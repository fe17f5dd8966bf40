import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** Server-side sessions: the cookie holds a random token, the table its sha256. */
export class SessionStore {
  private readonly db: Knex;
  private readonly ttlMs: number;
  constructor(db: Knex, ttlHours: number) {
    this.db = db;
    this.ttlMs = ttlHours * 3600_000;
  }

  static digest(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** Creates a session and returns the cookie token. */
  async create(
    userId: number,
    meta: { ip?: string; userAgent?: string },
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlMs);
    await this.db('sessions').insert({
      id: SessionStore.digest(token),
      user_id: userId,
      expires_at: expiresAt,
      ip: meta.ip?.slice(0, 64),
      user_agent: meta.userAgent?.slice(0, 300),
    });
    return { token, expiresAt };
  }

  /** The user id of a live session, or null. */
  async resolve(token: string): Promise<number | null> {
    const live = this.liveUserId(token);
    const row = live ? await live.first() : undefined;
    return row ? (row.user_id as number) : null;
  }

  /**
   * The user id of a live session as a subquery (`WHERE user_id IN (…)`), so a read keyed by the
   * session's user needs no round trip of its own; null for a token that cannot be one.
   */
  liveUserId(token: string): Knex.QueryBuilder | null {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    return this.db('sessions')
      .where({ id: SessionStore.digest(token) })
      .where('expires_at', '>', new Date())
      .select('user_id');
  }

  async destroy(token: string): Promise<void> {
    await this.db('sessions')
      .where({ id: SessionStore.digest(token) })
      .delete();
  }

  /** Ends every other session of a user (after a password change). */
  async destroyOthers(userId: number, keepToken: string): Promise<void> {
    await this.db('sessions')
      .where({ user_id: userId })
      .whereNot({ id: SessionStore.digest(keepToken) })
      .delete();
  }

  /** Ends every session of a user (their secret was reset), in `db` when it is a transaction. */
  async endAll(db: Knex, userId: number): Promise<void> {
    await db('sessions').where({ user_id: userId }).delete();
  }

  async purgeExpired(): Promise<number> {
    return this.db('sessions').where('expires_at', '<=', new Date()).delete();
  }
}
