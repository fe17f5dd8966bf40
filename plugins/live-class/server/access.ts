import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import { lessonContextRef, type LessonContextService } from '@seodang/plugin-lectures/lesson-context';
import type { UserType } from '../common/index.ts';
import { meetingKind, type MeetingRow } from './scoped-kinds.ts';

/** The answer for a class that is missing or in another channel (the two look the same). */
export const meetingNotFound = {
  code: 'meeting_not_found',
  messageKey: 'live-class.error.meeting_not_found',
};
/** The answer for a lecture that is missing or in another channel. */
export const lectureNotFound = {
  code: 'lecture_not_found',
  messageKey: 'live-class.error.lecture_not_found',
};

export const notHost = () => new AppError(403, 'not_host', 'live-class.error.not_host');

/** A class with what the caller is in it. */
export interface MeetingAccess {
  meeting: MeetingRow;
  /** 'creator' or 'manager': a host; 'attendee': a learner. */
  userType: UserType;
  isHost: boolean;
  lectureName: string | null;
}

/**
 * What `userId` is in a class, or why not: a lecture's class is hosted by the lecture's teachers
 * and the channel's admins (lectures' `canEdit`) and attended by its enrolled learners
 * (`canView`); a whole-channel class is hosted by the channel's admins and attended by its members
 * (core has already refused non-members). Null lecture: it is gone (the class answers 404).
 */
export async function accessOf(
  lectures: LessonContextService,
  meeting: MeetingRow,
  user: { id: number; isAdmin: boolean },
): Promise<{ userType: UserType | 'none'; lectureName: string | null } | null> {
  const hostType = (): UserType => (meeting.creator_id === user.id ? 'creator' : 'manager');
  if (meeting.lecture_id === null)
    return { userType: user.isAdmin ? hostType() : 'attendee', lectureName: null };
  const lecture = await lectures.lecture(
    { userId: user.id, channelId: meeting.channel_id },
    meeting.lecture_id,
  );
  if (!lecture) return null;
  const userType = lecture.canEdit ? hostType() : lecture.canView ? 'attendee' : 'none';
  return { userType, lectureName: lecture.title };
}

/** Whether a host removed the learner from the class (they are kept out of all of it). */
export async function wasRemoved(db: Knex, meetingId: number, userId: number): Promise<boolean> {
  const row = (await db('live_participants')
    .where({ meeting_id: meetingId, user_id: userId })
    .whereNotNull('kicked_at')
    .first('user_id')) as { user_id: number } | undefined;
  return !!row;
}

/** Refuses someone who is neither host nor learner: a learner is not enrolled, anyone else is no host. */
export function notAllowed(rc: RequestContext): AppError {
  return rc.role === 'student' || rc.role === 'temp'
    ? new AppError(403, 'not_enrolled', 'live-class.error.not_enrolled')
    : notHost();
}

/** The class in the request's channel, for someone allowed in it (404 for another channel's, 403 for a stranger). */
export async function requireMeeting(rc: RequestContext, meetingIndex: number): Promise<MeetingAccess> {
  const meeting = await rc.inChannel<MeetingRow>(meetingKind, meetingIndex, meetingNotFound);
  const user = rc.requireUser();
  const found = await accessOf(rc.service(lessonContextRef), meeting, {
    id: user.id,
    isAdmin: rc.role === 'admin',
  });
  if (!found) throw new AppError(404, meetingNotFound.code, meetingNotFound.messageKey);
  if (found.userType === 'none') throw notAllowed(rc);
  if (found.userType === 'attendee' && (await wasRemoved(rc.db, meeting.id, user.id)))
    throw new AppError(403, 'kicked', 'live-class.error.kicked');
  return {
    meeting,
    userType: found.userType,
    isHost: found.userType !== 'attendee',
    lectureName: found.lectureName,
  };
}

/** The class, for its hosts only. */
export async function requireHost(rc: RequestContext, meetingIndex: number): Promise<MeetingAccess> {
  const access = await requireMeeting(rc, meetingIndex);
  if (!access.isHost) throw notHost();
  return access;
}

/**
 * Who may schedule a class: for a lecture, its teachers and the channel's admins; for the whole
 * channel, its admins only. Answers the lecture's name.
 */
export async function requireScheduler(
  rc: RequestContext,
  lectureIndex: number | null,
): Promise<string | null> {
  if (lectureIndex === null) {
    if (!rc.channel || rc.role !== 'admin')
      throw new AppError(403, 'channel_class_admins_only', 'live-class.error.channel_class_admins_only');
    return null;
  }
  await rc.inChannel('lecture', lectureIndex, lectureNotFound);
  const lecture = await rc
    .service(lessonContextRef)
    .lecture({ userId: rc.requireUser().id, channelId: rc.channel?.index ?? null }, lectureIndex);
  if (!lecture) throw new AppError(404, lectureNotFound.code, lectureNotFound.messageKey);
  if (!lecture.canEdit) throw notHost();
  return lecture.title;
}

/** Whether the user is an active, joined member of the channel (the realtime topic's check). */
export async function isChannelMember(db: Knex, channelId: number, userId: number): Promise<boolean> {
  const row = (await db('channel_members')
    .where({ channel_id: channelId, user_id: userId, state: 'joined', is_active: true })
    .first('role')) as { role: string } | undefined;
  return !!row;
}

/** Whether the user is an admin of the channel. */
export async function isChannelAdmin(db: Knex, channelId: number, userId: number): Promise<boolean> {
  const row = (await db('channel_members')
    .where({ channel_id: channelId, user_id: userId, state: 'joined', is_active: true, role: 'admin' })
    .first('id')) as { id: number } | undefined;
  return !!row;
}
