import type { RegisterEnv, StartContext } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';

let services: StartContext | null = null;

/** Hands the topic policy the running plugin's services (plugin `start`). */
export function setTopicServices(ctx: StartContext): void {
  services = ctx;
}

/**
 * `attendance:{sessionId}:display`: the code as it rotates, the check-ins and the close, for those
 * who manage the session's lecture (its teacher and the admins of the session's channel).
 */
export function registerDisplayTopic(env: RegisterEnv): void {
  env.topic('attendance:{sessionId}:display', async ({ user, params, db, channel }) => {
    const sessionId = Number(params.sessionId);
    if (!user || !services || !Number.isSafeInteger(sessionId) || sessionId < 1) return false;
    const session = (await db('attendance_sessions')
      .where({ id: sessionId })
      .first('lecture_id', 'channel_id')) as { lecture_id: number; channel_id: number | null } | undefined;
    // The session's own channel decides, whichever host the socket came through; a socket that
    // names another channel hears nothing of it.
    if (!session || (channel && channel.index !== session.channel_id)) return false;
    const viewer = { userId: user.id, channelId: session.channel_id };
    const lecture = await services.service(lessonContextRef).lecture(viewer, session.lecture_id);
    return !!lecture?.canEdit;
  });
}
