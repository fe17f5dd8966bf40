import type { RegisterEnv } from '@seodang/sdk';
import { levelHoldersRef } from '@seodang/plugin-credentials/level-badges';

/**
 * Provides `credentials.level-holders`: the users of an organisation at a level or above, so that
 * an achievement for a level made later also reaches the learners already past it.
 */
export function registerLevelHolders(env: RegisterEnv): void {
  env.provideService(levelHoldersRef, (ctx) => ({
    async usersAtLevel(channelId, level, afterUserId, limit) {
      return (await ctx
        .db('experience_profiles')
        .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
        .where('level', '>=', level)
        .where('user_id', '>', afterUserId)
        .orderBy('user_id')
        .limit(limit)
        .pluck('user_id')) as number[];
    },
  }));
}
