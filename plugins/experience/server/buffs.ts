import { AppError, type Knex, type RegisterEnv } from '@seodang/sdk';
import type { Buff } from '../common/index.ts';
import { appendRows, lockedProfile } from './ledger.ts';

/** The scoped kind of the buff catalogue: the buffs offered in the request's channel. */
export const buffKind = 'experience-buff';

/** A catalogue row. */
export interface BuffRow {
  id: number;
  channel_id: number | null;
  code: string;
  multiplier: string;
  hours: number;
  cost: number;
}

/** The catalogue offered in an organisation: everywhere's buffs and its own. */
export const buffsIn = (db: Knex, channelId: number | null) =>
  db('experience_buffs').where((q) => q.whereNull('channel_id').orWhere('channel_id', channelId ?? 0));

/** Registers the kind: a buff of another channel answers like a missing one. */
export function registerBuffKind(env: RegisterEnv): void {
  env.scopedKind<BuffRow>({
    kind: buffKind,
    async find(db, ids, channelIndex) {
      return (await buffsIn(db, channelIndex).whereIn('id', ids).select('*')) as BuffRow[];
    },
  });
}

/** The JSON shape of a buff. */
export const presentBuff = (b: BuffRow): Buff => ({
  index: b.id,
  code: b.code,
  multiplier: Number(b.multiplier),
  hours: b.hours,
  cost: b.cost,
});

const refuse = (status: number, code: string) => new AppError(status, code, `experience.error.${code}`);

/**
 * Spends pieces on a buff, once per idempotency key: the profile row is locked, so concurrent
 * activations are taken one at a time and the pieces never go below 0; a buff still active
 * answers 409, and so does a purse short of the cost. The spend is a ledger row (pieces −cost).
 */
export async function activateBuff(
  db: Knex,
  userId: number,
  channelId: number | null,
  buff: BuffRow,
  key: string,
): Promise<{ activationId: number; created: boolean; endsAt: string }> {
  return db.transaction(async (trx) => {
    const profile = await lockedProfile(trx, userId, channelId);
    const earlier = await trx('experience_buff_activations')
      .where({ profile_id: profile.id, idempotency_key: key })
      .first();
    if (earlier) {
      if (earlier.buff_id !== buff.id) throw refuse(409, 'idempotency_key_reused');
      return { activationId: earlier.id, created: false, endsAt: new Date(earlier.ends_at).toISOString() };
    }
    const active = await trx('experience_buff_activations')
      .where({ profile_id: profile.id })
      .where('ends_at', '>', trx.fn.now())
      .first('id');
    if (active) throw refuse(409, 'buff_active');
    if (profile.piece_count < buff.cost) throw refuse(409, 'not_enough_pieces');
    const [row] = (await trx('experience_buff_activations')
      .insert({
        profile_id: profile.id,
        buff_id: buff.id,
        multiplier: buff.multiplier,
        cost: buff.cost,
        idempotency_key: key,
        starts_at: trx.fn.now(),
        ends_at: trx.raw(`now() + make_interval(hours => ?)`, [buff.hours]),
      })
      .returning(['id', 'ends_at'])) as { id: number; ends_at: Date }[];
    await appendRows(trx, profile, [
      {
        sourceType: 'buff',
        sourceId: String(row!.id),
        revision: 1,
        state: 'spent',
        baseXp: 0,
        multiplier: 1,
        xp: 0,
        pieces: -buff.cost,
        ref: { buffId: buff.id, code: buff.code },
      },
    ]);
    return { activationId: row!.id, created: true, endsAt: new Date(row!.ends_at).toISOString() };
  });
}
