import type { RegisterEnv, StartContext } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import { sessionsIn } from './scoped-kinds.ts';

let services: StartContext | null = null;

/** Hands the topic policy the running plugin's services (plugin `start`). */
export function setTopicServices(ctx: StartContext): void {
  services = ctx;
}

/**
 * `attendance:{sessionId}:display`: the code as it rotates and the close, for those who manage the
 * session's lecture in the socket's channel (the lecture's teacher and the channel's admins).
 */
export function registerDisplayTopic(env: RegisterEnv): void {
  env.topic('attendance:{sessionId}:display', async ({ user, params, db, channel }) => {
    const sessionId = Number(params.sessionId);
    if (!user || !services || !Number.isSafeInteger(sessionId) || sessionId < 1) return false;
    const channelId = channel?.index ?? null;
    const session = await sessionsIn(db, channelId).where({ id: sessionId }).first('lecture_id');
    if (!session) return false;
    const lecture = await services
      .service(lessonContextRef)
      .lecture({ userId: user.id, channelId }, session.lecture_id);
    return !!lecture?.canEdit;
  });
}
