import type { RegisterEnv } from '@seodang/sdk';
import { experienceProfilesRef } from '../common/profile-snapshot.ts';

/** Provides `experience.profile-snapshot`: a learner's level and points in one organisation. */
export function registerProfileSnapshot(env: RegisterEnv): void {
  env.provideService(experienceProfilesRef, (ctx) => ({
    async snapshotOf(channelId, userId) {
      const row = (await ctx
        .db('experience_profiles')
        .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
        .where('user_id', userId)
        .first('level', 'experience_point', 'total_xp')) as
        { level: number; experience_point: number; total_xp: string | number } | undefined;
      return row
        ? { level: row.level, experiencePoint: row.experience_point, totalXp: Number(row.total_xp) }
        : null;
    },
  }));
}
