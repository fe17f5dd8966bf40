import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/**
 * `credentials.level-badges`: awards the achievements whose rule is a level reached. The
 * experience plugin calls it when a learner reaches a level (it knows levels; credentials knows
 * badges, and a service called in this direction keeps the two plugins out of a cycle).
 */
export interface LevelBadges {
  /**
   * Awards, once each, the channel's active achievements for a level at or below `level`; the
   * number newly awarded.
   */
  levelReached(channelId: number | null, userId: number, level: number): Promise<number>;
}

/** The service ref (server only). */
export const levelBadgesRef: ServiceRef<LevelBadges> =
  createServiceRef<LevelBadges>('credentials.level-badges');

/**
 * `credentials.level-holders`: who already is at or above a level, asked by credentials when an
 * achievement for a level is made or its rule is edited, so that learners above it get the badge
 * too. Credentials declares it and the experience plugin, which owns levels, provides it: the
 * import goes from experience to credentials, as with `credentials.level-badges`.
 */
export interface LevelHolders {
  /**
   * Users whose profile in the organisation (a channel, or null for the public site) is at
   * `level` or above, by ascending user id after `afterUserId`, at most `limit`.
   */
  usersAtLevel(
    channelId: number | null,
    level: number,
    afterUserId: number,
    limit: number,
  ): Promise<number[]>;
}

/** The service ref (server only), provided by the experience plugin. */
export const levelHoldersRef: ServiceRef<LevelHolders> =
  createServiceRef<LevelHolders>('credentials.level-holders');
