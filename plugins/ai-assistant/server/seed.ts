import type { Knex, SeedContext } from '@seodang/sdk';
import type { ChannelAiSettings, Guardrail, LectureAiSettings } from '../common/settings.ts';
import { defaultChannelSettings, defaultLectureSettings } from '../common/settings.ts';
import { currentPolicyVersion } from './policy.ts';
import { periodOf } from './quota/usage.ts';

/** The demo channel's Python class (정하준 is enrolled) and the public site's Python course. */
export const demoLectures = {
  channel: { subject: '정보 수업: 파이썬 기초', guardrail: 'hints' as Guardrail },
  public: { subject: '파이썬으로 배우는 프로그래밍 기초', guardrail: 'fixes' as Guardrail },
};
/**
 * The lesson whose Python quiz 정하준 has asked about today: the loop tutorial, the lesson he is
 * on (the class is sequential and he has finished the three before it), where his rated chat is.
 */
export const demoLessonTitle = '반복문 따라 하기';
/** 정하준's questions today in that lesson. */
export const demoUsage = 2;

const demoChannelSettings: ChannelAiSettings = { ...defaultChannelSettings(9), active: true, usageLimit: 9 };

/** Turns the service on (it starts off, §6) unless an admin already decided. */
async function enableService(db: Knex, channelId: number | null): Promise<void> {
  await db.raw(
    `INSERT INTO channel_services (channel_id, service, enabled, updated_at) VALUES (?, 'AI_ASSISTANT', true, now())
     ON CONFLICT ((coalesce(channel_id, 0)), service) DO NOTHING`,
    [channelId],
  );
}

async function channelSettings(db: Knex, channelId: number | null): Promise<void> {
  await db.raw(
    `INSERT INTO ai_channel_settings (channel_id, settings) VALUES (?, ?)
     ON CONFLICT ((coalesce(channel_id, 0))) DO NOTHING`,
    [channelId, JSON.stringify(demoChannelSettings)],
  );
}

async function lectureOf(db: Knex, subject: string, channelId: number | null) {
  const q = db('lectures').where({ subject }).first('id', 'owner_id');
  return channelId === null ? q.whereNull('channel_id') : q.where({ channel_id: channelId });
}

async function lectureSettings(
  db: Knex,
  lecture: { id: number; owner_id: number | null },
  channelId: number | null,
  guardrail: Guardrail,
): Promise<void> {
  const settings: LectureAiSettings = { ...defaultLectureSettings(demoChannelSettings), guardrail };
  await db('ai_lecture_settings')
    .insert({
      lecture_index: lecture.id,
      channel_id: channelId,
      settings: JSON.stringify(settings),
      updated_by: lecture.owner_id,
    })
    .onConflict('lecture_index')
    .ignore();
}

/**
 * The assistant's demo: on in the demo channel and on the public site (9 questions a lesson and
 * day), the channel's Python class under `hints` and the public Python course under `fixes`, and
 * 정하준 (`hajun`) with the notice accepted and 2 of 9 questions asked today in the class's
 * "반복문 따라 하기" tutorial (whose Python quiz the workspace's demo data attaches). Idempotent.
 */
export async function seedAiAssistant(ctx: SeedContext): Promise<void> {
  const { db, channelId, users } = ctx;
  for (const scope of [channelId, null]) {
    await enableService(db, scope);
    await channelSettings(db, scope);
  }
  if (!(await db.schema.hasTable('lectures'))) return;
  const classLecture = await lectureOf(db, demoLectures.channel.subject, channelId);
  const publicLecture = await lectureOf(db, demoLectures.public.subject, null);
  if (classLecture) await lectureSettings(db, classLecture, channelId, demoLectures.channel.guardrail);
  if (publicLecture) await lectureSettings(db, publicLecture, null, demoLectures.public.guardrail);

  const hajun = users.hajun;
  if (!hajun) return;
  await db('ai_policy_acceptances')
    .insert({ user_id: hajun, policy_version: currentPolicyVersion })
    .onConflict(['user_id', 'policy_version'])
    .ignore();
  if (!classLecture) return;
  const lesson = await db('lecture_lessons')
    .where({ lecture_id: classLecture.id, title: demoLessonTitle })
    .first('id');
  if (!lesson) return;
  await db('ai_usage')
    .insert({
      user_id: hajun,
      lecture_index: classLecture.id,
      lesson_index: lesson.id,
      period: periodOf(new Date()),
      current_usage: demoUsage,
    })
    .onConflict(['user_id', 'lecture_index', 'lesson_index', 'period'])
    .ignore();
}
