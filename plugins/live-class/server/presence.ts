import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import { liveEvents, liveTopic, type LiveUser, type Reaction, type UserType } from '../common/index.ts';
import { lockMeeting, alreadyEnded, notStarted } from './meetings.ts';
import { kicked } from './moderation.ts';
import { keepToken, revokeTokens, type RoomTokenGrant } from './room-tokens.ts';
import { newFeedId } from './rooms.ts';
import type { MeetingRow } from './scoped-kinds.ts';

/** What telling the class needs: a request's context or the plugin's (presence events). */
type Publisher = Pick<RequestContext, 'db' | 'publish'>;

export const roomFull = () => new AppError(409, 'room_full', 'live-class.error.room_full');
export const notJoined = () => new AppError(409, 'not_joined', 'live-class.error.not_joined');

/** A participant as the table keeps them. */
export interface ParticipantRow {
  meeting_id: number;
  user_id: number;
  user_type: UserType;
  attendee_id: string;
  screen_feed_id: string | null;
  /** When the host started sharing their screen; null while they do not. */
  screen_shared_at: Date | null;
  present: boolean;
  use_audio: boolean;
  use_video: boolean;
  kicked_at: Date | null;
}

/**
 * Joins `userId` to a running class in one transaction under the class's row lock: a learner
 * takes a place (409 `room_full` past maxUserCount; hosts come on top), a rejoin while present
 * takes none, and the feed ids core gave them at the first join stay theirs. The join's Janus
 * token (`grant`; none without token auth) is kept under the same lock, so a removal revokes it.
 */
export async function join(
  db: Knex,
  meetingId: number,
  userId: number,
  userType: UserType,
  grant: RoomTokenGrant | null = null,
): Promise<{ meeting: MeetingRow; participant: ParticipantRow; changed: boolean }> {
  return db.transaction(async (trx) => {
    const meeting = await lockMeeting(trx, meetingId);
    if (meeting.status === 'wait') throw notStarted();
    if (meeting.status === 'ended') throw alreadyEnded();
    const before = (await trx('live_participants')
      .where({ meeting_id: meetingId, user_id: userId })
      .first()) as ParticipantRow | undefined;
    if (before?.kicked_at) throw kicked();
    // Rolled back with the rest when a full class refuses the join below.
    if (grant) await keepToken(trx, meetingId, userId, grant);
    if (before?.present) return { meeting, participant: before, changed: false };
    const isLearner = userType === 'attendee';
    // A learner enters with microphone and camera as the class's device mode says (never past a lock).
    const devices = {
      use_audio: !isLearner || (meeting.use_audio && !meeting.use_mic_locked),
      use_video: !isLearner || (meeting.use_video && !meeting.use_video_locked),
    };
    if (isLearner && meeting.current_user_count >= meeting.max_user_count) throw roomFull();
    const [participant] = (await trx('live_participants')
      .insert({
        meeting_id: meetingId,
        user_id: userId,
        user_type: userType,
        attendee_id: newFeedId(),
        screen_feed_id: isLearner ? null : newFeedId(),
        present: true,
        ...devices,
      })
      .onConflict(['meeting_id', 'user_id'])
      // A host can become a learner's host or the other way between two joins (a lecture's teacher changed).
      .merge({ present: true, user_type: userType, ...devices })
      .returning('*')) as ParticipantRow[];
    await trx('live_presence').insert({ meeting_id: meetingId, user_id: userId });
    let updated = meeting;
    if (isLearner)
      [updated] = (await trx('live_meetings')
        .where({ id: meetingId })
        .increment('current_user_count', 1)
        .returning('*')) as MeetingRow[];
    return { meeting: updated, participant, changed: true };
  });
}

/**
 * Leaves the class in one transaction: the open stretch of presence closes, a learner frees their
 * place and their raised hand comes down, and their Janus tokens are revoked (`revoked`: take them
 * off the room's list). Leaving when not present changes nothing else.
 */
export async function leave(
  db: Knex,
  meetingId: number,
  userId: number,
): Promise<{ meeting: MeetingRow; changed: boolean; revoked: string[] }> {
  return db.transaction(async (trx) => {
    const meeting = await lockMeeting(trx, meetingId);
    const revoked = await revokeTokens(trx, meetingId, userId);
    const participant = (await trx('live_participants')
      .where({ meeting_id: meetingId, user_id: userId })
      .first()) as ParticipantRow | undefined;
    if (!participant?.present) return { meeting, changed: false, revoked };
    await trx('live_participants')
      .where({ meeting_id: meetingId, user_id: userId })
      .update({ present: false, last_left_at: trx.fn.now(), ...screenStopped(participant) });
    await trx('live_presence')
      .where({ meeting_id: meetingId, user_id: userId })
      .whereNull('left_at')
      .update({ left_at: trx.fn.now() });
    if (meeting.status !== 'ended')
      await trx('live_reactions').where({ meeting_id: meetingId, user_id: userId }).delete();
    let updated = meeting;
    if (participant.user_type === 'attendee' && meeting.current_user_count > 0)
      [updated] = (await trx('live_meetings')
        .where({ id: meetingId })
        .decrement('current_user_count', 1)
        .returning('*')) as MeetingRow[];
    return { meeting: updated, changed: true, revoked };
  });
}

/**
 * A stopped screen share: a new screen feed id is drawn, so the one the class was told cannot be
 * published under by anyone else (core's sweep removes a publisher whose id is nobody's).
 */
export const screenStopped = (participant: ParticipantRow) =>
  participant.screen_shared_at ? { screen_shared_at: null, screen_feed_id: newFeedId() } : {};

/** Everyone who joined the class, present first, hosts before learners, by name. */
export async function liveUsers(db: Knex, meetingId: number): Promise<LiveUser[]> {
  const rows = (await db('live_participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('live_reactions as r', function () {
      this.on('r.meeting_id', 'p.meeting_id').andOn('r.user_id', 'p.user_id');
    })
    .where('p.meeting_id', meetingId)
    .select(
      'p.user_id',
      'u.name',
      'p.user_type',
      'p.attendee_id',
      'p.screen_feed_id',
      'p.screen_shared_at',
      'p.present',
      'r.raised_at',
      'p.use_audio',
      'p.use_video',
      'p.kicked_at',
    )
    .orderBy([
      { column: 'p.present', order: 'desc' },
      { column: 'p.user_type', order: 'asc' },
      { column: 'u.name', order: 'asc' },
    ])) as {
    user_id: number;
    name: string;
    user_type: UserType;
    attendee_id: string;
    screen_feed_id: string | null;
    screen_shared_at: Date | null;
    present: boolean;
    raised_at: Date | null;
    use_audio: boolean;
    use_video: boolean;
    kicked_at: Date | null;
  }[];
  return rows.map((r) => ({
    objectId: r.user_id,
    name: r.name,
    userType: r.user_type,
    attendeeId: Number(r.attendee_id),
    screenFeedId: r.screen_shared_at && r.screen_feed_id !== null ? Number(r.screen_feed_id) : null,
    present: r.present,
    handRaisedAt: r.raised_at ? new Date(r.raised_at).toISOString() : null,
    useAudio: r.use_audio,
    useVideo: r.use_video,
    kicked: r.kicked_at !== null,
  }));
}

/** The raised hands, in raise order. */
export async function handQueue(db: Knex, meetingId: number): Promise<Reaction[]> {
  const rows = (await db('live_reactions as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where({ 'r.meeting_id': meetingId, 'r.type': 'hand' })
    .orderBy('r.seq')
    .select('r.user_id', 'u.name', 'r.raised_at')) as { user_id: number; name: string; raised_at: Date }[];
  return rows.map((r) => ({
    userObjectId: r.user_id,
    name: r.name,
    type: 'hand',
    raisedAt: new Date(r.raised_at).toISOString(),
  }));
}

/** Tells the class who is in it now. */
export async function publishUsers(rc: Publisher, meeting: MeetingRow): Promise<void> {
  await rc.publish(liveTopic(meeting.id), liveEvents.users, {
    currentUserCount: meeting.current_user_count,
    users: await liveUsers(rc.db, meeting.id),
  });
}

/** Tells the class the hand queue. */
export async function publishHands(rc: Publisher, meetingId: number): Promise<void> {
  await rc.publish(liveTopic(meetingId), liveEvents.hands, { hands: await handQueue(rc.db, meetingId) });
}

/** The participant row of someone present in the running class, or 409 `not_joined`. */
export async function requirePresent(db: Knex, meeting: MeetingRow, userId: number): Promise<ParticipantRow> {
  if (meeting.status === 'ended') throw alreadyEnded();
  if (meeting.status === 'wait') throw notStarted();
  const row = (await db('live_participants').where({ meeting_id: meeting.id, user_id: userId }).first()) as
    ParticipantRow | undefined;
  if (!row?.present) throw notJoined();
  return row;
}
