import { z } from 'zod';
import {
  AppError,
  membershipRef,
  type RegisterEnv,
  type RequestContext,
  type ScopedUser,
} from '@seodang/sdk';
import { notificationSenderRef } from '@seodang/plugin-community/notifications';
import { formatMessage, idSchema, locales } from '@seodang/sdk/common';
import { lectureMessages } from '../../common/messages.ts';
import { lessonStates } from '../../common/index.ts';
import {
  enrolmentOf,
  findEditableLecture,
  findLecture,
  findViewableLecture,
  periodStateOf,
} from '../access.ts';
import { listColumns, presentListItem, type LectureRow } from '../lecture-row.ts';
import { inScope, iso } from '../scope.ts';
import { expiryOf, refreshStudentCount } from '../join-enrolment.ts';

const tags = ['lectures-learning'];
const indexParams = z.object({ index: idSchema });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(12),
});

/** My lectures in one enrolment state, with progress (the §7 joined / waiting / invited lists). */
async function myLectures(
  rc: RequestContext,
  state: 'joined' | 'waiting' | 'invited',
  page: number,
  limit: number,
) {
  const base = inScope(
    rc.db('lectures as l').join('lecture_enrolments as e', 'e.lecture_id', 'l.id'),
    rc,
  ).where({ 'e.user_id': rc.user!.id, 'e.state': state });
  const [{ count }] = await base.clone().count({ count: '*' });
  const rows = await base
    .clone()
    .leftJoin('users as u', 'u.id', 'l.owner_id')
    .select([
      ...listColumns,
      'e.joined_at',
      'e.expires_at',
      'e.completed_at',
      'e.updated_at as enrolled_updated_at',
      rc.db.raw('(select count(*) from lecture_lessons ll where ll.lecture_id = l.id) as lesson_count'),
      rc.db.raw(
        `(select count(*) from lecture_lesson_progress p where p.lecture_id = l.id and p.user_id = e.user_id and p.state = ${lessonStates.COMPLETE}) as completed_count`,
      ),
    ])
    .orderBy('e.updated_at', 'desc')
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    list: (
      rows as (LectureRow & {
        joined_at: Date;
        expires_at: Date | null;
        completed_at: Date | null;
        completed_count: string;
      })[]
    ).map((r) => {
      const lessons = Number(r.lesson_count);
      const done = Number(r.completed_count);
      return {
        ...presentListItem(r),
        state,
        lessonCount: lessons,
        completedLessons: done,
        progress: lessons ? Math.round((done / lessons) * 100) : 0,
        joinedAt: iso(r.joined_at),
        expiresAt: iso(r.expires_at),
        completedAt: iso(r.completed_at),
      };
    }),
    totalCount: Number(count),
    page,
    limit,
  };
}

/** Enrolment: join, wait for review, invitations, and the teacher's review of requests. */
export function registerEnrolmentRoutes(env: RegisterEnv): void {
  for (const state of ['joined', 'waiting', 'invited'] as const) {
    env.route({
      method: 'GET',
      path: `/api/lecture/${state}`,
      summary: `My ${state} lectures, with progress`,
      tags,
      access: 'user',
      query: pageQuery,
      handler: async ({ query }, rc) => ({ data: await myLectures(rc, state, query.page, query.limit) }),
    });
  }

  env.route({
    method: 'POST',
    path: '/api/lecture/:index/enrol',
    summary: 'Enrol: free lectures join at once or wait for review; invitations are accepted',
    tags,
    access: 'user',
    params: indexParams,
    async handler({ params }, rc) {
      const lecture = await findLecture(rc, params.index);
      const existing = await enrolmentOf(rc, lecture.id);
      if (existing?.state === 'joined' || existing?.state === 'waiting')
        throw new AppError(409, 'already_enrolled', 'lectures.error.already_enrolled');
      if (!existing) await findViewableLecture(rc, params.index);
      if (!lecture.is_published) throw new AppError(400, 'not_published', 'lectures.error.not_published');
      // Joining before the lecture's open date is fine (lessons open on that day); after its close date it is not.
      if (periodStateOf(lecture, null) === 'ended')
        throw new AppError(400, 'lecture_closed', 'lectures.error.lecture_closed');
      const invited = existing?.state === 'invited';
      if (!lecture.is_free && !invited)
        throw new AppError(402, 'paid_lecture', 'lectures.error.paid_lecture');
      const state = invited || lecture.accept_type === 'immediate' ? 'joined' : 'waiting';
      const now = new Date();
      const row = {
        state,
        joined_at: state === 'joined' ? now : null,
        expires_at: state === 'joined' ? expiryOf(lecture, now) : null,
        updated_at: now,
      };
      await rc
        .db('lecture_enrolments')
        .insert({ lecture_id: lecture.id, user_id: rc.user!.id, ...row })
        .onConflict(['lecture_id', 'user_id'])
        .merge(Object.keys(row));
      await refreshStudentCount(rc.db, lecture.id);
      rc.status(201);
      return { data: { state, joinedAt: iso(row.joined_at), expiresAt: iso(row.expires_at) } };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/lecture/:index/enrol',
    summary: 'Leave a lecture, cancel a request or decline an invitation',
    tags,
    access: 'user',
    params: indexParams,
    async handler({ params }, rc) {
      const lecture = await findLecture(rc, params.index);
      const pair = { lecture_id: lecture.id, user_id: rc.user!.id };
      await rc.db.transaction(async (trx) => {
        const deleted = await trx('lecture_enrolments').where(pair).delete();
        if (!deleted) throw new AppError(404, 'enrolment_not_found', 'lectures.error.enrolment_not_found');
        // What a source (a bought roadmap) made is given up with it: joining again is the learner's own.
        await trx('lecture_enrolment_sources').where(pair).delete();
        await refreshStudentCount(trx, lecture.id);
      });
      return { result: true };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/:index/students',
    summary: 'Students, requests and invitations of my lecture',
    tags,
    access: ['teacher', 'admin'],
    params: indexParams,
    async handler({ params }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      const rows = await rc
        .db('lecture_enrolments as e')
        .join('users as u', 'u.id', 'e.user_id')
        .where('e.lecture_id', lecture.id)
        .select('u.id', 'u.user_id', 'u.name', 'e.state', 'e.joined_at', 'e.created_at')
        .orderBy([{ column: 'e.state' }, { column: 'u.name' }]);
      return {
        data: rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          name: r.name,
          state: r.state,
          joinedAt: iso(r.joined_at),
          requestedAt: iso(r.created_at),
        })),
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/lecture/:index/students/:userIndex',
    summary: 'Accept or refuse a waiting request',
    tags,
    access: ['teacher', 'admin'],
    params: indexParams.extend({ userIndex: idSchema }),
    body: z.object({ accept: z.boolean() }),
    async handler({ params, body }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      await rc.inChannel('user', params.userIndex, {
        code: 'enrolment_not_found',
        messageKey: 'lectures.error.enrolment_not_found',
      });
      const where = { lecture_id: lecture.id, user_id: params.userIndex, state: 'waiting' };
      const now = new Date();
      const changed = body.accept
        ? await rc
            .db('lecture_enrolments')
            .where(where)
            .update({ state: 'joined', joined_at: now, expires_at: expiryOf(lecture, now), updated_at: now })
        : await rc.db('lecture_enrolments').where(where).delete();
      if (!changed) throw new AppError(404, 'enrolment_not_found', 'lectures.error.enrolment_not_found');
      await refreshStudentCount(rc.db, lecture.id);
      return { result: true };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/lecture/:index/invite',
    summary:
      'Invite users (by login id) to a lecture; inside a channel its members, and those whose request or invitation to the channel is pending (invited to the channel too)',
    tags,
    access: ['teacher', 'admin'],
    params: indexParams,
    body: z.object({ userIds: z.array(z.string().trim().min(1).max(50)).min(1).max(25) }),
    async handler({ params, body }, rc) {
      const lecture = await findEditableLecture(rc, params.index);
      // Named by login id; only users of this channel (public-site accounts on the public site)
      // are found, anyone else is reported as not found.
      const named: { id: number; user_id: string }[] = await rc
        .db('users')
        .whereIn('user_id', body.userIds)
        .select('id', 'user_id');
      const members = await rc.keepInChannel<ScopedUser>(
        'user',
        named.map((u) => u.id),
      );
      const found = members.map((u) => ({ id: u.id, user_id: u.userId }));
      const inserted = await rc.db.transaction(async (trx) => {
        // Someone whose request or invitation to the channel is still pending is invited to the
        // channel as well (invitedFromLecture), seats permitting; strangers stay out of reach.
        if (rc.channel) {
          const rest = named.filter((u) => !found.some((f) => f.id === u.id));
          const { invited } = await rc
            .service(membershipRef)
            .invite(
              trx,
              { channelId: rc.channel.index, actorId: rc.user!.id },
              { userIds: rest.map((u) => u.id), source: 'lecture', pendingOnly: true },
            );
          found.push(...rest.filter((u) => invited.includes(u.id)));
        }
        if (!found.length) return [];
        const rows: { user_id: number }[] = await trx('lecture_enrolments')
          .insert(found.map((u) => ({ lecture_id: lecture.id, user_id: u.id, state: 'invited' })))
          .onConflict(['lecture_id', 'user_id'])
          .ignore()
          .returning('user_id');
        return rows;
      });
      await notifyInvited(
        rc,
        inserted.map((r) => r.user_id),
        lecture,
      );
      const invited = new Set(found.map((u) => u.user_id));
      return { data: { invited: [...invited], notFound: body.userIds.filter((id) => !invited.has(id)) } };
    },
  });
}

/** Tells newly invited learners, in their own language, when the notifications plugin is installed. */
async function notifyInvited(
  rc: RequestContext,
  userIds: number[],
  lecture: { id: number; subject: string; slug: string },
) {
  const sender = rc.optionalService(notificationSenderRef);
  if (!sender || userIds.length === 0) return;
  const params = { teacher: rc.user!.name, subject: lecture.subject };
  const texts = Object.fromEntries(
    locales.map((l) => [
      l,
      {
        title: lectureMessages[l]['lectures.notification.invitedTitle'],
        message: formatMessage(lectureMessages[l]['lectures.notification.invitedMessage'], params),
      },
    ]),
  ) as Parameters<typeof sender.send>[0]['texts'];
  await sender.send({
    channelId: rc.channel?.index ?? null,
    userIds,
    texts,
    link: `/lecture/${lecture.id}/${lecture.slug}`,
  });
}
