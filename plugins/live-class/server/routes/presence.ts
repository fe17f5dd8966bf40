import { z } from 'zod';
import { mediaRef, type MediaServer, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import type { JoinInfo } from '../../common/index.ts';
import { requireMeeting } from '../access.ts';
import { alreadyEnded, notStarted, presentMeeting } from '../meetings.ts';
import { join, leave, liveUsers, publishHands, publishUsers } from '../presence.ts';
import { ensureRoom, mediaUnavailable, placedRooms, tokenExpiry } from '../rooms.ts';
import { recordingOf, summaryOf } from '../recording.ts';
import type { MeetingRow } from '../scoped-kinds.ts';
import { listToken, unlistTokens, type RoomTokenGrant } from '../room-tokens.ts';

const byIndex = z.object({ meetingIndex: idSchema });

/** `/api/live/{meetingIndex}/join|leave|users`: entering and leaving the room, and who is in it. */
export function registerPresenceRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/join',
    summary:
      "Join a running class: the room, its pin, a Janus token of its own that only this class's room admits (on the room's token list until the caller leaves or is removed; it ends with the class) and the feed ids core gave the caller (409 room_full past maxUserCount learners)",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc): Promise<{ data: JoinInfo }> {
      const { meeting, userType, lectureName } = await requireMeeting(rc, params.meetingIndex);
      if (meeting.status === 'wait') throw notStarted();
      if (meeting.status === 'ended') throw alreadyEnded();
      // The room first (a Janus that restarted gets it back): nobody takes a place in a room that is not there.
      const server = await ensureRoom(rc, meeting);
      const user = rc.requireUser();
      const media = rc.service(mediaRef);
      // Kept as the token says it (whole seconds).
      const expiresAt = Math.ceil(tokenExpiry(meeting) / 1000) * 1000;
      const token = media.token(expiresAt, Number(meeting.janus_room));
      const grant: RoomTokenGrant | null = token ? { token, expiresAt: new Date(expiresAt) } : null;
      const joined = await join(rc.db, meeting.id, user.id, userType, grant);
      if (joined.changed) await publishUsers(rc, joined.meeting);
      if (token) await listJoinToken(rc, server, meeting, token);
      const attendeeId = Number(joined.participant.attendee_id);
      return {
        data: {
          // A late joiner learns from it that the class is being recorded.
          meeting: presentMeeting(joined.meeting, {
            userType,
            attendeeId,
            lectureName,
            origin: rc.origin,
            recording: summaryOf(await recordingOf(rc.db, meeting.id)),
          }),
          janus: {
            wsUrl: server.wsUrl,
            room: Number(meeting.janus_room),
            pin: meeting.janus_pin,
            token,
          },
          feedIds: {
            camera: attendeeId,
            screen: joined.participant.screen_feed_id ? Number(joined.participant.screen_feed_id) : null,
          },
          userType,
          devices: { useAudio: joined.participant.use_audio, useVideo: joined.participant.use_video },
        },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/leave',
    summary:
      "Leave the class (a learner frees their place; the caller's Janus tokens come off the room's list; leaving twice changes nothing)",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      const left = await leave(rc.db, meeting.id, rc.requireUser().id);
      await unlistTokens(rc, await placedRooms(rc, meeting), meeting, left.revoked);
      if (left.changed) {
        await publishUsers(rc, left.meeting);
        await publishHands(rc, meeting.id);
      }
      return { data: { currentUserCount: left.meeting.current_user_count } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex/users',
    summary: 'Everyone who joined the class: present or not, host or learner, hand raised',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      return {
        data: { currentUserCount: meeting.current_user_count, list: await liveUsers(rc.db, meeting.id) },
      };
    },
  });
}

/**
 * Puts the join's token on the room's list; 503 `media_unavailable` when Janus did not take it
 * (the client enters again), or when a leave or removal revoked it meanwhile.
 */
async function listJoinToken(
  rc: RequestContext,
  server: MediaServer,
  meeting: MeetingRow,
  token: string,
): Promise<void> {
  const listed = await listToken(rc, rc.service(mediaRef).at(server), meeting, token).catch(
    (err: unknown) => {
      rc.log.warn({ err, meetingId: meeting.id }, 'live class token not put on the room list');
      return false;
    },
  );
  if (!listed) throw mediaUnavailable();
}
