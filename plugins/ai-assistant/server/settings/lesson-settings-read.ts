import type { Knex } from '@seodang/sdk';
import { type ChannelAiSettings, type LectureAiSettings } from '../../common/settings.ts';
import { currentPolicyVersion } from '../policy.ts';
import { parseChannelSettings, parseLectureSettings } from './store.ts';

/** What a lesson's state reads of the assistant's own tables. */
export interface LessonSettingsRead {
  channel: ChannelAiSettings;
  lecture: LectureAiSettings | null;
  policyAccepted: boolean;
}

/**
 * The channel's settings, the lecture's and the caller's acceptance of the notice in ONE round
 * trip: a question waits on them before its first token, and under load every query queues for
 * the pool. Reads the tables every time (no cache), so a saved change counts on the next question.
 */
export async function lessonSettingsOf(
  db: Knex,
  at: { channelId: number | null; lectureIndex: number; userId: number | null; defaultUsageLimit: number },
): Promise<LessonSettingsRead> {
  const { rows } = await db.raw(
    `SELECT
       (SELECT settings FROM ai_channel_settings WHERE coalesce(channel_id, 0) = ? LIMIT 1) AS channel,
       (SELECT settings FROM ai_lecture_settings WHERE lecture_index = ? LIMIT 1) AS lecture,
       EXISTS (SELECT 1 FROM ai_policy_acceptances WHERE user_id = ? AND policy_version = ?) AS accepted`,
    [at.channelId ?? 0, at.lectureIndex, at.userId ?? 0, currentPolicyVersion],
  );
  const row = rows[0] as { channel: unknown; lecture: unknown; accepted: boolean };
  return {
    channel: parseChannelSettings(row.channel, at.defaultUsageLimit),
    lecture: parseLectureSettings(row.lecture),
    policyAccepted: at.userId !== null && row.accepted,
  };
}
