import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { levelBackfillJob } from './badge-rules.ts';
import type { Achievement } from '../../common/badges.ts';
import type { AchievementRow } from './award.ts';

/** The scoped kind of achievements: one of another channel is not found. */
export const achievementKind = 'badge-achievement';

export function registerAchievementKind(env: RegisterEnv): void {
  env.scopedKind<AchievementRow>({
    kind: achievementKind,
    async find(db, ids, channelIndex) {
      return (await db('badge_achievements')
        .whereIn('id', ids)
        .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0])
        .select('*')) as AchievementRow[];
    },
  });
}

/** The achievement in the request's channel (404 otherwise). */
export function achievementInChannel(rc: RequestContext, id: number): Promise<AchievementRow> {
  return rc.inChannel<AchievementRow>(achievementKind, id, {
    code: 'achievement_not_found',
    messageKey: 'credentials.error.achievement_not_found',
  });
}

/** Whether the caller manages the achievement: the teacher who made it, or the channel's admin. */
export const managesAchievement = (rc: RequestContext, a: AchievementRow): boolean =>
  !!rc.user && (rc.role === 'admin' || (rc.role === 'teacher' && a.created_by === rc.user.id));

/** The achievement when the caller manages it: 404 outside the channel, 403 for anyone else. */
export async function manageableAchievement(rc: RequestContext, id: number): Promise<AchievementRow> {
  rc.requireUser();
  const achievement = await achievementInChannel(rc, id);
  if (!managesAchievement(rc, achievement))
    throw new AppError(403, 'not_achievement_manager', 'credentials.error.not_achievement_manager');
  return achievement;
}

/** The API's shape of an achievement. */
export function presentAchievement(rc: RequestContext, a: AchievementRow, awarded: number): Achievement {
  const canManage = managesAchievement(rc, a);
  return {
    id: a.id,
    name: a.name,
    description: a.description,
    criteria: a.criteria,
    image: a.image_svg,
    rule: a.rule,
    state: a.state,
    awarded,
    canManage,
    backfillJobId: canManage ? (a.backfill_job_id ?? null) : null,
  };
}

/**
 * Queues the level backfill of an achievement in the request's channel and keeps its job id with
 * the achievement, so any of its managers sees the progress; answers the id.
 */
export async function startLevelBackfill(rc: RequestContext, achievementId: number): Promise<string> {
  const { id } = await rc.enqueueInChannel(levelBackfillJob, { achievementId });
  await rc.db('badge_achievements').where({ id: achievementId }).update({ backfill_job_id: id });
  return id;
}
