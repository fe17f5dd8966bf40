import type { Knex } from '@seodang/sdk';
import { expPercentage, xpForLevel, type ActiveBuff, type ExperienceProfile } from '../common/index.ts';
import type { ProfileRow } from './ledger.ts';

/** The profile row of a user in an organisation, or undefined when they have none yet. */
export function profileRow(
  db: Knex,
  userId: number,
  channelId: number | null,
): Promise<ProfileRow | undefined> {
  return db('experience_profiles')
    .where({ user_id: userId })
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .first() as Promise<ProfileRow | undefined>;
}

/** The buffs active on a profile now. */
export async function activeBuffs(db: Knex, profileId: number): Promise<ActiveBuff[]> {
  const rows = (await db('experience_buff_activations as a')
    .join('experience_buffs as b', 'b.id', 'a.buff_id')
    .where('a.profile_id', profileId)
    .where('a.ends_at', '>', db.fn.now())
    .orderBy('a.ends_at')
    .select('a.id', 'a.buff_id', 'b.code', 'a.multiplier', 'a.ends_at')) as {
    id: number;
    buff_id: number;
    code: string;
    multiplier: string;
    ends_at: Date;
  }[];
  return rows.map((r) => ({
    activationId: r.id,
    buffId: r.buff_id,
    code: r.code,
    multiplier: Number(r.multiplier),
    endsAt: new Date(r.ends_at).toISOString(),
  }));
}

/** Spec §3's profile: the defaults (id '') for a user who has none yet. */
export async function presentProfile(
  db: Knex,
  userId: number,
  channelId: number | null,
  row: ProfileRow | undefined,
): Promise<ExperienceProfile> {
  if (!row)
    return {
      id: '',
      userId,
      organizationId: channelId,
      level: 1,
      experiencePoint: 0,
      pieceCount: 0,
      buffList: [],
      status: 'active',
      maxExperiencePoint: 0,
      expPercentage: '0.00',
    };
  const maxExperiencePoint = xpForLevel(row.level);
  return {
    id: String(row.id),
    userId: row.user_id,
    organizationId: row.channel_id,
    level: row.level,
    experiencePoint: row.experience_point,
    pieceCount: row.piece_count,
    buffList: await activeBuffs(db, row.id),
    status: row.status,
    maxExperiencePoint,
    expPercentage: expPercentage(row.experience_point, maxExperiencePoint),
  };
}
