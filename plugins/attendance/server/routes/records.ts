import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import { recordInput } from '../../common/index.ts';
import { attendanceMarked } from '../../common/events.ts';
import { managedSession } from '../session-access.ts';
import { sessionRecords } from '../records.ts';

const recordNotFound = { code: 'record_not_found', messageKey: 'attendance.error.record_not_found' };

/** `PUT /api/attendance/sessions/{id}/records/{userId}`: the teacher sets a learner's mark with a note. */
export function registerRecordRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: '/api/attendance/sessions/:id/records/:userId',
    summary: "Set a learner's mark (present, late, absent or excused) with a note",
    tags: ['attendance'],
    access: 'user',
    params: z.object({ id: idSchema, userId: idSchema }),
    body: recordInput,
    bodyLimit: '4kb',
    async handler({ params, body }, rc) {
      const session = await managedSession(rc, params.id);
      await rc.inChannel('user', params.userId, recordNotFound);
      const hasRecord = await rc
        .db('attendance_records')
        .where({ session_id: session.id, user_id: params.userId })
        .first('id');
      if (!hasRecord && !(await rc.service(rosterRef).isLearner(session.lecture_id, params.userId)))
        throw new AppError(404, recordNotFound.code, recordNotFound.messageKey);
      const actor = rc.requireUser().id;
      await rc
        .db('attendance_records')
        .insert({
          session_id: session.id,
          user_id: params.userId,
          status: body.status,
          source: 'teacher',
          note: body.note,
          updated_by: actor,
        })
        .onConflict(['session_id', 'user_id'])
        .merge({ status: body.status, note: body.note, updated_by: actor, updated_at: rc.db.fn.now() });
      await rc.emit(attendanceMarked, {
        sessionId: session.id,
        userId: params.userId,
        channelId: session.channel_id,
        lectureIndex: session.lecture_id,
        status: body.status,
      });
      const rows = await sessionRecords(rc, session);
      return { data: rows.find((r) => r.userId === params.userId) };
    },
  });
}
