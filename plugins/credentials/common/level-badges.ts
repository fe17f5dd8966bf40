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
