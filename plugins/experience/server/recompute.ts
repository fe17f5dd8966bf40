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
    for (const r of rows) {
      const totalXp = Number(r.xp ?? 0);
      const pieceCount = Math.max(0, Number(r.pieces ?? 0));
      const { level, experiencePoint } = levelOf(totalXp);
      if (totalXp === Number(r.total_xp) && pieceCount === r.piece_count && level === r.level) continue;
      await trx('experience_profiles').where({ id: r.id }).update({
        total_xp: totalXp,
        level,
        experience_point: experiencePoint,
        piece_count: pieceCount,
        updated_at: trx.fn.now(),
      });
      differences.push({
        userId: r.user_id,
        before: { totalXp: Number(r.total_xp), pieceCount: r.piece_count },
        after: { totalXp, pieceCount },
      });
    }
    return differences;
  });
}
