import type { Knex } from '@seodang/sdk';
import { levelOf, type SourceType } from '../common/index.ts';

/** A profile row as stored. */
export interface ProfileRow {
  id: number;
  user_id: number;
  channel_id: number | null;
  total_xp: string | number;
  level: number;
  experience_point: number;
  piece_count: number;
  status: string;
  leaderboard_opt_out: boolean;
}

/**
 * What a source says now about one learner: the state it is in (present, complete, issued, …) and
 * what that state earns, or `state: null` when it earns nothing any more (a revoked certificate,
 * a present changed to absent).
 */
export interface Fact {
  userId: number;
  channelId: number | null;
  sourceType: SourceType;
  sourceId: string;
  state: string | null;
  xp: number;
  pieces: number;
  ref: Record<string, string | number>;
}

/** What applying a fact did: rows written and, when the level rose, the new level. */
export interface Applied {
  rows: number;
  levelUp: number | null;
  skipped?: 'temp';
}

const channelKey = (channelId: number | null) => channelId ?? 0;

/** Whether the user is a temporary tester of the channel (they have no profile). */
export async function isTempTester(db: Knex, userId: number, channelId: number | null): Promise<boolean> {
  if (channelId === null) return false;
  const row = await db('channel_members').where({ channel_id: channelId, user_id: userId }).first('role');
  return row?.role === 'temp';
}

/** The user's profile in the organisation, created on first need and locked for the transaction. */
export async function lockedProfile(
  trx: Knex.Transaction,
  userId: number,
  channelId: number | null,
): Promise<ProfileRow> {
  await trx.raw(
    `INSERT INTO experience_profiles (user_id, channel_id) VALUES (?, ?)
     ON CONFLICT (user_id, coalesce(channel_id, 0)) DO NOTHING`,
    [userId, channelId],
  );
  return (await trx('experience_profiles')
    .where({ user_id: userId })
    .whereRaw('coalesce(channel_id, 0) = ?', [channelKey(channelId)])
    .forUpdate()
    .first()) as ProfileRow;
}

/** The multiplier of the buff active on the profile now (1 without one). */
async function activeMultiplier(trx: Knex.Transaction, profileId: number): Promise<number> {
  const row = await trx('experience_buff_activations')
    .where({ profile_id: profileId })
    .where('starts_at', '<=', trx.fn.now())
    .where('ends_at', '>', trx.fn.now())
    .orderBy('multiplier', 'desc')
    .first('multiplier');
  return row ? Number(row.multiplier) : 1;
}

/** Writes ledger rows and moves the profile's totals by their sum, in the caller's transaction. */
export async function appendRows(
  trx: Knex.Transaction,
  profile: ProfileRow,
  rows: {
    sourceType: SourceType;
    sourceId: string;
    revision: number;
    state: string | null;
    baseXp: number;
    multiplier: number;
    xp: number;
    pieces: number;
    ref: Record<string, string | number>;
  }[],
): Promise<number | null> {
  if (!rows.length) return null;
  await trx('experience_ledger').insert(
    rows.map((r) => ({
      user_id: profile.user_id,
      channel_id: profile.channel_id,
      source_type: r.sourceType,
      source_id: r.sourceId,
      revision: r.revision,
      source_state: r.state,
      base_xp: r.baseXp,
      multiplier: r.multiplier,
      xp: r.xp,
      pieces: r.pieces,
      ref: JSON.stringify(r.ref),
    })),
  );
  const totalXp = Number(profile.total_xp) + rows.reduce((n, r) => n + r.xp, 0);
  const pieceCount = profile.piece_count + rows.reduce((n, r) => n + r.pieces, 0);
  const { level, experiencePoint } = levelOf(totalXp);
  await trx('experience_profiles').where({ id: profile.id }).update({
    total_xp: totalXp,
    level,
    experience_point: experiencePoint,
    piece_count: pieceCount,
    updated_at: trx.fn.now(),
  });
  return level > profile.level ? level : null;
}

/**
 * Brings the ledger in line with what a source says now, once: nothing when its last row already
 * stands for this state; otherwise a compensating row takes back what the source earned before
 * (pieces no further than the learner still holds), and a new row gives what the state earns,
 * times the buff active now. Safe to call again and again (events, the reconciliation).
 */
export async function applyFact(db: Knex, fact: Fact): Promise<Applied> {
  if (await isTempTester(db, fact.userId, fact.channelId)) return { rows: 0, levelUp: null, skipped: 'temp' };
  return db.transaction(async (trx) => {
    const state = fact.state ?? 'none';
    const last = await trx('experience_ledger')
      .where({ source_type: fact.sourceType, source_id: fact.sourceId })
      .orderBy('revision', 'desc')
      .first('revision', 'source_state');
    // No rows and nothing earned: nothing to write (and no profile made for it).
    if (!last && fact.state === null) return { rows: 0, levelUp: null };
    if (last && last.source_state === state) return { rows: 0, levelUp: null };
    // Sources are per learner, so the profile's lock serialises every writer of this source.
    const profile = await lockedProfile(trx, fact.userId, fact.channelId);
    const again = await trx('experience_ledger')
      .where({ source_type: fact.sourceType, source_id: fact.sourceId })
      .orderBy('revision', 'desc')
      .first('revision', 'source_state');
    if (again && again.source_state === state) return { rows: 0, levelUp: null };
    let revision = again ? Number(again.revision) : 0;
    const rows: Parameters<typeof appendRows>[2] = [];
    if (again) {
      const [net] = (await trx('experience_ledger')
        .where({ source_type: fact.sourceType, source_id: fact.sourceId })
        .sum({ xp: 'xp', base: 'base_xp', pieces: 'pieces' })) as {
        xp: string;
        base: string;
        pieces: string;
      }[];
      const xp = Number(net?.xp ?? 0);
      const pieces = Math.min(Number(net?.pieces ?? 0), profile.piece_count);
      if (xp !== 0 || pieces !== 0)
        rows.push({
          sourceType: fact.sourceType,
          sourceId: fact.sourceId,
          revision: ++revision,
          state: null,
          baseXp: -Number(net?.base ?? 0),
          multiplier: 1,
          xp: -xp,
          pieces: -pieces,
          ref: fact.ref,
        });
    }
    if (fact.state !== null) {
      const multiplier = fact.xp > 0 ? await activeMultiplier(trx, profile.id) : 1;
      rows.push({
        sourceType: fact.sourceType,
        sourceId: fact.sourceId,
        revision: revision + 1,
        state: fact.state,
        baseXp: fact.xp,
        multiplier,
        xp: Math.floor(fact.xp * multiplier),
        pieces: fact.pieces,
        ref: fact.ref,
      });
    } else if (rows.length) {
      // The compensating row itself marks the source as earning nothing now.
      rows[rows.length - 1]!.state = 'none';
    }
    const levelUp = await appendRows(trx, profile, rows);
    return { rows: rows.length, levelUp };
  });
}
