import type { RegisterEnv, StartContext } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import { accessOf, isChannelAdmin, isChannelMember, wasRemoved } from './access.ts';
import type { MeetingRow } from './scoped-kinds.ts';

let services: StartContext | null = null;

/** Hands the topic policy the running plugin's services (plugin `start`). */
export function setTopicServices(ctx: StartContext): void {
  services = ctx;
}

/**
 * `live:{meetingIndex}`: the class's chat, hands, users, name and status, for its hosts and
 * learners (the same people the routes let in: members of the class's channel, not a removed learner).
 */
export function registerLiveTopic(env: RegisterEnv): void {
  env.topic('live:{meetingIndex}', async ({ user, params, db, channel }) => {
    const meetingIndex = Number(params.meetingIndex);
    if (!user || !services || !Number.isSafeInteger(meetingIndex) || meetingIndex < 1) return false;
    const meeting = (await db('live_meetings').where({ id: meetingIndex }).first()) as MeetingRow | undefined;
    // The class's own channel decides, whichever host the socket came through; a socket that
    // names another channel hears nothing of it.
    if (!meeting || (channel && channel.index !== meeting.channel_id)) return false;
    if (meeting.channel_id !== null && !(await isChannelMember(db, meeting.channel_id, user.id)))
      return false;
    const isAdmin = meeting.channel_id !== null && (await isChannelAdmin(db, meeting.channel_id, user.id));
    const access = await accessOf(services.service(lessonContextRef), meeting, { id: user.id, isAdmin });
    if (!access || access.userType === 'none') return false;
    return access.userType !== 'attendee' || !(await wasRemoved(db, meeting.id, user.id));
  });
}
