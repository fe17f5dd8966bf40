import type { RegisterEnv, StartContext, TopicPolicy } from '@seodang/sdk';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import type { UserType } from '../common/index.ts';
import { accessOf, isChannelAdmin, isChannelMember, wasRemoved } from './access.ts';
import type { MeetingRow } from './scoped-kinds.ts';

let services: StartContext | null = null;

/** Hands the topic policy the running plugin's services (plugin `start`). */
export function setTopicServices(ctx: StartContext): void {
  services = ctx;
}

/**
 * What the socket's user is in the class the topic names, under the rules the routes use
 * (members of the class's channel, not a removed learner), or null for someone kept out.
 */
async function userTypeOf({
  user,
  params,
  db,
  channel,
}: Parameters<TopicPolicy>[0]): Promise<UserType | null> {
  const meetingIndex = Number(params.meetingIndex);
  if (!user || !services || !Number.isSafeInteger(meetingIndex) || meetingIndex < 1) return null;
  const meeting = (await db('live_meetings').where({ id: meetingIndex }).first()) as MeetingRow | undefined;
  // The class's own channel decides, whichever host the socket came through; a socket that
  // names another channel hears nothing of it.
  if (!meeting || (channel && channel.index !== meeting.channel_id)) return null;
  if (meeting.channel_id !== null && !(await isChannelMember(db, meeting.channel_id, user.id))) return null;
  const isAdmin = meeting.channel_id !== null && (await isChannelAdmin(db, meeting.channel_id, user.id));
  const access = await accessOf(services.service(lessonContextRef), meeting, { id: user.id, isAdmin });
  if (!access || access.userType === 'none') return null;
  if (access.userType === 'attendee' && (await wasRemoved(db, meeting.id, user.id))) return null;
  return access.userType;
}

/**
 * `live:{meetingIndex}`: the class's chat, hands, users, name and status, for its hosts and
 * learners; `live:{meetingIndex}:hosts`: what only hosts hear (which learner saved code).
 */
export function registerLiveTopic(env: RegisterEnv): void {
  env.topic('live:{meetingIndex}', async (input) => (await userTypeOf(input)) !== null);
  env.topic('live:{meetingIndex}:hosts', async (input) => {
    const userType = await userTypeOf(input);
    return userType === 'creator' || userType === 'manager';
  });
}
