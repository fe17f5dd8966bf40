import type { Knex } from '@seodang/sdk';
import { defaultRules, rulesSchema, type ExperienceRules } from '../common/index.ts';

/** The organisation's XP rules: its saved ones over the defaults. */
export async function rulesOf(db: Knex, channelId: number | null): Promise<ExperienceRules> {
  const row = await db('experience_rules')
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .first('rules');
  const parsed = rulesSchema.partial().safeParse(row?.rules ?? {});
  return { ...defaultRules, ...(parsed.success ? parsed.data : {}) };
}

/** Saves the organisation's rules (applied from now on: past rows stay as they were earned). */
export async function saveRules(
  db: Knex,
  channelId: number | null,
  rules: ExperienceRules,
  userId: number,
): Promise<void> {
  await db.raw(
    `INSERT INTO experience_rules (channel_id, rules, updated_by, updated_at) VALUES (?, ?, ?, now())
     ON CONFLICT (coalesce(channel_id, 0)) DO UPDATE SET rules = excluded.rules,
       updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [channelId, JSON.stringify(rules), userId],
  );
}
