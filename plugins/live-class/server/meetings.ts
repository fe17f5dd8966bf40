import { randomUUID } from 'node:crypto';
import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import {
  liveEvents,
  liveTopic,
  type Meeting,
  type MeetingInput,
  type RecordingSummary,
  type UserType,
} from '../common/index.ts';
import { meetingNotFound } from './access.ts';
import { forgetTokens } from './room-tokens.ts';
import { newPin, newRoomNumber } from './rooms.ts';
import type { MeetingRow } from './scoped-kinds.ts';

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** The JSON shape of a class, as the caller sees it. */
export function presentMeeting(
  meeting: MeetingRow,
  viewer: {
    userType: UserType;
    attendeeId: number | null;
    lectureName: string | null;
    origin: string;
    recording?: RecordingSummary;
  },
): Meeting {
  return {
    index: meeting.id,
    name: meeting.name,
    useRecord: meeting.use_record,
    creatorId: meeting.creator_id,
    shareLink: `${viewer.origin}/live/${meeting.id}`,
    status: meeting.status,
    meetingId: meeting.meeting_uid,
    attendeeId: viewer.attendeeId,
    currentUserCount: meeting.current_user_count,
    maxUserCount: meeting.max_user_count,
    lectureIndex: meeting.lecture_id,
    lectureName: viewer.lectureName,
    startAt: new Date(meeting.start_at).toISOString(),
    durationMinutes: meeting.duration_minutes,
    startedAt: iso(meeting.started_at),
    endedAt: iso(meeting.ended_at),
    userType: viewer.userType,
    deviceMode: {
      useAudio: meeting.use_audio,
      useVideo: meeting.use_video,
      useMicLocked: meeting.use_mic_locked,
      useVideoLocked: meeting.use_video_locked,
    },
    mainUser: meeting.main_user_id,
    recording: viewer.recording ?? { state: 'none', progress: 0 },
  };
}

/** The caller's camera feed id in the class, once they joined. */
export async function attendeeIdOf(db: Knex, meetingId: number, userId: number): Promise<number | null> {
  const row = (await db('live_participants')
    .where({ meeting_id: meetingId, user_id: userId })
    .first('attendee_id')) as { attendee_id: string } | undefined;
  return row ? Number(row.attendee_id) : null;
}

/** Inserts a scheduled class with its own room number and pin. */
export async function insertMeeting(
  db: Knex,
  input: Required<Omit<MeetingInput, 'lectureIndex'>> & { lectureIndex: number | null },
  channelId: number | null,
  creatorId: number,
): Promise<MeetingRow> {
  const [row] = (await db('live_meetings')
    .insert({
      channel_id: channelId,
      lecture_id: input.lectureIndex,
      name: input.name,
      use_record: input.useRecord,
      creator_id: creatorId,
      meeting_uid: randomUUID(),
      janus_room: newRoomNumber(),
      janus_pin: newPin(),
      max_user_count: input.maxUserCount,
      start_at: input.startAt,
      duration_minutes: input.durationMinutes,
    })
    .returning('*')) as MeetingRow[];
  return row;
}

/** The class row, locked for the rest of the transaction (joins, leaves and status changes queue on it). */
/**
 * Locks a class's row in `trx`. A class found before the lock may be gone by then (a delete
 * running at the same time): it answers 404 `meeting_not_found`, like a missing one.
 */
export async function lockMeeting(trx: Knex.Transaction, meetingId: number): Promise<MeetingRow> {
  const row = (await trx('live_meetings').where({ id: meetingId }).forUpdate().first()) as
    MeetingRow | undefined;
  if (!row) throw new AppError(404, meetingNotFound.code, meetingNotFound.messageKey);
  return row;
}

export const alreadyEnded = () => new AppError(409, 'already_ended', 'live-class.error.already_ended');
export const notStarted = () => new AppError(409, 'not_started', 'live-class.error.not_started');
export const alreadyStarted = () => new AppError(409, 'already_started', 'live-class.error.already_started');

/**
 * Ends a class in `trx`: status 'ended', every open stretch of presence closed at the end,
 * nobody present any more, its Janus tokens forgotten (the room goes). Answers the ended row
 * (unchanged when it had already ended).
 */
export async function endMeeting(trx: Knex.Transaction, meetingId: number): Promise<MeetingRow> {
  const meeting = await lockMeeting(trx, meetingId);
  if (meeting.status === 'ended') return meeting;
  const [ended] = (await trx('live_meetings')
    .where({ id: meetingId })
    .update({
      status: 'ended',
      ended_at: trx.fn.now(),
      started_at: meeting.started_at ?? trx.fn.now(),
      current_user_count: 0,
      updated_at: trx.fn.now(),
    })
    .returning('*')) as MeetingRow[];
  await trx('live_presence')
    .where({ meeting_id: meetingId })
    .whereNull('left_at')
    .update({ left_at: ended.ended_at });
  await trx('live_participants')
    .where({ meeting_id: meetingId, present: true })
    .update({ present: false, last_left_at: ended.ended_at });
  await forgetTokens(trx, meetingId);
  return ended;
}

/** Tells everyone in the class its status changed. */
export async function publishStatus(rc: RequestContext, meeting: MeetingRow): Promise<void> {
  await rc.publish(liveTopic(meeting.id), liveEvents.status, {
    status: meeting.status,
    currentUserCount: meeting.current_user_count,
  });
}
