import type { Knex } from '@seodang/sdk';
import type { Leaderboard, LeaderboardPeriod } from '../common/index.ts';

const kstOffsetMs = 9 * 3_600_000;

/** The start of the period in Korean time: Monday 00:00 for a week, the 1st for a month. */
export function periodStart(period: LeaderboardPeriod, now = new Date()): Date | null {
  if (period === 'all') return null;
  const kst = new Date(now.getTime() + kstOffsetMs);
  const y = kst.getUTCFullYear();
  const m = kst.getUTCMonth();
  const d = kst.getUTCDate();
  const startKst =
    period === 'month' ? Date.UTC(y, m, 1) : Date.UTC(y, m, d) - ((kst.getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(startKst - kstOffsetMs);
}

/**
 * The organisation's top 50 for the period and the caller's place: XP earned in the period (all
 * time: the profile's total), members who opted out and temporary testers left out, ties broken
 * by who got there first. Names and levels only.
 */
export async function leaderboard(
  db: Knex,
  channelId: number | null,
  userId: number,
  period: LeaderboardPeriod,
  now = new Date(),
): Promise<Omit<Leaderboard, 'enabled'>> {
  const since = periodStart(period, now);
  const scores = since
    ? db('experience_ledger')
        .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
        .where('created_at', '>=', since)
        .groupBy('user_id')
        .havingRaw('sum(xp) > 0')
        .select('user_id', db.raw('sum(xp) as score'), db.raw('max(id) as last'))
    : db('experience_profiles')
        .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
        .where('total_xp', '>', 0)
        .select('user_id', 'total_xp as score', db.raw('0 as last'));
  const ranked = db
    .from(scores.as('s'))
    .join('experience_profiles as p', function () {
      this.on('p.user_id', 's.user_id').andOn(db.raw('coalesce(p.channel_id, 0) = ?', [channelId ?? 0]));
    })
    .join('users as u', 'u.id', 's.user_id')
    .leftJoin('channel_members as m', function () {
      this.on('m.user_id', 's.user_id').andOn(db.raw('m.channel_id = ?', [channelId ?? 0]));
    })
    .where('p.leaderboard_opt_out', false)
    .where((q) => q.whereNull('m.role').orWhereNot('m.role', 'temp'))
    .select(
      's.user_id',
      'u.name',
      'p.level',
      db.raw('rank() over (order by s.score desc, s.last asc, s.user_id asc) as rank'),
    );
  const rows = (await db.from(ranked.as('r')).orderBy('rank').limit(50).select('*')) as {
    user_id: number;
    name: string;
    level: number;
    rank: string;
  }[];
  const mine = (await db.from(ranked.as('r')).where('user_id', userId).first('rank', 'level')) as
    { rank: string; level: number } | undefined;
  const optedOut = !!(await db('experience_profiles')
    .where({ user_id: userId, leaderboard_opt_out: true })
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .first('id'));
  return {
    period,
    since: since?.toISOString() ?? null,
    list: rows.map((r) => ({ rank: Number(r.rank), name: r.name, level: r.level, me: r.user_id === userId })),
    me: mine ? { rank: Number(mine.rank), level: mine.level } : null,
    optedOut,
  };
}
