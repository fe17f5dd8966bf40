import { z } from 'zod';
import { defineJob, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { submissionGraded } from '@seodang/plugin-workspace/server-refs';
import { lectureCompleted } from '@seodang/plugin-lectures/events';
import { attendanceMarked } from '@seodang/plugin-attendance/events';
import { attendanceRatesRef } from '@seodang/plugin-attendance/attendance-rates';
import type { BadgeRuleKind } from '../../common/badges.ts';
import { channelOrigin, issuerNameOf } from '../certificates/auto-issue.ts';
import { levelBadgesRef, levelHoldersRef } from '../../common/level-badges.ts';
import { canSign } from '../signing/keys.ts';
import { announceBadge, awardBadge, type AchievementRow } from './award.ts';

type RuleContext = Pick<StartContext, 'db' | 'config' | 'optionalService' | 'publish' | 'emit'>;

/** The channel's active achievements awarded by this rule. */
const ruled = (ctx: RuleContext, channelId: number | null, kind: BadgeRuleKind) =>
  ctx
    .db('badge_achievements')
    .where({ state: 'active' })
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .whereRaw("rule->>'kind' = ?", [kind])
    .select('*') as Promise<AchievementRow[]>;

/** Awards these achievements to the learner (once each), telling them of each new one. */
export async function awardByRule(
  ctx: RuleContext,
  siteName: string,
  achievements: AchievementRow[],
  userId: number,
): Promise<number> {
  if (!achievements.length || !canSign()) return 0;
  const holder = (await ctx.db('users').where({ id: userId }).first('id', 'name', 'email')) as
    { id: number; name: string; email: string | null } | undefined;
  if (!holder) return 0;
  const channelId = achievements[0]!.channel_id;
  const order = {
    origin: await channelOrigin(ctx, channelId),
    issuerName: await issuerNameOf(ctx, channelId, siteName),
    holder: { id: holder.id, name: holder.name, email: holder.email || null },
    awardedBy: null,
  };
  let awarded = 0;
  for (const achievement of achievements) {
    const { row, created } = await awardBadge(ctx.db, achievement, order);
    if (created) {
      awarded += 1;
      await announceBadge(ctx, row, achievement.id);
    }
  }
  return awarded;
}

/** How many learners one page of the level backfill awards. */
const backfillPage = 200;

/**
 * `credentials.level-backfill`: an achievement for a level, just made or its rule just edited, is
 * awarded to the learners of its channel already at that level or above (the experience plugin
 * says who, through `credentials.level-holders`). Queued by the route after the commit; once per
 * learner like every award, so a retry or a second run awards nothing twice.
 */
export const levelBackfillJob = defineJob<{ achievementId: number }>(
  'credentials.level-backfill',
  z.object({ achievementId: z.number().int().positive() }),
);

/** Where a backfill is: learners looked at so far of how many, and badges newly given. */
export interface BackfillProgress {
  achievementId: number;
  done: number;
  total: number;
  awarded: number;
}

/**
 * One run of the backfill (also what the tests call): how many badges it newly awarded. The
 * learners are listed first (so the total is known), then awarded one by one, `report` told
 * after each page of them and at the end.
 */
export async function backfillLevelBadge(
  ctx: RuleContext,
  siteName: string,
  achievementId: number,
  report: (progress: BackfillProgress) => Promise<void> = async () => undefined,
): Promise<{ awarded: number }> {
  const holders = ctx.optionalService(levelHoldersRef);
  const achievement = (await ctx.db('badge_achievements').where({ id: achievementId }).first()) as
    AchievementRow | undefined;
  // Gone, archived or no longer for a level: nothing to give (the rule as it is now decides).
  if (
    !holders ||
    !achievement ||
    achievement.state !== 'active' ||
    achievement.rule.kind !== 'level_reached'
  ) {
    await report({ achievementId, done: 0, total: 0, awarded: 0 });
    return { awarded: 0 };
  }
  const { level } = achievement.rule;
  const learners: number[] = [];
  for (let after = 0; ;) {
    const ids = await holders.usersAtLevel(achievement.channel_id, level, after, backfillPage);
    if (!ids.length) break;
    after = ids[ids.length - 1]!;
    // In a channel, only its joined members (a profile outlives a membership).
    learners.push(
      ...(achievement.channel_id === null
        ? ids
        : ((await ctx
            .db('channel_members')
            .where({ channel_id: achievement.channel_id, state: 'joined' })
            .whereIn('user_id', ids)
            .orderBy('user_id')
            .pluck('user_id')) as number[])),
    );
    if (ids.length < backfillPage) break;
  }
  const progress = { achievementId, done: 0, total: learners.length, awarded: 0 };
  await report(progress);
  for (const userId of learners) {
    progress.awarded += await awardByRule(ctx, siteName, [achievement], userId);
    progress.done += 1;
    if (progress.done % reportEvery === 0 && progress.done < progress.total) await report({ ...progress });
  }
  await report({ ...progress });
  return { awarded: progress.awarded };
}

/** Learners awarded between two progress reports. */
const reportEvery = 10;

/**
 * Achievements awarded by rule: the first RIGHT verdict (`workspace.submission-graded`), a lecture
 * completed (`lectures.lecture-completed`, one lecture or any), and N presents in a row in a
 * lecture (`attendance.record-marked`, counted by attendance's `presentStreakOf`), and a level
 * reached (the experience plugin calls `credentials.level-badges`). Each award is once per
 * learner, so a replayed event gives nothing more.
 */
export function registerBadgeRules(env: RegisterEnv, siteName: () => string): void {
  env.provideService(levelBadgesRef, (ctx) => ({
    async levelReached(channelId, userId, level) {
      const reached = (await ruled(ctx, channelId, 'level_reached')).filter(
        (a) => (a.rule as { level: number }).level <= level,
      );
      return awardByRule(ctx, siteName(), reached, userId);
    },
  }));
  env.job(
    levelBackfillJob,
    (data, job, ctx) =>
      backfillLevelBadge(ctx, siteName(), data.achievementId, (p) => job.progress({ ...p })),
    { attempts: 3, concurrency: 1 },
  );
  env.on(submissionGraded, async (p, ctx) => {
    if (p.outcome !== 'RIGHT') return;
    await awardByRule(ctx, siteName(), await ruled(ctx, p.channelId, 'first_right'), p.userId);
  });
  env.on(lectureCompleted, async (p, ctx) => {
    const matching = (await ruled(ctx, p.channelId, 'lecture_completed')).filter((a) => {
      const rule = a.rule as { lectureIndex: number | null };
      return rule.lectureIndex === null || rule.lectureIndex === p.lectureIndex;
    });
    await awardByRule(ctx, siteName(), matching, p.userId);
  });
  env.on(attendanceMarked, async (p, ctx) => {
    if (p.status !== 'present') return;
    const streaks = (await ruled(ctx, p.channelId, 'present_streak')).filter(
      (a) => (a.rule as { lectureIndex: number }).lectureIndex === p.lectureIndex,
    );
    const rates = ctx.optionalService(attendanceRatesRef);
    if (!streaks.length || !rates) return;
    const streak = await rates.presentStreakOf(p.lectureIndex, p.userId);
    await awardByRule(
      ctx,
      siteName(),
      streaks.filter((a) => streak >= (a.rule as { count: number }).count),
      p.userId,
    );
  });
}
