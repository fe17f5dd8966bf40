import { defineEvent, TtlCache, type Knex, type RegisterEnv } from '@seodang/sdk';
import { type ChannelAiSettings, type LectureAiSettings } from '../../common/settings.ts';
import { policyAccepted } from '../policy.ts';
import { defaultUsageLimitOf, parseChannelSettings, parseLectureSettings } from './store.ts';

/** What a lesson's state reads of the assistant's own tables. */
export interface LessonSettingsRead {
  channel: ChannelAiSettings;
  lecture: LectureAiSettings | null;
  policyAccepted: boolean;
}

/**
 * A channel's assistant settings were saved (`lectureIndex` null), or a lecture's: every core
 * instance drops its copies of them, so the next question anywhere follows the save.
 */
export const aiSettingsChanged = defineEvent<{ channelId: number | null; lectureIndex: number | null }>(
  'ai-assistant.settings-changed',
);

/** How long an instance trusts its copy of a lesson's settings (the bound if an event is lost). */
export const settingsTtlMs = 5_000;

const settingsKey = (channelId: number | null, lectureIndex: number) => `${channelId ?? 0}:${lectureIndex}`;

/**
 * The channel's settings, the lecture's and the caller's acceptance of the notice, as a lesson's
 * state needs them. Every question waits on them before its first token and under load every
 * statement queues for the pool, so each core instance keeps the settings {@link settingsTtlMs}
 * (dropped in every instance by {@link aiSettingsChanged} on a save) and remembers who accepted
 * the notice (an acceptance is never withdrawn; a refusal is not remembered).
 */
export class LessonSettingsReader {
  private readonly settings = new TtlCache<string, Omit<LessonSettingsRead, 'policyAccepted'>>({
    ttlMs: settingsTtlMs,
    max: 10_000,
  });
  private readonly accepted = new TtlCache<number, true>({ ttlMs: Infinity, max: 100_000 });
  private readonly defaultUsageLimit: number;
  constructor(defaultUsageLimit: number) {
    this.defaultUsageLimit = defaultUsageLimit;
  }

  async read(
    db: Knex,
    at: { channelId: number | null; lectureIndex: number; userId: number | null },
  ): Promise<LessonSettingsRead> {
    const [settings, accepted] = await Promise.all([
      this.settings.getOrLoad(settingsKey(at.channelId, at.lectureIndex), () => this.load(db, at)),
      this.acceptedBy(db, at.userId),
    ]);
    return { ...settings, policyAccepted: accepted };
  }

  /** Whether the user accepted the current notice (false for a visitor). */
  async acceptedBy(db: Knex, userId: number | null): Promise<boolean> {
    if (userId === null) return false;
    if (this.accepted.get(userId)) return true;
    const accepted = await policyAccepted(db, userId);
    if (accepted) this.accepted.set(userId, true);
    return accepted;
  }

  /** Remembers an acceptance given through this instance. */
  noteAccepted(userId: number): void {
    this.accepted.set(userId, true);
  }

  /** Drops the copies a save made stale: the channel's every lesson, or the lecture's. */
  forget(change: { channelId: number | null; lectureIndex: number | null }): void {
    if (change.lectureIndex === null) {
      const prefix = `${change.channelId ?? 0}:`;
      this.settings.clear((key) => key.startsWith(prefix));
    } else {
      const suffix = `:${change.lectureIndex}`;
      this.settings.clear((key) => key.endsWith(suffix));
    }
  }

  /** Both settings in one statement. */
  private async load(db: Knex, at: { channelId: number | null; lectureIndex: number }) {
    const { rows } = await db.raw(
      `SELECT
         (SELECT settings FROM ai_channel_settings WHERE coalesce(channel_id, 0) = ? LIMIT 1) AS channel,
         (SELECT settings FROM ai_lecture_settings WHERE lecture_index = ? LIMIT 1) AS lecture`,
      [at.channelId ?? 0, at.lectureIndex],
    );
    const row = rows[0] as { channel: unknown; lecture: unknown };
    return {
      channel: parseChannelSettings(row.channel, this.defaultUsageLimit),
      lecture: parseLectureSettings(row.lecture),
    };
  }
}

/** This core instance's reader, its copies dropped whenever any instance saves settings. */
export function registerLessonSettings(env: RegisterEnv): LessonSettingsReader {
  const reader = new LessonSettingsReader(defaultUsageLimitOf(env.config));
  env.on(aiSettingsChanged, (change) => reader.forget(change), { everyInstance: true });
  return reader;
}
