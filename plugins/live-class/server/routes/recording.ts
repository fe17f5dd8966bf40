import { z } from 'zod';
import { AppError, mediaRef, serveMediaFile, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { recordingInput, type RecordingTimeline, type TimelineEvent } from '../../common/index.ts';
import { requireHost, requireMeeting } from '../access.ts';
import { alreadyEnded, lockMeeting, notStarted } from '../meetings.ts';
import {
  liveFiles,
  publishRecording,
  recordingNotFound,
  recordingOf,
  summaryOf,
  type RecordingRow,
} from '../recording.ts';
import { mediaUnavailable, placedRooms } from '../rooms.ts';

const byIndex = z.object({ meetingIndex: idSchema });

const recordingOff = () => new AppError(409, 'recording_off', 'live-class.error.recording_off');

/**
 * `/api/live/{meetingIndex}/recording`: hosts start and stop recording a running class (only
 * with `useRecord`), its people play the recording once ready (byte ranges), and its timeline
 * puts chat, hands, joins and leaves on the recording's clock.
 */
export function registerRecordingRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: '/api/live/:meetingIndex/recording',
    summary:
      'Start (true) or stop (false) recording a running class (hosts; only when the class has useRecord: 409 recording_off)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: recordingInput,
    bodyLimit: '1kb',
    async handler({ params, body }, rc) {
      const { meeting } = await requireHost(rc, params.meetingIndex);
      if (!meeting.use_record) throw recordingOff();
      if (meeting.status === 'wait') throw notStarted();
      if (meeting.status === 'ended') throw alreadyEnded();
      const rooms = await placedRooms(rc, meeting);
      if (!rooms) throw mediaUnavailable();
      const folder = await rc.service(mediaRef).recordings.folder(`live-${meeting.meeting_uid}`);
      const changed = await rc.db.transaction(async (trx) => {
        const locked = await lockMeeting(trx, meeting.id);
        if (locked.status !== 'live') throw alreadyEnded();
        const before = (await trx('live_recordings')
          .where({ meeting_id: meeting.id })
          .forUpdate()
          .first()) as RecordingRow | undefined;
        const on = before?.state === 'recording';
        if (on === body.recording) return null;
        // Starting again after a stop goes on with the same clock and folder (the pause shows black).
        await trx('live_recordings')
          .insert({
            meeting_id: meeting.id,
            state: body.recording ? 'recording' : 'none',
            folder,
            started_at: trx.fn.now(),
          })
          .onConflict('meeting_id')
          .merge({
            state: body.recording ? 'recording' : 'none',
            ...(body.recording ? {} : { stopped_at: trx.fn.now() }),
            updated_at: trx.fn.now(),
          });
        return { before };
      });
      if (changed) {
        const room = Number(meeting.janus_room);
        const ok = await (
          body.recording ? rooms.startRecording(room, folder) : rooms.stopRecording(room)
        ).catch((err: unknown) => {
          rc.log.warn({ err, meetingId: meeting.id }, 'recording not switched at Janus');
          return false;
        });
        if (!ok) {
          // Janus did not follow: the recording stays as it was (none at all before a first
          // start), and the host may try again.
          const row = rc.db('live_recordings').where({ meeting_id: meeting.id });
          if (changed.before)
            await row.update({ state: changed.before.state, stopped_at: changed.before.stopped_at });
          else await row.delete();
          throw mediaUnavailable();
        }
        await publishRecording(rc, meeting.id, await recordingOf(rc.db, meeting.id));
      }
      return { data: summaryOf(await recordingOf(rc.db, meeting.id)) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex/recording',
    summary:
      "The class's recorded video (WebM) for its hosts and learners, once ready (404 recording_not_found until then); answers byte ranges",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      const row = await recordingOf(rc.db, meeting.id);
      if (row?.state !== 'ready' || !row.storage_key) throw recordingNotFound();
      await serveMediaFile(rc, liveFiles(rc), row.storage_key, {
        notFound: recordingNotFound,
        rangeMessageKey: 'live-class.error.range_not_satisfiable',
      });
      return undefined;
    },
  });

  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex/recording/timeline',
    summary:
      "The recording's state and, on its clock (seconds from its start), the class's chat, raised hands, joins and leaves",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc): Promise<{ data: RecordingTimeline }> {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      const row = await recordingOf(rc.db, meeting.id);
      const start = row?.started_at ? new Date(row.started_at).getTime() : null;
      const end = row?.stopped_at ? new Date(row.stopped_at).getTime() : null;
      const events: TimelineEvent[] = [];
      if (start !== null && end !== null && row?.state === 'ready') {
        const within = { from: new Date(start), to: new Date(end) };
        const at = (d: Date) => Math.round((new Date(d).getTime() - start) / 100) / 10;
        const chat = (await rc
          .db('live_chat_messages as c')
          .leftJoin('users as u', 'u.id', 'c.user_id')
          .where('c.meeting_id', meeting.id)
          .whereNull('c.deleted_at')
          .whereBetween('c.created_at', [within.from, within.to])
          .orderBy('c.id')
          .limit(5000)
          .select('c.user_id', 'u.name', 'c.message', 'c.created_at')) as {
          user_id: number | null;
          name: string | null;
          message: string;
          created_at: Date;
        }[];
        for (const c of chat)
          events.push({
            at: at(c.created_at),
            type: 'chat',
            userObjectId: c.user_id,
            name: c.name ?? '',
            message: c.message,
          });
        const hands = (await rc
          .db('live_hand_log as h')
          .join('users as u', 'u.id', 'h.user_id')
          .where('h.meeting_id', meeting.id)
          .whereBetween('h.raised_at', [within.from, within.to])
          .limit(5000)
          .select('h.user_id', 'u.name', 'h.raised_at')) as {
          user_id: number;
          name: string;
          raised_at: Date;
        }[];
        for (const h of hands)
          events.push({ at: at(h.raised_at), type: 'hand', userObjectId: h.user_id, name: h.name });
        const stretches = (await rc
          .db('live_presence as p')
          .join('users as u', 'u.id', 'p.user_id')
          .where('p.meeting_id', meeting.id)
          .limit(5000)
          .select('p.user_id', 'u.name', 'p.joined_at', 'p.left_at')) as {
          user_id: number;
          name: string;
          joined_at: Date;
          left_at: Date | null;
        }[];
        const inside = (d: Date | null): d is Date =>
          !!d && new Date(d).getTime() >= start && new Date(d).getTime() <= end;
        for (const p of stretches) {
          if (inside(p.joined_at))
            events.push({ at: at(p.joined_at), type: 'join', userObjectId: p.user_id, name: p.name });
          // The class's end closes every stretch: that is no one leaving.
          if (inside(p.left_at) && new Date(p.left_at).getTime() < end)
            events.push({ at: at(p.left_at), type: 'leave', userObjectId: p.user_id, name: p.name });
        }
        events.sort((a, b) => a.at - b.at);
      }
      return {
        data: {
          recording: summaryOf(row),
          durationS: row?.state === 'ready' && row.duration_ms !== null ? row.duration_ms / 1000 : null,
          startedAt: start !== null ? new Date(start).toISOString() : null,
          events,
        },
      };
    },
  });
}
