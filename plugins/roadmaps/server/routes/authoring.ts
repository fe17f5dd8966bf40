import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { roadmapInputSchema, roadmapUpdateSchema, type RoadmapRequest } from '../../common/index.ts';
import { lectureEnrolmentsRef } from '@seodang/plugin-lectures/enrolment-sources';
import { followBoughtLectures, lectureIdsOf } from '../purchasable-roadmap.ts';
import { assertSavable, columnsOf } from '../save.ts';
import { findEditable, roadmapsIn, type RoadmapRow } from '../store.ts';
import { cardsOf, detailOf } from './browse.ts';

const tags = ['roadmaps'];
const authors = ['teacher', 'admin'] as const;
/** A roadmap of 200 nodes and 400 edges stays well within this. */
const bodyLimit = '256kb';

/** Authoring: teachers and admins create; the owner or an admin edits, publishes, deletes and reviews requests. */
export function registerAuthoringRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/roadmap',
    summary: 'Create a roadmap (unpublished) with its graph',
    tags,
    access: authors,
    body: roadmapInputSchema,
    bodyLimit,
    async handler({ body }, rc) {
      const user = rc.requireUser();
      await assertSavable(rc, body);
      const [{ id }] = await rc
        .db('roadmaps')
        .insert({ ...columnsOf(body), channel_id: rc.channel?.index ?? null, owner_id: user.id })
        .returning('id');
      rc.status(201);
      return { data: await detailOf(rc, await findEditable(rc, id)) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/roadmap/teach/my',
    summary: 'The roadmaps I author (an admin: all of the channel), with their waiting requests',
    tags,
    access: authors,
    async handler(_input, rc) {
      const user = rc.requireUser();
      const q = roadmapsIn(rc.db, rc.channel?.index ?? null)
        .select(
          rc.db.raw(
            "(SELECT count(*) FROM roadmap_access a WHERE a.roadmap_id = r.id AND a.state = 'pending')::int AS pending_requests",
          ),
        )
        .orderBy('r.id', 'desc');
      if (rc.role !== 'admin') q.where('r.owner_id', user.id);
      const rows = (await q) as (RoadmapRow & { pending_requests: number })[];
      const cards = await cardsOf(rc, rows);
      return {
        data: {
          roadmapList: cards.map((c, i) => ({
            ...c,
            isPublished: rows[i].is_published,
            pendingRequests: rows[i].pending_requests,
          })),
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/roadmap/:sequence',
    summary: 'Save a roadmap and its graph (409 when the version is stale)',
    tags,
    access: authors,
    params: z.object({ sequence: idSchema }),
    body: roadmapUpdateSchema,
    bodyLimit,
    async handler({ params, body }, rc) {
      const row = await findEditable(rc, params.sequence);
      await assertSavable(rc, body);
      // The save lands only on the version it was read at; in its transaction, the roadmap's
      // buyers follow its lectures (enrolled in added ones, withdrawn from removed ones).
      const saved = await rc.db.transaction(async (trx) => {
        const updated = await trx('roadmaps')
          .where({ id: row.id, version: body.version })
          .update({ ...columnsOf(body), version: body.version + 1, updated_at: trx.fn.now() })
          .returning('id');
        if (updated.length === 0) return false;
        await followBoughtLectures(trx, rc.service(lectureEnrolmentsRef), {
          id: row.id,
          channelId: row.channel_id,
          before: lectureIdsOf(row.nodes),
          after: lectureIdsOf(body.nodes),
        });
        return true;
      });
      if (!saved) throw new AppError(409, 'version_conflict', 'roadmaps.error.version_conflict');
      return { data: await detailOf(rc, await findEditable(rc, row.id)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/roadmap/:sequence/publish',
    summary: 'Publish a roadmap or take it back',
    tags,
    access: authors,
    params: z.object({ sequence: idSchema }),
    body: z.object({ isPublished: z.boolean().default(true) }),
    async handler({ params, body }, rc) {
      const row = await findEditable(rc, params.sequence);
      if (row.is_published !== body.isPublished)
        await rc
          .db('roadmaps')
          .where({ id: row.id })
          .update({
            is_published: body.isPublished,
            published_at: body.isPublished ? rc.db.fn.now() : null,
            version: rc.db.raw('version + 1'),
            updated_at: rc.db.fn.now(),
          });
      return { data: await detailOf(rc, await findEditable(rc, row.id)) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/roadmap/:sequence',
    summary: 'Delete a roadmap with its requests, choices and progress',
    tags,
    access: authors,
    params: z.object({ sequence: idSchema }),
    async handler({ params }, rc) {
      const row = await findEditable(rc, params.sequence);
      await rc.db('roadmaps').where({ id: row.id }).delete();
      return { result: true };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/roadmap/:sequence/requests',
    summary: "A roadmap's access requests",
    tags,
    access: authors,
    params: z.object({ sequence: idSchema }),
    async handler({ params }, rc) {
      const row = await findEditable(rc, params.sequence);
      const rows: { user_id: number; name: string; state: RoadmapRequest['state']; created_at: Date }[] =
        await rc
          .db('roadmap_access as a')
          .join('users as u', 'u.id', 'a.user_id')
          .where('a.roadmap_id', row.id)
          .whereIn('a.source', ['review'])
          .orderBy([{ column: 'a.state' }, { column: 'a.created_at' }])
          .select('a.user_id', 'u.name', 'a.state', 'a.created_at');
      const requestList: RoadmapRequest[] = rows.map((r) => ({
        userId: r.user_id,
        name: r.name,
        state: r.state,
        requestedAt: new Date(r.created_at).toISOString(),
      }));
      return { data: { requestList } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/roadmap/:sequence/requests/:userId',
    summary: 'Accept or refuse a request (repeating the same answer changes nothing)',
    tags,
    access: authors,
    params: z.object({ sequence: idSchema, userId: idSchema }),
    body: z.object({ accept: z.boolean() }),
    async handler({ params, body }, rc) {
      const row = await findEditable(rc, params.sequence);
      const user = await rc.inChannel<{ id: number }>('user', params.userId, {
        code: 'request_not_found',
        messageKey: 'roadmaps.error.request_not_found',
      });
      const state = body.accept ? 'granted' : 'refused';
      const updated = await rc
        .db('roadmap_access')
        .where({ roadmap_id: row.id, user_id: user.id, source: 'review' })
        .update({
          state,
          decided_at: rc.db.raw('CASE WHEN state = ? THEN decided_at ELSE now() END', [state]),
        })
        .returning('state');
      if (updated.length === 0)
        throw new AppError(404, 'request_not_found', 'roadmaps.error.request_not_found');
      return { data: { userId: user.id, state } };
    },
  });
}
