import { z } from 'zod';
import type { Knex, RegisterEnv, RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { categoryLabel } from '@seodang/plugin-lectures/common';
import {
  roadmapCategoryQuery,
  roadmapListQuery,
  roadmapPageSize,
  type RoadmapDetail,
} from '../../common/index.ts';
import { accessOf, nodeViews } from '../progress.ts';
import { canEdit, chosenAmong, findVisible, presentCard, roadmapsIn, type RoadmapRow } from '../store.ts';

const tags = ['roadmaps'];

/** Cards of rows, each checked when the caller chose it. */
export async function cardsOf(rc: RequestContext, rows: RoadmapRow[]) {
  const chosen = await chosenAmong(
    rc.db,
    rc.user?.id ?? null,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentCard(r, chosen.has(r.id)));
}

/** The published roadmaps of the request's channel (null: the public site). */
const published = (rc: RequestContext): Knex.QueryBuilder =>
  roadmapsIn(rc.db, rc.channel?.index ?? null).where('r.is_published', true);

/** A roadmap with the caller's access, node states and progress. */
export async function detailOf(rc: RequestContext, row: RoadmapRow): Promise<RoadmapDetail> {
  const [cards, access, views] = await Promise.all([
    cardsOf(rc, [row]),
    accessOf(rc, row),
    nodeViews(rc, rc.db, row, rc.user?.id ?? null),
  ]);
  return {
    ...cards[0],
    isPublished: row.is_published,
    version: row.version,
    nodes: views.nodes,
    edges: row.edges,
    access,
    canEdit: canEdit(rc, row),
    progress: views.progress,
  };
}

/**
 * Browsing (spec §7 "Roadmaps"): public on the public site, members only inside a channel (core's
 * gate for `access: 'public'`). Unpublished roadmaps are seen by their editors only.
 */
export function registerBrowseRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/roadmap/list',
    summary: 'Published roadmaps, filtered by difficulty and category',
    tags,
    access: 'public',
    query: roadmapListQuery,
    async handler({ query }, rc) {
      const q = published(rc);
      if (query.difficulty) q.where('r.difficulty', query.difficulty);
      if (query.category) {
        const [first, second] = query.category.split('.');
        q.where('r.category_first', first);
        if (second) q.where('r.category_second', second);
      }
      const [{ count }] = await q.clone().clearSelect().count({ count: '*' });
      const rows = (await q
        .orderBy('r.id', 'desc')
        .limit(roadmapPageSize)
        .offset((query.page - 1) * roadmapPageSize)) as RoadmapRow[];
      return { data: { roadmapList: await cardsOf(rc, rows), totalCount: Number(count) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/roadmap/category/list',
    summary: 'The categories of published roadmaps, counted for the chosen difficulty',
    tags,
    access: 'public',
    query: roadmapCategoryQuery,
    async handler({ query }, rc) {
      const rows: { category_first: string; category_second: string; count: string }[] = await published(rc)
        .clearSelect()
        .select(
          'r.category_first',
          'r.category_second',
          rc.db.raw('count(*) FILTER (WHERE ?::text IS NULL OR r.difficulty = ?) AS count', [
            query.difficulty ?? null,
            query.difficulty ?? null,
          ]),
        )
        .groupBy('r.category_first', 'r.category_second')
        .orderBy(['r.category_first', 'r.category_second']);
      return {
        data: rows.map((r) => {
          const value = `${r.category_first}.${r.category_second}`;
          return { value, label: categoryLabel(value, rc.locale), count: Number(r.count) };
        }),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/teacher/:sequence/route',
    summary: "A teacher's published roadmaps",
    tags,
    access: 'public',
    params: z.object({ sequence: idSchema }),
    async handler({ params }, rc) {
      const teacher = await rc.inChannel<{ id: number }>('user', params.sequence);
      const rows = (await published(rc)
        .where('r.owner_id', teacher.id)
        .orderBy('r.id', 'desc')) as RoadmapRow[];
      return { data: { roadmapList: await cardsOf(rc, rows) } };
    },
  });
}

/** `GET /api/roadmap/{sequence}`, registered after every fixed `/api/roadmap/…` path. */
export function registerDetailRoute(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/roadmap/:sequence',
    summary: 'A roadmap: its graph, my access and my node states',
    tags,
    access: 'public',
    params: z.object({ sequence: idSchema }),
    async handler({ params }, rc) {
      return { data: await detailOf(rc, await findVisible(rc, params.sequence)) };
    },
  });
}
