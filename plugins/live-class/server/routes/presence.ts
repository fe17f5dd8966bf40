import { z } from 'zod';
import { mediaRef, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import type { JoinInfo } from '../../common/index.ts';
import { requireMeeting } from '../access.ts';
import { alreadyEnded, notStarted, presentMeeting } from '../meetings.ts';
import { join, leave, liveUsers, publishHands, publishUsers } from '../presence.ts';
import { ensureRoom, tokenExpiry } from '../rooms.ts';
import { recordingOf, summaryOf } from '../recording.ts';

const byIndex = z.object({ meetingIndex: idSchema });

/** `/api/live/{meetingIndex}/join|leave|users`: entering and leaving the room, and who is in it. */
export function registerPresenceRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/join',
    summary:
      'Join a running class: the room, its pin, a Janus token that ends with the class and the feed ids core gave the caller (409 room_full past maxUserCount learners)',
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
      const joined = await join(rc.db, meeting.id, user.id, userType);
      if (joined.changed) await publishUsers(rc, joined.meeting);
      const media = rc.service(mediaRef);
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
            token: media.token(tokenExpiry(joined.meeting)),
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
    summary: 'Leave the class (a learner frees their place; leaving twice changes nothing)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      const left = await leave(rc.db, meeting.id, rc.requireUser().id);
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
