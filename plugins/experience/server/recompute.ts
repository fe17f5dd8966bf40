import type { Knex } from '@seodang/sdk';
import { levelOf, type RecomputeDifference } from '../common/index.ts';

/**
 * Rebuilds every profile's totals in the organisation from its ledger (one `SUM … GROUP BY`),
 * writes those that differ in one transaction, and reports the differences.
 */
export async function recompute(db: Knex, channelId: number | null): Promise<RecomputeDifference[]> {
  return db.transaction(async (trx) => {
    const rows = (await trx('experience_profiles as p')
      .leftJoin(
        trx('experience_ledger')
          .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
          .groupBy('user_id')
          .select('user_id', trx.raw('sum(xp) as xp'), trx.raw('sum(pieces) as pieces'))
          .as('l'),
        'l.user_id',
        'p.user_id',
      )
      .whereRaw('coalesce(p.channel_id, 0) = ?', [channelId ?? 0])
      .forUpdate('p')
      .select('p.id', 'p.user_id', 'p.total_xp', 'p.piece_count', 'p.level', 'l.xp', 'l.pieces')) as {
      id: number;
      user_id: number;
      total_xp: string;
      piece_count: number;
      level: number;
      xp: string | null;
      pieces: string | null;
    }[];
    const differences: RecomputeDifference[] = [];
    const fixed: {
      id: number;
      totalXp: number;
      level: number;
      experiencePoint: number;
      pieceCount: number;
    }[] = [];
    for (const r of rows) {
      const totalXp = Number(r.xp ?? 0);
      const pieceCount = Math.max(0, Number(r.pieces ?? 0));
      const { level, experiencePoint } = levelOf(totalXp);
      if (totalXp === Number(r.total_xp) && pieceCount === r.piece_count && level === r.level) continue;
      fixed.push({ id: r.id, totalXp, level, experiencePoint, pieceCount });
      differences.push({
        userId: r.user_id,
        before: { totalXp: Number(r.total_xp), pieceCount: r.piece_count },
        after: { totalXp, pieceCount },
      });
    }
    // Every differing profile in one statement (a round trip each was most of the time).
    if (fixed.length)
      await trx.raw(
        `UPDATE experience_profiles AS p
            SET total_xp = v.total_xp, level = v.level, experience_point = v.experience_point,
                piece_count = v.piece_count, updated_at = now()
           FROM unnest(?::int[], ?::bigint[], ?::int[], ?::bigint[], ?::int[])
                AS v(id, total_xp, level, experience_point, piece_count)
          WHERE p.id = v.id`,
        [
          fixed.map((f) => f.id),
          fixed.map((f) => f.totalXp),
          fixed.map((f) => f.level),
          fixed.map((f) => f.experiencePoint),
          fixed.map((f) => f.pieceCount),
        ],
      );
    return differences;
  });
}
