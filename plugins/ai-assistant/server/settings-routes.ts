import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import type { FeatureState } from '../common/availability.ts';
import { aiMessages } from '../common/messages.ts';
import { ChannelAiSettings, LectureAiSettings, defaultLectureSettings } from '../common/settings.ts';
import type { AiProviderStatus, AiSettingsView, LectureSettingsView } from '../common/views.ts';
import { aiPath } from './segment.ts';
import { aiConfigOf } from './providers/index.ts';
import { assertNotInExam } from './exam-guard.ts';
import { acceptPolicy, currentPolicyVersion } from './policy.ts';
import { aiLessonState, notFound } from './settings/lesson-state.ts';
import { indexesOf, lessonIndexesQuery, settingsIndexesQuery } from './settings/indexes-query.ts';
import { providerStatusOf } from './settings/provider-status.ts';
import { keyRefusedSince } from './providers/key-refusal.ts';
import { aiSettingsChanged, type LessonSettingsReader } from './settings/lesson-settings-read.ts';
import {
  channelSettingsOf,
  defaultUsageLimitOf,
  lectureSettingsOf,
  saveChannelSettings,
  saveLectureSettings,
  wideningOf,
} from './settings/store.ts';
import { registerReviewRoutes } from './reviews/review-routes.ts';

const tags = ['ai-assistant'];

/** The provider as the panel and admin see it (never its key or address); a refused key with its time. */
async function providerView(config: Readonly<Record<string, unknown>>): Promise<AiProviderStatus> {
  const status = providerStatusOf(config);
  const keyRefusedAt = status.configured ? await keyRefusedSince() : null;
  const model = (config.ai as { model?: unknown } | undefined)?.model;
  return {
    name: status.name as AiProviderStatus['name'],
    configured: status.configured,
    demo: status.demo,
    keyRefused: keyRefusedAt !== null,
    keyRefusedAt,
    model: typeof model === 'string' ? model : null,
  };
}

/** What a visitor (not logged in) is told: the provider, and in a lesson every feature off. */
async function visitorView(
  config: Readonly<Record<string, unknown>>,
  inLesson: boolean,
): Promise<AiSettingsView> {
  const provider = await providerView(config);
  const off: FeatureState = {
    enabled: false,
    reason: provider.configured ? 'not_logged_in' : 'provider_off',
  };
  return {
    provider,
    effective: null,
    availability: inLesson ? { codeSolution: off, codeExplanation: off, chat: off, qna: off } : null,
    policyAccepted: false,
    editor: false,
    usage: null,
    channel: null,
    retentionDays: aiConfigOf(config).retentionDays,
  };
}

/** The lecture of the request's channel the caller edits (owner or channel admin), else 404 / 403. */
async function editableLecture(rc: RequestContext, lectureIndex: number) {
  const service = rc.optionalService(lessonContextRef);
  if (!service) throw new AppError(404, notFound.lecture.code, notFound.lecture.messageKey);
  await rc.inChannel('lecture', lectureIndex, notFound.lecture);
  const lecture = await service.lecture(
    { userId: rc.user?.id ?? null, channelId: rc.channel?.index ?? null },
    lectureIndex,
  );
  if (!lecture) throw new AppError(404, notFound.lecture.code, notFound.lecture.messageKey);
  if (!lecture.canEdit) throw new AppError(403, 'not_lecture_editor', 'ai.error.not_lecture_editor');
  return lecture;
}

/**
 * The assistant's settings, availability, usage and policy routes under `/api/{ai}/`, its review
 * routes, and its messages. Every route answers 403 `ai_exam_in_progress` to an examinee mid-exam.
 */
export function registerSettingsRoutes(env: RegisterEnv, lessonSettings: LessonSettingsReader): void {
  env.messages(aiMessages);
  const config = env.config;
  const deps = { config, lessonSettings };
  const defaultLimit = () => defaultUsageLimitOf(config);

  env.route({
    method: 'GET',
    path: aiPath(env, 'settings'),
    summary:
      "The assistant in a lesson for the caller: effective settings, each feature's state with its reason, usage, provider, policy",
    tags,
    // Anyone: a visitor gets every feature off with its reason (§4, §6), so the panel says why.
    access: 'public',
    query: settingsIndexesQuery,
    async handler({ query }, rc) {
      await assertNotInExam(rc);
      const indexes = indexesOf(query);
      if (!rc.user) return { data: await visitorView(config, indexes.lesson !== undefined) };
      const admin = rc.role === 'admin';
      const channel = admin
        ? await channelSettingsOf(rc.db, rc.channel?.index ?? null, defaultLimit())
        : null;
      const view: AiSettingsView = {
        provider: await providerView(config),
        effective: null,
        availability: null,
        policyAccepted: false,
        editor: false,
        usage: null,
        channel,
        retentionDays: aiConfigOf(config).retentionDays,
      };
      if (indexes.lecture === undefined || indexes.lesson === undefined) {
        return {
          data: { ...view, policyAccepted: await lessonSettings.acceptedBy(rc.db, rc.requireUser().id) },
        };
      }
      const state = await aiLessonState(rc, deps, {
        lecture: indexes.lecture,
        lesson: indexes.lesson,
        quiz: indexes.quiz,
      });
      return {
        data: {
          ...view,
          effective: state.settings,
          availability: state.availability,
          policyAccepted: state.policyAccepted,
          editor: state.exempt,
          usage: state.usage,
        } satisfies AiSettingsView,
      };
    },
  });

  env.route({
    method: 'GET',
    path: aiPath(env, 'usage'),
    summary: "The caller's questions today in a lesson, its limit and the next reset (00:00 Asia/Seoul)",
    tags,
    access: 'user',
    query: lessonIndexesQuery,
    async handler({ query }, rc) {
      await assertNotInExam(rc);
      const state = await aiLessonState(rc, deps, {
        lecture: query['indexes[lecture]'],
        lesson: query['indexes[lesson]'],
      });
      return { data: state.usage };
    },
  });

  env.route({
    method: 'PUT',
    path: aiPath(env, 'channel-settings'),
    summary: "Save the channel's assistant settings (the channel's admin; on the public site a site admin)",
    tags,
    access: ['admin'],
    body: ChannelAiSettings,
    async handler({ body }, rc) {
      await assertNotInExam(rc);
      const channelId = rc.channel?.index ?? null;
      await saveChannelSettings(rc.db, channelId, body, rc.requireUser().id);
      await rc.emit(aiSettingsChanged, { channelId, lectureIndex: null });
      return { data: body };
    },
  });

  const lectureParams = z.object({ lectureIndex: idSchema });

  env.route({
    method: 'GET',
    path: aiPath(env, 'lectures/:lectureIndex/settings'),
    summary:
      "A lecture's assistant settings and the channel's they narrow (its owner and the channel's admin)",
    tags,
    access: 'user',
    params: lectureParams,
    async handler({ params }, rc) {
      await assertNotInExam(rc);
      const lecture = await editableLecture(rc, params.lectureIndex);
      const channel = await channelSettingsOf(rc.db, rc.channel?.index ?? null, defaultLimit());
      const settings =
        (await lectureSettingsOf(rc.db, lecture.lectureIndex)) ?? defaultLectureSettings(channel);
      return { data: { settings, channel } satisfies LectureSettingsView };
    },
  });

  env.route({
    method: 'PUT',
    path: aiPath(env, 'lectures/:lectureIndex/settings'),
    summary:
      "Save a lecture's assistant settings; they only narrow the channel's (a feature it turned off stays off, the limit at most its)",
    tags,
    access: 'user',
    params: lectureParams,
    body: LectureAiSettings,
    async handler({ params, body }, rc) {
      await assertNotInExam(rc);
      const lecture = await editableLecture(rc, params.lectureIndex);
      const channel = await channelSettingsOf(rc.db, rc.channel?.index ?? null, defaultLimit());
      const widening = wideningOf(channel, body);
      if (widening.features.length)
        throw new AppError(400, 'ai_setting_wider_than_channel', 'ai.error.feature_off_in_channel', {
          features: widening.features.join(', '),
        });
      if (widening.limitAbove)
        throw new AppError(400, 'ai_setting_wider_than_channel', 'ai.error.limit_above_channel', {
          limit: channel.usageLimit,
        });
      await saveLectureSettings(rc.db, lecture, body, rc.requireUser().id);
      await rc.emit(aiSettingsChanged, { channelId: lecture.channelId, lectureIndex: lecture.lectureIndex });
      return { data: { settings: body, channel } satisfies LectureSettingsView };
    },
  });

  env.route({
    method: 'POST',
    path: aiPath(env, 'policy'),
    summary: "Accept the assistant's current notice (what is sent, who reads it, how long it is kept)",
    tags,
    access: 'user',
    async handler(_input, rc) {
      await assertNotInExam(rc);
      const userId = rc.requireUser().id;
      await acceptPolicy(rc.db, userId);
      lessonSettings.noteAccepted(userId);
      return { data: { policyVersion: currentPolicyVersion, accepted: true } };
    },
  });

  registerReviewRoutes(env);
}
