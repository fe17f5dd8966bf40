import { z } from 'zod';
import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { deviceModeInput, liveEvents, liveTopic, mainUserInput } from '../../common/index.ts';
import { notHost, requireHost, requireMeeting } from '../access.ts';
import { alreadyEnded, lockMeeting, notStarted } from '../meetings.ts';
import {
  deviceModeOf,
  enforceRoom,
  micLocked,
  moderateFeed,
  notLearner,
  publishDeviceMode,
  userNotFound,
  videoLocked,
} from '../moderation.ts';
import {
  leave,
  publishHands,
  publishUsers,
  requirePresent,
  screenStopped,
  type ParticipantRow,
} from '../presence.ts';
import { revokedTokensOf, unlistTokens } from '../room-tokens.ts';
import { mediaUnavailable, placedRooms } from '../rooms.ts';
import type { MeetingRow } from '../scoped-kinds.ts';

const byIndex = z.object({ meetingIndex: idSchema });
const byUser = z.object({ meetingIndex: idSchema, objectId: idSchema });

const mainUserNotPresent = () =>
  new AppError(409, 'main_user_not_present', 'live-class.error.main_user_not_present');

/** The class must be running for anything done to the people in it. */
function requireLive(meeting: MeetingRow): void {
  if (meeting.status === 'ended') throw alreadyEnded();
  if (meeting.status === 'wait') throw notStarted();
}

/** A change at Janus the server already made: a failure answers 503 so the caller tries again (it is idempotent). */
async function atJanus<T>(rc: RequestContext, meetingId: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    rc.log.warn({ err, meetingId }, 'live class moderation not applied at Janus');
    throw mediaUnavailable();
  }
}

/** A participant of this class (the id resolved inside the class, so inside its channel), or 404. */
async function participantOf(db: Knex, meetingId: number, objectId: number): Promise<ParticipantRow> {
  const row = (await db('live_participants').where({ meeting_id: meetingId, user_id: objectId }).first()) as
    ParticipantRow | undefined;
  if (!row) throw userNotFound();
  return row;
}

/**
 * What muting and removing both start with: the caller hosts the class, it is running, and
 * `objectId` is one of its learners (404 `user_not_found` for nobody of the class, 409
 * `not_learner` for a host).
 */
async function learnerTarget(
  rc: RequestContext,
  params: z.infer<typeof byUser>,
): Promise<{ meeting: MeetingRow; target: ParticipantRow }> {
  const { meeting } = await requireHost(rc, params.meetingIndex);
  requireLive(meeting);
  const target = await participantOf(rc.db, meeting.id, params.objectId);
  if (target.user_type !== 'attendee') throw notLearner();
  return { meeting, target };
}

/**
 * `/api/live/{meetingIndex}/device-mode`, `…/users/{objectId}/mute|kick`, `…/main-user`: hosts
 * lock microphones and cameras, mute and remove learners and choose the spotlight; Janus and the
 * server both hold the class to it.
 */
export function registerModerationRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: '/api/live/:meetingIndex/device-mode',
    summary:
      "Hosts set the class's device mode (useAudio, useVideo: learners enter with them on; useMicLocked, useVideoLocked: learners cannot turn them on, forced off at Janus); with self=true anyone in the class turns their own microphone or camera on or off (403 mic_locked / video_locked for a locked learner)",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: deviceModeInput,
    bodyLimit: '1kb',
    async handler({ params, body }, rc) {
      const { meeting, isHost } = await requireMeeting(rc, params.meetingIndex);
      const user = rc.requireUser();
      if (body.self) {
        if (body.useMicLocked !== undefined || body.useVideoLocked !== undefined) throw notHost();
        // Sharing a screen is a host's: learners show their camera only.
        if (body.useScreen !== undefined && !isHost) throw notHost();
        requireLive(meeting);
        const result = await rc.db.transaction(async (trx) => {
          const locked = await lockMeeting(trx, meeting.id);
          const me = await requirePresent(trx, locked, user.id);
          if (!isHost && body.useAudio === true && locked.use_mic_locked) throw micLocked();
          if (!isHost && body.useVideo === true && locked.use_video_locked) throw videoLocked();
          const [updated] = (await trx('live_participants')
            .where({ meeting_id: meeting.id, user_id: user.id })
            .update({
              use_audio: body.useAudio ?? me.use_audio,
              use_video: body.useVideo ?? me.use_video,
              ...(body.useScreen === true && !me.screen_shared_at ? { screen_shared_at: trx.fn.now() } : {}),
              ...(body.useScreen === false ? screenStopped(me) : {}),
            })
            .returning('*')) as ParticipantRow[];
          return { locked, updated };
        });
        await publishUsers(rc, result.locked);
        // Turning on again lets back what a host forced off at Janus.
        const on = [...(body.useAudio ? ['audio'] : []), ...(body.useVideo ? ['video'] : [])];
        if (on.length)
          await atJanus(rc, meeting.id, () =>
            moderateFeed(rc, result.locked, Number(result.updated.attendee_id), on, false),
          );
        return {
          data: {
            ...deviceModeOf(result.locked),
            self: {
              useAudio: result.updated.use_audio,
              useVideo: result.updated.use_video,
              screenFeedId: result.updated.screen_shared_at ? Number(result.updated.screen_feed_id) : null,
            },
          },
        };
      }
      if (!isHost) throw notHost();
      if (meeting.status === 'ended') throw alreadyEnded();
      const updated = await rc.db.transaction(async (trx) => {
        await lockMeeting(trx, meeting.id);
        const [row] = (await trx('live_meetings')
          .where({ id: meeting.id })
          .update({
            ...(body.useAudio !== undefined ? { use_audio: body.useAudio } : {}),
            ...(body.useVideo !== undefined ? { use_video: body.useVideo } : {}),
            ...(body.useMicLocked !== undefined ? { use_mic_locked: body.useMicLocked } : {}),
            ...(body.useVideoLocked !== undefined ? { use_video_locked: body.useVideoLocked } : {}),
            updated_at: trx.fn.now(),
          })
          .returning('*')) as MeetingRow[];
        // A lock turns every learner's microphone (camera) off; lifting it turns nobody's on.
        const off = {
          ...(row.use_mic_locked ? { use_audio: false } : {}),
          ...(row.use_video_locked ? { use_video: false } : {}),
        };
        if (Object.keys(off).length)
          await trx('live_participants').where({ meeting_id: meeting.id, user_type: 'attendee' }).update(off);
        return row;
      });
      await publishDeviceMode(rc, updated);
      if (updated.status === 'live') {
        await publishUsers(rc, updated);
        await enforceRoom(rc, updated).catch((err: unknown) =>
          rc.log.warn({ err, meetingId: updated.id }, 'live class lock not applied at Janus yet'),
        );
      }
      return { data: deviceModeOf(updated) };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/users/:objectId/mute',
    summary:
      'Hosts mute a learner: their microphone is forced off at Janus until they turn it on again (which a lock refuses)',
    tags: ['live-class'],
    access: 'user',
    params: byUser,
    async handler({ params }, rc) {
      const { meeting, target } = await learnerTarget(rc, params);
      const locked = await rc.db.transaction(async (trx) => {
        const row = await lockMeeting(trx, meeting.id);
        // Under the class's lock: a learner who left or was removed meanwhile is not muted.
        const now = await participantOf(trx, meeting.id, target.user_id);
        if (!now.present || now.kicked_at) throw userNotFound();
        await trx('live_participants')
          .where({ meeting_id: meeting.id, user_id: target.user_id })
          .update({ use_audio: false });
        return row;
      });
      await publishUsers(rc, locked);
      const moderated = await atJanus(rc, meeting.id, () =>
        moderateFeed(rc, meeting, Number(target.attendee_id), ['audio'], true),
      );
      return { data: { objectId: target.user_id, useAudio: false, moderated } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/users/:objectId/kick',
    summary:
      "Hosts remove a learner: their Janus tokens come off the room's list (Janus refuses them), they are put out of the Janus room, their presence ends (attendance keeps what they attended) and they cannot rejoin (403 kicked); removing twice changes nothing (503 media_unavailable when Janus did not take the tokens off: send it again)",
    tags: ['live-class'],
    access: 'user',
    params: byUser,
    async handler({ params }, rc) {
      const { meeting, target } = await learnerTarget(rc, params);
      const result = await rc.db.transaction(async (trx) => {
        await lockMeeting(trx, meeting.id);
        const [marked] = (await trx('live_participants')
          .where({ meeting_id: meeting.id, user_id: target.user_id })
          .whereNull('kicked_at')
          .update({ kicked_at: trx.fn.now() })
          .returning('user_id')) as { user_id: number }[];
        if (!marked) return null;
        const left = await leave(trx, meeting.id, target.user_id);
        const [row] = (await trx('live_meetings')
          .where({ id: meeting.id, main_user_id: target.user_id })
          .update({ main_user_id: null })
          .returning('*')) as MeetingRow[];
        return { meeting: left.meeting, spotlightCleared: !!row };
      });
      const rooms = await placedRooms(rc, meeting);
      // Their tokens off the room's list before they are put out, so Janus refuses them from then on
      // (again when the removal is sent again after Janus did not answer).
      const unlisted = await unlistTokens(
        rc,
        rooms,
        meeting,
        await revokedTokensOf(rc.db, meeting.id, target.user_id),
      );
      if (result) {
        await rooms
          ?.kick(Number(meeting.janus_room), Number(target.attendee_id))
          .catch((err: unknown) =>
            rc.log.warn({ err, meetingId: meeting.id }, 'live class learner not put out at Janus yet'),
          );
        await rc.publish(liveTopic(meeting.id), liveEvents.kicked, { objectId: target.user_id });
        if (result.spotlightCleared)
          await rc.publish(liveTopic(meeting.id), liveEvents.mainUser, { mainUser: null });
        await publishUsers(rc, result.meeting);
        await publishHands(rc, meeting.id);
      }
      if (!unlisted) throw mediaUnavailable();
      return { data: { objectId: target.user_id, kicked: true } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/live/:meetingIndex/main-user',
    summary:
      'Hosts put someone in the class in the spotlight (the speaker view shows them), or nobody (null)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: mainUserInput,
    bodyLimit: '1kb',
    async handler({ params, body }, rc) {
      const { meeting } = await requireHost(rc, params.meetingIndex);
      requireLive(meeting);
      if (body.mainUser !== null) {
        const target = await participantOf(rc.db, meeting.id, body.mainUser);
        if (!target.present || target.kicked_at) throw mainUserNotPresent();
      }
      const changed = await rc.db.transaction(async (trx) => {
        const locked = await lockMeeting(trx, meeting.id);
        if (locked.main_user_id === body.mainUser) return false;
        await trx('live_meetings').where({ id: meeting.id }).update({ main_user_id: body.mainUser });
        return true;
      });
      if (changed) await rc.publish(liveTopic(meeting.id), liveEvents.mainUser, { mainUser: body.mainUser });
      return { data: { mainUser: body.mainUser } };
    },
  });
}
