import type { Knex } from '@seodang/sdk';
import {
  ChannelAiSettings,
  LectureAiSettings,
  defaultChannelSettings,
  maxUsageLimit,
} from '../../common/settings.ts';

/** The deployment's default questions per lesson and day (`ai.defaultUsageLimit`, §9 at most 9). */
export function defaultUsageLimitOf(config: Readonly<Record<string, unknown>>): number {
  const value = (config.ai as { defaultUsageLimit?: unknown } | undefined)?.defaultUsageLimit;
  return typeof value === 'number' ? value : maxUsageLimit;
}

/**
 * A channel's settings (null: the public site), or the defaults before its admin saved any. A
 * stored value the schema no longer accepts falls back field by field to the defaults.
 */
export async function channelSettingsOf(
  db: Knex,
  channelId: number | null,
  defaultUsageLimit: number,
): Promise<ChannelAiSettings> {
  const row = await db('ai_channel_settings')
    .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
    .first('settings');
  return parseChannelSettings(row?.settings, defaultUsageLimit);
}

/** A stored channel settings value (or none) as the settings it stands for. */
export function parseChannelSettings(stored: unknown, defaultUsageLimit: number): ChannelAiSettings {
  const defaults = defaultChannelSettings(defaultUsageLimit);
  if (!stored || typeof stored !== 'object') return defaults;
  const parsed = ChannelAiSettings.safeParse({ ...defaults, ...stored });
  return parsed.success ? parsed.data : defaults;
}

/** Saves a channel's settings (one row per channel, one for the public site). */
export async function saveChannelSettings(
  db: Knex,
  channelId: number | null,
  settings: ChannelAiSettings,
  userId: number,
): Promise<void> {
  await db.raw(
    `INSERT INTO ai_channel_settings (channel_id, settings, updated_by, updated_at) VALUES (?, ?, ?, now())
     ON CONFLICT ((coalesce(channel_id, 0))) DO UPDATE
       SET settings = EXCLUDED.settings, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [channelId, JSON.stringify(settings), userId],
  );
}

/** A lecture's saved settings, or null (then it follows the channel: `defaultLectureSettings`). */
export async function lectureSettingsOf(db: Knex, lectureIndex: number): Promise<LectureAiSettings | null> {
  const row = await db('ai_lecture_settings').where({ lecture_index: lectureIndex }).first('settings');
  return parseLectureSettings(row?.settings);
}

/** A stored lecture settings value (or none) as settings, null when absent or no longer valid. */
export function parseLectureSettings(stored: unknown): LectureAiSettings | null {
  if (stored === null || stored === undefined) return null;
  const parsed = LectureAiSettings.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** Saves a lecture's settings. */
export async function saveLectureSettings(
  db: Knex,
  lecture: { lectureIndex: number; channelId: number | null },
  settings: LectureAiSettings,
  userId: number,
): Promise<void> {
  await db('ai_lecture_settings')
    .insert({
      lecture_index: lecture.lectureIndex,
      channel_id: lecture.channelId,
      settings: JSON.stringify(settings),
      updated_by: userId,
      updated_at: db.fn.now(),
    })
    .onConflict('lecture_index')
    .merge(['settings', 'updated_by', 'updated_at']);
}

/** What a lecture's settings would widen over the channel's: features it turned off, a higher limit. */
export function wideningOf(
  channel: ChannelAiSettings,
  lecture: LectureAiSettings,
): { features: string[]; limitAbove: boolean } {
  const features = [
    !channel.contentQuestion.chatActive && lecture.contentQuestion.chatActive && 'contentQuestion.chatActive',
    !channel.contentQuestion.qnaActive && lecture.contentQuestion.qnaActive && 'contentQuestion.qnaActive',
    !channel.codeSolution.active && lecture.codeSolution.active && 'codeSolution.active',
    !channel.codeExplanation.active && lecture.codeExplanation.active && 'codeExplanation.active',
  ].filter((f): f is string => !!f);
  return { features, limitAbove: lecture.usageLimit > channel.usageLimit };
}
