import { startTestCore, type TestChannel, type TestClient, type TestCore } from '@seodang/sdk/testing';
import { createLectureWithLessons, loopQuizLesson } from '@seodang/plugin-lectures/testing';
import type { ChannelAiSettings } from '../../common/settings.ts';
import { defaultChannelSettings } from '../../common/settings.ts';
import { aiSettingsChanged } from '../settings/lesson-settings-read.ts';

/** The assistant's base path in tests (the default `ai.segment`). */
export const ai = '/api/seodang-ai';

/** A lecture with one quiz lesson in a channel, made through the lectures API by its owner. */
export interface FixtureLecture {
  lecture: number;
  lesson: number;
  /** A tutorial lesson of the same lecture. */
  tutorial: number;
}

/**
 * A school channel (owner teacher, another teacher, admin, an enrolled learner `ai.learner`, a
 * member not enrolled) with a Python lecture, and a second channel with its own admin and lecture,
 * on a core with the demo provider and the assistant's service on in both channels.
 */
export async function aiFixture(options: { provider?: 'demo' | 'off' } = {}) {
  const app: TestCore = await startTestCore({
    plugins: ['lectures', 'workspace', 'assessment', 'ai-assistant'],
    config: {
      ai: {
        provider: options.provider ?? 'demo',
        segment: 'seodang-ai',
        defaultUsageLimit: 9,
        retentionDays: 90,
      },
    },
  });
  const school = await app.createChannelWithMembers({
    slug: 'ai-school',
    members: {
      'ai.teacher': 'teacher',
      'ai.other': 'teacher',
      'ai.admin': { role: 'admin', extra: { is_main_manager: true } },
      'ai.learner': 'student',
      'ai.stranger': 'student',
    },
  });
  const other = await app.createChannelWithMembers({
    slug: 'ai-other',
    members: {
      'ai.other.admin': { role: 'admin', extra: { is_main_manager: true } },
      'ai.other.teacher': 'teacher',
    },
  });
  const clients = new Map<string, TestClient>();
  const as = async (userId: string, locale = 'en', channel: TestChannel = school) => {
    const key = `${userId}/${locale}/${channel.slug}`;
    if (!clients.has(key)) clients.set(key, await channel.login(userId, { locale }));
    return clients.get(key)!;
  };
  const makeLecture = async (channel: TestChannel, owner: string): Promise<FixtureLecture> => {
    const { lecture, lessons } = await createLectureWithLessons(await as(owner, 'en', channel), [
      loopQuizLesson,
      { title: '반복문 따라 하기', type: 'tutorial', quizLanguage: 'python3' },
    ]);
    return { lecture, lesson: lessons[0], tutorial: lessons[1] };
  };
  const lecture = await makeLecture(school, 'ai.teacher');
  const otherLecture = await makeLecture(other, 'ai.other.teacher');
  await app.core.db('lecture_enrolments').insert({
    lecture_id: lecture.lecture,
    user_id: school.ids['ai.learner'],
    state: 'joined',
    joined_at: new Date(),
  });
  // The service starts off (§6): each channel's admin turns it on.
  for (const [channel, admin] of [
    [school, 'ai.admin'],
    [other, 'ai.other.admin'],
  ] as const) {
    const on = await (
      await as(admin, 'en', channel)
    ).put('/api/channel/services/AI_ASSISTANT', { enabled: true });
    if (on.status !== 200) throw new Error(JSON.stringify(on.body));
  }

  /**
   * Saves channel settings directly (the admin route is tested on its own) and tells every core
   * instance, as the route does, so that none answers from its copy.
   */
  const setChannel = async (patch: Partial<ChannelAiSettings>, channelId: number | null = school.id) => {
    const settings = { ...defaultChannelSettings(9), active: true, ...patch };
    await app.core
      .db('ai_channel_settings')
      .whereRaw('coalesce(channel_id, 0) = ?', [channelId ?? 0])
      .delete();
    await app.core
      .db('ai_channel_settings')
      .insert({ channel_id: channelId, settings: JSON.stringify(settings) });
    await app.core.emit(aiSettingsChanged, { channelId, lectureIndex: null });
  };
  /** Deletes every lecture's saved settings (they follow the channel again) and tells every instance. */
  const clearLectureSettings = async () => {
    const rows: { lecture_index: number; channel_id: number | null }[] = await app.core
      .db('ai_lecture_settings')
      .delete()
      .returning(['lecture_index', 'channel_id']);
    for (const r of rows)
      await app.core.emit(aiSettingsChanged, { channelId: r.channel_id, lectureIndex: r.lecture_index });
  };
  const acceptPolicy = async (userId: string) =>
    app.core
      .db('ai_policy_acceptances')
      .insert({ user_id: ids(userId), policy_version: 1 })
      .onConflict()
      .ignore();
  const ids = (userId: string) => school.ids[userId] ?? other.ids[userId];
  const query = (l: FixtureLecture, lesson = l.lesson, quiz?: number) =>
    `indexes[lecture]=${l.lecture}&indexes[lesson]=${lesson}${quiz ? `&indexes[quiz]=${quiz}` : ''}`;
  return {
    app,
    school,
    other,
    as,
    lecture,
    otherLecture,
    setChannel,
    clearLectureSettings,
    acceptPolicy,
    ids,
    query,
  };
}
