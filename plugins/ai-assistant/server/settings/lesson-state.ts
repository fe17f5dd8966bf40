import { AppError, type RequestContext } from '@seodang/sdk';
import { lessonContextRef, type LessonContext } from '@seodang/plugin-lectures/lesson-context';
import { assistContextRef, type AssistContext } from '@seodang/plugin-workspace/assist-context';
import { aiAvailability, type AiAvailability } from '../../common/availability.ts';
import {
  effectiveSettings,
  type ChannelAiSettings,
  type EffectiveAiSettings,
} from '../../common/settings.ts';
import type { AiUsage } from '../../common/api.ts';
import { activeExamOf } from '../exam-guard.ts';
import { providerStatusOf, type ProviderStatus } from './provider-status.ts';
import type { LessonSettingsReader } from './lesson-settings-read.ts';
import { systemClock, usageOf, type Clock } from '../quota/usage.ts';

type Rc = Pick<RequestContext, 'db' | 'user' | 'channel' | 'inChannel' | 'optionalService'>;

/** The 404s of the assistant's ids (another channel's answers the same). */
export const notFound = {
  lecture: { code: 'lecture_not_found', messageKey: 'ai.error.lecture_not_found' },
  lesson: { code: 'lesson_not_found', messageKey: 'ai.error.lesson_not_found' },
  quiz: { code: 'quiz_not_found', messageKey: 'ai.error.quiz_not_found' },
};
const missing = (what: keyof typeof notFound) =>
  new AppError(404, notFound[what].code, notFound[what].messageKey);

/** Who asks, as the other plugins' services take it. */
const viewerOf = (rc: Rc) => ({ userId: rc.user?.id ?? null, channelId: rc.channel?.index ?? null });

/**
 * The lesson of `indexes`, resolved in the request's channel (`rc.inChannel`, then the lectures
 * plugin's `lectures.lesson-context`): another channel's lecture or lesson, or a lesson of another
 * lecture, is a 404 like a missing one. Without the lectures plugin every lesson is missing.
 */
export async function findLesson(rc: Rc, lectureIndex: number, lessonIndex: number): Promise<LessonContext> {
  const service = rc.optionalService(lessonContextRef);
  if (!service) throw missing('lecture');
  // The service resolves the lecture and the lesson in the viewer's channel (the lesson within the
  // lecture). Only when it finds nothing does the lecture's own check say which 404 it is: a
  // question waits on these reads before its first token, and the pool is shared.
  const lesson = await service.lesson(viewerOf(rc), lectureIndex, lessonIndex);
  if (lesson) return lesson;
  await rc.inChannel('lecture', lectureIndex, notFound.lecture);
  throw missing('lesson');
}

/**
 * The quiz of the lesson with the caller's own work (workspace's `workspace.assist-context`), or
 * 404. The service resolves the quiz in the viewer's channel and within the lesson: another
 * channel's quiz is null like a missing one, so no separate channel check waits before it.
 */
export async function findQuiz(
  rc: Rc,
  at: { lectureIndex: number; lessonIndex: number; quizIndex: number; submissionIndex?: number },
): Promise<AssistContext> {
  const service = rc.optionalService(assistContextRef);
  if (!service || !rc.user) throw missing('quiz');
  const quiz = await service.of({ userId: rc.user.id, channelId: rc.channel?.index ?? null }, at);
  if (!quiz) throw missing('quiz');
  return quiz;
}

/** What a lesson's state is read with: the deployment's configuration, this instance's settings reader. */
export interface LessonStateDeps {
  config: Readonly<Record<string, unknown>>;
  lessonSettings: LessonSettingsReader;
}

/** Everything the assistant decides from in one lesson, for the caller. */
export interface AiLessonState {
  lesson: LessonContext;
  quiz: AssistContext | null;
  channel: ChannelAiSettings;
  settings: EffectiveAiSettings;
  availability: AiAvailability;
  provider: ProviderStatus;
  policyAccepted: boolean;
  /** The exam the caller is in now, or null. */
  exam: { examIndex: number; aiExam: boolean } | null;
  /** The lecture's editors ask without spending units. */
  exempt: boolean;
  /** The caller's count today; null for a visitor, or when not asked for (`withUsage: false`). */
  usage: AiUsage | null;
}

/**
 * The state of the assistant in a lesson for the caller: the lecture's settings narrowed by the
 * channel's, the §4 availability with its reasons, the provider, the policy, the exam and the
 * caller's usage today. The ask routes and `GET /api/{ai}/settings` share it; a question reserves
 * its unit instead of reading the count (`withUsage: false`: one query less before its answer).
 */
export async function aiLessonState(
  rc: Rc,
  { config, lessonSettings }: LessonStateDeps,
  indexes: { lecture: number; lesson: number; quiz?: number; submission?: number },
  clock: Clock = systemClock,
  options: { withUsage?: boolean } = {},
): Promise<AiLessonState> {
  // The reads are independent: they run together (a question waits on them before its first
  // token), and the lesson's 404 still comes before the quiz's.
  const lessonRead = findLesson(rc, indexes.lecture, indexes.lesson);
  const quizRead =
    indexes.quiz === undefined
      ? Promise.resolve(null)
      : findQuiz(rc, {
          lectureIndex: indexes.lecture,
          lessonIndex: indexes.lesson,
          quizIndex: indexes.quiz,
          submissionIndex: indexes.submission,
        });
  const rest = Promise.all([
    lessonSettings.read(rc.db, {
      channelId: rc.channel?.index ?? null,
      lectureIndex: indexes.lecture,
      userId: rc.user?.id ?? null,
    }),
    activeExamOf(rc),
  ]);
  // Awaited below in order; a rejection before its turn must not go unhandled meanwhile.
  quizRead.catch(() => undefined);
  rest.catch(() => undefined);
  const lesson = await lessonRead;
  const quiz = await quizRead;
  const [{ channel, lecture, policyAccepted: accepted }, exam] = await rest;
  const settings = effectiveSettings(channel, lecture);
  const provider = providerStatusOf(config);
  const availability = aiAvailability({
    providerConfigured: provider.configured,
    loggedIn: !!rc.user,
    settings,
    channelActive: channel.active,
    canView: lesson.canView,
    policyAccepted: accepted,
    inExam: !!exam || !!quiz?.examMode,
    useTextbook: lesson.useTextbook,
    lessonType: lesson.lessonType,
    quizLanguage: quiz?.language ?? lesson.quizLanguage,
  });
  const usage =
    rc.user && options.withUsage !== false
      ? await usageOf(
          rc.db,
          { userId: rc.user.id, lectureIndex: lesson.lectureIndex, lessonIndex: lesson.lessonIndex },
          settings.usageLimit,
          clock(),
        )
      : null;
  return {
    lesson,
    quiz,
    channel,
    settings,
    availability,
    provider,
    policyAccepted: accepted,
    exam,
    exempt: lesson.canEdit,
    usage,
  };
}
