import type { Knex } from 'knex';
import { coreEvents, TtlCache } from '@seodang/sdk';
import { User } from './models.ts';
import { ChannelMember } from '../channels/models.ts';
import { SessionStore } from './sessions.ts';

/** Who a session token belongs to, in one channel (membership null outside a channel). */
export interface Identity {
  user: User;
  membership: ChannelMember | null;
}

/** Emitted when a user's account, sessions or memberships change; every instance drops its copies. */
export const identityChanged = coreEvents.identityChanged;

/**
 * Resolves session tokens to users and memberships, with a short in-process cache: this sits
 * on every request, and without it a logged-in request pays two queries (together) before any
 * route runs. Changes clear the cache at once through {@link identityChanged}; the ttl bounds the rest
 * (a session expiring on its own).
 */
export class IdentityResolver {
  private readonly cache = new TtlCache<string, Identity | null>({ ttlMs: 3_000, max: 10_000 });
  private readonly sessions: SessionStore;
  private readonly db: Knex;
  constructor(db: Knex, sessions: SessionStore) {
    this.db = db;
    this.sessions = sessions;
  }

  async resolve(token: string | null | undefined, channelId: number | null): Promise<Identity | null> {
    if (!token) return null;
    const key = `${SessionStore.digest(token)}:${channelId ?? 0}`;
    return this.cache.getOrLoad(key, async () => {
      // The user and the membership are read together, each through the session (a subquery):
      // one round trip instead of three on a request the cache has not seen.
      const sessionUser = this.sessions.liveUserId(token);
      if (!sessionUser) return null;
      const [user, membership] = await Promise.all([
        User.query(this.db).whereIn('id', sessionUser.clone()).first(),
        channelId
          ? ChannelMember.query(this.db)
              .where({ channel_id: channelId })
              .whereIn('user_id', sessionUser.clone())
              .first()
          : undefined,
      ]);
      if (!user) return null;
      return { user, membership: membership ?? null };
    });
  }

  /** Forgets everything cached about a user (their account, sessions or memberships changed). */
  forget(userId: number): void {
    this.cache.clear((_key, identity) => identity?.user.id === userId);
  }

  /** Forgets a token (logout) whatever user it had. */
  forgetToken(token: string): void {
    const prefix = `${SessionStore.digest(token)}:`;
    this.cache.clear((key) => key.startsWith(prefix));
  }
}
