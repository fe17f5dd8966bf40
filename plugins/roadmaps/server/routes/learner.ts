import { z } from 'zod';
import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { canSetByHand, manualStates, roadmapLimits, type MyRoadmap } from '../../common/index.ts';
import { nodeViews } from '../progress.ts';
import {
  canEdit,
  findVisible,
  presentCard,
  roadmapKind,
  roadmapNotFound,
  roadmapsIn,
  type RoadmapRow,
} from '../store.ts';

const tags = ['roadmaps'];

/** Grants a free roadmap that needs no review (idempotent: an existing row stays as it is). */
async function grantFree(trx: Knex, roadmapId: number, userId: number): Promise<void> {
  await trx('roadmap_access')
    .insert({
      roadmap_id: roadmapId,
      user_id: userId,
      state: 'granted',
      source: 'free',
      decided_at: trx.fn.now(),
    })
    .onConflict(['roadmap_id', 'user_id'])
    .ignore();
}

/** Whether the caller may use (choose, mark) a roadmap: editors, granted learners, and free open ones. */
async function usable(rc: RequestContext, db: Knex, row: RoadmapRow): Promise<boolean> {
  if (canEdit(rc, row)) return true;
  if (!row.is_published) return false;
  if (row.is_free && row.accept_type === 'immediate') return true;
  const access = await db('roadmap_access')
    .where({ roadmap_id: row.id, user_id: rc.user!.id })
    .first('state');
  return access?.state === 'granted';
}

/** Choosing, requesting and marking progress: a signed-in member of the request's channel. */
export function registerLearnerRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/roadmap/request',
    summary: 'Request a free roadmap: granted at once, or waiting for review',
    tags,
    access: 'user',
    body: z.object({ roadmapId: idSchema }),
    async handler({ body }, rc) {
      const user = rc.requireUser();
      const row = await findVisible(rc, body.roadmapId);
      if (!row.is_published) throw new AppError(404, roadmapNotFound.code, roadmapNotFound.messageKey);
      if (!row.is_free) throw new AppError(409, 'roadmap_not_free', 'roadmaps.error.not_free');
      const immediate = row.accept_type === 'immediate';
      await rc
        .db('roadmap_access')
        .insert({
          roadmap_id: row.id,
          user_id: user.id,
          state: immediate ? 'granted' : 'pending',
          source: immediate ? 'free' : 'review',
          decided_at: immediate ? rc.db.fn.now() : null,
        })
        .onConflict(['roadmap_id', 'user_id'])
        .ignore();
      const access = await rc
        .db('roadmap_access')
        .where({ roadmap_id: row.id, user_id: user.id })
        .first('state');
      return { data: { roadmapId: row.id, access: access.state } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/roadmap/user',
    summary: 'Replace my chosen roadmaps',
    tags,
    access: 'user',
    body: z.object({
      roadmapIdList: z
        .array(idSchema)
        .max(roadmapLimits.chosen, 'roadmaps.validation.roadmapIdList')
        .transform((ids) => [...new Set(ids)]),
    }),
    async handler({ body }, rc) {
      const user = rc.requireUser();
      const rows = await rc.inChannelMany<RoadmapRow>(roadmapKind, body.roadmapIdList, roadmapNotFound);
      const channelId = rc.channel?.index ?? null;
      await rc.db.transaction(async (trx) => {
        for (const row of rows) {
          if (!row.is_published && !canEdit(rc, row))
            throw new AppError(404, roadmapNotFound.code, roadmapNotFound.messageKey);
          if (!(await usable(rc, trx, row)))
            throw new AppError(403, 'forbidden_roadmap', 'roadmaps.error.forbidden_roadmap');
        }
        // The choice is per site: only this channel's (or the public site's) choices are replaced.
        await trx('roadmap_choices')
          .where({ user_id: user.id })
          .whereIn('roadmap_id', roadmapsIn(trx, channelId).clearSelect().select('r.id'))
          .delete();
        for (const row of rows) {
          if (row.is_free && row.accept_type === 'immediate' && !canEdit(rc, row))
            await grantFree(trx, row.id, user.id);
          await trx('roadmap_choices').insert({ user_id: user.id, roadmap_id: row.id });
        }
      });
      return { data: { roadmapIdList: rows.map((r) => r.id) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/roadmap/user',
    summary: 'My chosen roadmaps with my progress',
    tags,
    access: 'user',
    async handler(_input, rc) {
      const user = rc.requireUser();
      const rows = (await roadmapsIn(rc.db, rc.channel?.index ?? null)
        .join('roadmap_choices as c', 'c.roadmap_id', 'r.id')
        .leftJoin('roadmap_access as a', (j) => j.on('a.roadmap_id', 'r.id').andOn('a.user_id', 'c.user_id'))
        .where('c.user_id', user.id)
        .select('a.state as access_state')
        .orderBy('c.created_at', 'desc')) as (RoadmapRow & { access_state: string | null })[];
      const roadmapList: MyRoadmap[] = [];
      for (const row of rows) {
        if (!row.is_published && !canEdit(rc, row)) continue;
        const { progress } = await nodeViews(rc, rc.db, row, user.id);
        const access = canEdit(rc, row) ? 'granted' : ((row.access_state ?? 'none') as MyRoadmap['access']);
        roadmapList.push({ ...presentCard(row, true), access, progress });
      }
      return { data: { roadmapList } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/roadmap/:sequence/nodes/:nodeId/progress',
    summary: 'Mark a node done, learning, skipped or pending (lecture and lesson nodes: skipped or pending)',
    tags,
    access: 'user',
    params: z.object({ sequence: idSchema, nodeId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) }),
    body: z.object({ state: z.enum(manualStates) }),
    async handler({ params, body }, rc) {
      const user = rc.requireUser();
      const row = await findVisible(rc, params.sequence);
      if (!(await usable(rc, rc.db, row))) throw new AppError(403, 'no_access', 'roadmaps.error.no_access');
      const node = row.nodes.find((n) => n.id === params.nodeId);
      if (!node) throw new AppError(404, 'node_not_found', 'roadmaps.error.node_not_found');
      if (!canSetByHand(node.type, body.state))
        throw new AppError(409, 'state_not_allowed', 'roadmaps.error.state_not_allowed');
      const key = { roadmap_id: row.id, user_id: user.id, node_id: node.id };
      if (body.state === 'pending') await rc.db('roadmap_node_progress').where(key).delete();
      else
        await rc
          .db('roadmap_node_progress')
          .insert({ ...key, state: body.state, updated_at: rc.db.fn.now() })
          .onConflict(['roadmap_id', 'user_id', 'node_id'])
          .merge(['state', 'updated_at']);
      const views = await nodeViews(rc, rc.db, row, user.id);
      const state = views.nodes.find((n) => n.id === node.id)!.state;
      return { data: { nodeId: node.id, state, progress: views.progress } };
    },
  });
}
