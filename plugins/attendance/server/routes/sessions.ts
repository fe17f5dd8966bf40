import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import { sessionCreateInput, sessionUpdateInput } from '../../common/index.ts';
import { channelNetworks } from '../channel-settings.ts';
import { codeStore } from '../code-store.ts';
import { requireLectureManager } from '../lecture-access.ts';
import { managedSession } from '../session-access.ts';
import { sessionsIn, type SessionRow } from '../scoped-kinds.ts';
import { closeSession, displayTopic, presentSessions, settingsColumns } from '../sessions.ts';
import { sessionRecords } from '../records.ts';

const byId = z.object({ id: idSchema });
const closed = () => new AppError(409, 'session_closed', 'attendance.error.session_closed');

/** Writes changes to a session (and when it changed), and answers the session as the API shows it. */
async function updateSession(rc: RequestContext, sessionId: number, changes: Record<string, unknown>) {
  const [row] = (await rc
    .db('attendance_sessions')
    .where({ id: sessionId })
    .update({ ...changes, updated_at: rc.db.fn.now() })
    .returning('*')) as SessionRow[];
  return { data: (await presentSessions(rc.db, [row]))[0] };
}

/** `/api/attendance/sessions…`: a lecture's sessions, for its teacher and the channel's admins. */
export function registerSessionRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/attendance/sessions',
    summary: "A lecture's attendance sessions, newest first",
    tags: ['attendance'],
    access: 'user',
    query: z.object({ lectureIndex: idSchema }),
    async handler({ query }, rc) {
      await requireLectureManager(rc, query.lectureIndex);
      const rows = (await sessionsIn(rc.db, rc.channel?.index ?? null)
        .where({ lecture_id: query.lectureIndex })
        .orderBy([
          { column: 'start_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(500)) as SessionRow[];
      return { data: { list: await presentSessions(rc.db, rows) } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/attendance/sessions',
    summary: 'Schedule an attendance session for a lecture',
    tags: ['attendance'],
    access: 'user',
    body: sessionCreateInput,
    bodyLimit: '10kb',
    async handler({ body }, rc) {
      await requireLectureManager(rc, body.lectureIndex);
      const [row] = (await rc
        .db('attendance_sessions')
        .insert({
          channel_id: rc.channel?.index ?? null,
          lecture_id: body.lectureIndex,
          created_by: rc.requireUser().id,
          ...settingsColumns({ ...body, networks: body.networks ?? (await channelNetworks(rc)) }),
        })
        .returning('*')) as SessionRow[];
      rc.status(201);
      return { data: (await presentSessions(rc.db, [row]))[0] };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/attendance/sessions/:id',
    summary: 'A session with every learner’s record',
    tags: ['attendance'],
    access: 'user',
    params: byId,
    async handler({ params }, rc) {
      const session = await managedSession(rc, params.id);
      const [presented] = await presentSessions(rc.db, [session]);
      return { data: { ...presented, records: await sessionRecords(rc, session) } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/attendance/sessions/:id',
    summary: "Change a session's time, limits, code interval or networks",
    tags: ['attendance'],
    access: 'user',
    params: byId,
    body: sessionUpdateInput,
    bodyLimit: '10kb',
    async handler({ params, body }, rc) {
      const session = await managedSession(rc, params.id);
      if (session.state === 'closed') throw closed();
      return updateSession(
        rc,
        session.id,
        settingsColumns({ ...body, networks: body.networks ?? session.networks }),
      );
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/attendance/sessions/:id',
    summary: 'Delete a session and its records',
    tags: ['attendance'],
    access: 'user',
    params: byId,
    async handler({ params }, rc) {
      const session = await managedSession(rc, params.id);
      await codeStore.retire(session);
      await rc.db('attendance_sessions').where({ id: session.id }).delete();
      await rc.publish(displayTopic(session.id), 'closed', {});
      return { result: true };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/attendance/sessions/:id/open',
    summary: 'Open a session now: codes start to rotate',
    tags: ['attendance'],
    access: 'user',
    params: byId,
    async handler({ params }, rc) {
      const session = await managedSession(rc, params.id);
      if (session.state === 'closed') throw closed();
      return updateSession(rc, session.id, {
        state: 'open',
        opened_at: rc.db.raw('coalesce(opened_at, now())'),
      });
    },
  });

  env.route({
    method: 'POST',
    path: '/api/attendance/sessions/:id/close',
    summary: 'Close a session: learners without a record become absent (again: no change)',
    tags: ['attendance'],
    access: 'user',
    params: byId,
    async handler({ params }, rc) {
      const session = await managedSession(rc, params.id);
      const learners = await rc.service(rosterRef).learners(session.lecture_id);
      await closeSession(
        rc.db,
        session.id,
        learners.map((l) => l.userId),
      );
      await codeStore.retire(session);
      await rc.publish(displayTopic(session.id), 'closed', {});
      const row = (await rc.db('attendance_sessions').where({ id: session.id }).first()) as SessionRow;
      return { data: (await presentSessions(rc.db, [row]))[0] };
    },
  });
}
