import type { Knex } from 'knex';
import { defaultCurriculumCodeMap, entriesOf, mapOf, type CurriculumEntry } from '../common/index.ts';

/** A scope's mapping and whether it is still the default. */
export interface CurriculumMap {
  map: Readonly<Record<string, string>>;
  entries: CurriculumEntry[];
  isDefault: boolean;
  updatedAt: string | null;
}

const byScope = (db: Knex, channelId: number | null) =>
  channelId === null
    ? db('lecture_curriculum_maps').whereNull('channel_id')
    : db('lecture_curriculum_maps').where({ channel_id: channelId });

/** The lesson-phase → code mapping of a channel (null: the public site); the default until an admin saves one. */
export async function curriculumMapOf(db: Knex, channelId: number | null): Promise<CurriculumMap> {
  const row = await byScope(db, channelId).first('entries', 'updated_at');
  if (!row)
    return {
      map: defaultCurriculumCodeMap,
      entries: entriesOf(defaultCurriculumCodeMap),
      isDefault: true,
      updatedAt: null,
    };
  const entries = row.entries as CurriculumEntry[];
  return {
    map: mapOf(entries),
    entries,
    isDefault: false,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Replaces a scope's mapping (one row per scope). */
export async function saveCurriculumMap(
  db: Knex,
  channelId: number | null,
  entries: CurriculumEntry[],
  userId: number,
): Promise<void> {
  await db.raw(
    `INSERT INTO lecture_curriculum_maps (channel_id, entries, updated_by, updated_at) VALUES (?, ?::jsonb, ?, now())
     ON CONFLICT ((coalesce(channel_id, 0))) DO UPDATE SET entries = excluded.entries, updated_by = excluded.updated_by, updated_at = now()`,
    [channelId, JSON.stringify(entries), userId],
  );
}

/** Goes back to the default mapping. */
export async function resetCurriculumMap(db: Knex, channelId: number | null): Promise<void> {
  await byScope(db, channelId).delete();
}
