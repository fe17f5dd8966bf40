import { z } from 'zod';
import type { RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import {
  liveEvents,
  liveTopic,
  meetingInput,
  meetingStatuses,
  meetingUpdate,
  nameInput,
  type Meeting,
} from '../../common/index.ts';
import { accessOf, requireHost, requireMeeting, requireScheduler } from '../access.ts';
import {
  alreadyEnded,
  alreadyStarted,
  attendeeIdOf,
  endMeeting,
  insertMeeting,
  lockMeeting,
  presentMeeting,
  publishStatus,
} from '../meetings.ts';
import { closeRoom, ensureRoom, placedRooms } from '../rooms.ts';
import {
  endRecording,
  publishRecording,
  queueProcessing,
  recordingOf,
  summariesOf,
  summaryOf,
} from '../recording.ts';
import { meetingsIn, type MeetingRow } from '../scoped-kinds.ts';

const byIndex = z.object({ meetingIndex: idSchema });

/** `/api/live` and `/api/live/{meetingIndex}`: schedule, list, read, change, cancel, start and end classes. */
export function registerMeetingRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/live',
    summary:
      "The classes the caller hosts or may join in the channel, soonest first (the lecture's, with lectureIndex)",
    tags: ['live-class'],
    access: 'user',
    query: z.object({ lectureIndex: idSchema.optional(), status: z.enum(meetingStatuses).optional() }),
    async handler({ query }, rc) {
      const user = rc.requireUser();
      let rows = meetingsIn(rc.db, rc.channel?.index ?? null);
      if (query.lectureIndex) rows = rows.where({ lecture_id: query.lectureIndex });
      if (query.status) rows = rows.where({ status: query.status });
      const found = (await rows
        .orderBy([{ column: 'start_at' }, { column: 'id' }])
        .limit(300)) as MeetingRow[];
      const lectures = rc.service(lessonContextRef);
      const byLecture = new Map<number | null, Awaited<ReturnType<typeof accessOf>>>();
      const list: Meeting[] = [];
      const attendeeIds = new Map(
        (
          (await rc
            .db('live_participants')
            .whereIn(
              'meeting_id',
              found.map((m) => m.id),
            )
            .where({ user_id: user.id })
            .select('meeting_id', 'attendee_id')) as { meeting_id: number; attendee_id: string }[]
        ).map((p) => [p.meeting_id, Number(p.attendee_id)]),
      );
      const recordings = await summariesOf(
        rc.db,
        found.map((m) => m.id),
      );
      for (const meeting of found) {
        // Access depends on the lecture (and on being its creator, which only changes the name of a host).
        if (!byLecture.has(meeting.lecture_id))
          byLecture.set(
            meeting.lecture_id,
            await accessOf(
              lectures,
              { ...meeting, creator_id: null },
              { id: user.id, isAdmin: rc.role === 'admin' },
            ),
          );
        const access = byLecture.get(meeting.lecture_id);
        if (!access || access.userType === 'none') continue;
        const userType =
          access.userType !== 'attendee' && meeting.creator_id === user.id ? 'creator' : access.userType;
        list.push(
          presentMeeting(meeting, {
            userType,
            attendeeId: attendeeIds.get(meeting.id) ?? null,
            lectureName: access.lectureName,
            origin: rc.origin,
            recording: recordings.get(meeting.id),
          }),
        );
      }
      return { data: { list } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/live',
    summary:
      "Schedule a class for a lecture (its teachers, the channel's admins) or the whole channel (admins)",
    tags: ['live-class'],
    access: 'user',
    body: meetingInput,
    bodyLimit: '10kb',
    async handler({ body }, rc) {
      const lectureName = await requireScheduler(rc, body.lectureIndex);
      const row = await insertMeeting(rc.db, body, rc.channel?.index ?? null, rc.requireUser().id);
      rc.status(201);
      return {
        data: presentMeeting(row, { userType: 'creator', attendeeId: null, lectureName, origin: rc.origin }),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex',
    summary: 'One class, for its hosts and learners',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting, userType, lectureName } = await requireMeeting(rc, params.meetingIndex);
      const attendeeId = await attendeeIdOf(rc.db, meeting.id, rc.requireUser().id);
      const recording = summaryOf(await recordingOf(rc.db, meeting.id));
      return {
        data: presentMeeting(meeting, { userType, attendeeId, lectureName, origin: rc.origin, recording }),
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/live/:meetingIndex',
    summary: 'Change a class that has not started (hosts)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: meetingUpdate,
    bodyLimit: '10kb',
    async handler({ params, body }, rc) {
      const { meeting, userType, lectureName } = await requireHost(rc, params.meetingIndex);
      const updated = await rc.db.transaction(async (trx) => {
        const locked = await lockMeeting(trx, meeting.id);
        if (locked.status !== 'wait') throw alreadyStarted();
        const changes = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.useRecord !== undefined ? { use_record: body.useRecord } : {}),
          ...(body.startAt !== undefined ? { start_at: body.startAt } : {}),
          ...(body.durationMinutes !== undefined ? { duration_minutes: body.durationMinutes } : {}),
          ...(body.maxUserCount !== undefined ? { max_user_count: body.maxUserCount } : {}),
        };
        const [row] = (await trx('live_meetings')
          .where({ id: meeting.id })
          .update({ ...changes, updated_at: trx.fn.now() })
          .returning('*')) as MeetingRow[];
        return row;
      });
      const attendeeId = await attendeeIdOf(rc.db, meeting.id, rc.requireUser().id);
      return { data: presentMeeting(updated, { userType, attendeeId, lectureName, origin: rc.origin }) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/live/:meetingIndex',
    summary: 'Cancel a class that is not running, or remove an ended one with its chat (hosts)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting } = await requireHost(rc, params.meetingIndex);
      await rc.db.transaction(async (trx) => {
        const locked = await lockMeeting(trx, meeting.id);
        if (locked.status === 'live') throw alreadyStarted();
        await trx('live_meetings').where({ id: meeting.id }).delete();
      });
      return { data: true };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/live/:meetingIndex/name',
    summary: 'Rename a class for everyone in it (hosts)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: nameInput,
    bodyLimit: '2kb',
    async handler({ params, body }, rc) {
      const { meeting } = await requireHost(rc, params.meetingIndex);
      const updated = await rc
        .db('live_meetings')
        .where({ id: meeting.id })
        .whereNot({ status: 'ended' })
        .update({ name: body.name, updated_at: rc.db.fn.now() });
      if (!updated) throw alreadyEnded();
      await rc.publish(liveTopic(meeting.id), liveEvents.name, { name: body.name });
      return { data: true };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/start',
    summary: 'Start a class: its room is made and learners may join (hosts)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting, userType, lectureName } = await requireHost(rc, params.meetingIndex);
      if (meeting.status === 'ended') throw alreadyEnded();
      await ensureRoom(rc, meeting);
      const started = await rc.db.transaction(async (trx) => {
        const locked = await lockMeeting(trx, meeting.id);
        if (locked.status === 'ended') throw alreadyEnded();
        if (locked.status === 'live') return { row: locked, changed: false };
        const [row] = (await trx('live_meetings')
          .where({ id: meeting.id })
          .update({ status: 'live', started_at: trx.fn.now(), updated_at: trx.fn.now() })
          .returning('*')) as MeetingRow[];
        return { row, changed: true };
      });
      if (started.changed) await publishStatus(rc, started.row);
      const attendeeId = await attendeeIdOf(rc.db, meeting.id, rc.requireUser().id);
      const recording = summaryOf(await recordingOf(rc.db, meeting.id));
      return {
        data: presentMeeting(started.row, {
          userType,
          attendeeId,
          lectureName,
          origin: rc.origin,
          recording,
        }),
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/end',
    summary: 'End a class for everyone: its room is destroyed and its tokens open nothing more (hosts)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    async handler({ params }, rc) {
      const { meeting, userType, lectureName } = await requireHost(rc, params.meetingIndex);
      const wasEnded = meeting.status === 'ended';
      const { ended, recorded } = await rc.db.transaction(async (trx) => {
        const row = await endMeeting(trx, meeting.id);
        return { ended: row, recorded: !wasEnded && (await endRecording(trx, meeting.id)) };
      });
      if (!wasEnded) {
        // The end stops the recording: Janus closes its files before the room goes.
        if (recorded)
          await placedRooms(rc, ended)
            .then((rooms) => rooms?.stopRecording(Number(ended.janus_room)))
            .catch((err: unknown) =>
              rc.log.warn({ err, meetingId: ended.id }, 'recording not stopped at Janus'),
            );
        await closeRoom(rc, ended);
        if (recorded) {
          await queueProcessing(rc, ended.id);
          await publishRecording(rc, ended.id, await recordingOf(rc.db, ended.id));
        }
        await publishStatus(rc, ended);
      }
      const attendeeId = await attendeeIdOf(rc.db, meeting.id, rc.requireUser().id);
      const recording = summaryOf(await recordingOf(rc.db, meeting.id));
      return {
        data: presentMeeting(ended, { userType, attendeeId, lectureName, origin: rc.origin, recording }),
      };
    },
  });
}
