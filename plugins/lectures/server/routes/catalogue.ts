import { z } from 'zod';
import type { RegisterEnv, RequestContext } from '@seodang/sdk';
import {
  buildCategoryList,
  lectureListQuery,
  wishingLectureBody,
  wishStates,
  type WishState,
} from '../../common/index.ts';
import { catalogueOnly, inScope } from '../scope.ts';
import { catalogueCategoryCounts, searchCatalogue, withWish } from '../catalogue-query.ts';
import { listColumns, presentListItem, type LectureRow } from '../lecture-row.ts';
import { findViewableLecture } from '../access.ts';
import { idSchema } from '@seodang/sdk/common';

const tags = ['lectures'];

/** A promotion group of the main page: a title key and its lectures. */
export async function promotionGroups(rc: RequestContext, size = 8) {
  const base = () =>
    withWish(
      catalogueOnly(inScope(rc.db('lectures as l'), rc))
        .leftJoin('users as u', 'u.id', 'l.owner_id')
        .select(listColumns),
      rc,
    ).limit(size);
  const groups = [
    {
      key: 'popular',
      query: base().orderBy([
        { column: 'l.student_count', order: 'desc' },
        { column: 'l.id', order: 'desc' },
      ]),
    },
    {
      key: 'newest',
      query: base().orderBy([
        { column: 'l.published_at', order: 'desc', nulls: 'last' },
        { column: 'l.id', order: 'desc' },
      ]),
    },
    {
      key: 'free',
      query: base()
        .where('l.is_free', true)
        .orderBy([
          { column: 'l.student_count', order: 'desc' },
          { column: 'l.id', order: 'desc' },
        ]),
    },
    {
      key: 'topRated',
      query: base()
        .where('l.review_count', '>', 0)
        .orderBy([
          { column: 'l.average_rating', order: 'desc' },
          { column: 'l.review_count', order: 'desc' },
        ]),
    },
  ];
  const now = new Date();
  const lists = await Promise.all(groups.map((g) => g.query));
  return groups.map((g, i) => ({
    key: g.key,
    lectureList: (lists[i] as LectureRow[]).map((r) => presentListItem(r, now)),
  }));
}

/**
 * Sets the caller's wish state of a lecture they may view (resolved in the request's channel: a
 * lecture of another channel is a plain 404); returns the lecture's id.
 */
async function setWishState(rc: RequestContext, index: number, state: WishState): Promise<number> {
  const { lecture } = await findViewableLecture(rc, index);
  await rc
    .db('lecture_wishes')
    .insert({ lecture_id: lecture.id, user_id: rc.requireUser().id, state, updated_at: rc.db.fn.now() })
    .onConflict(['user_id', 'lecture_id'])
    .merge(['state', 'updated_at']);
  return lecture.id;
}

/** Catalogue reads: the §7 list endpoints, categories, tags, owners, recommendations, wishes. */
export function registerCatalogueRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/lecture/list/summary',
    summary: 'Lecture list, summary (search, category, sort, filters, counts per category)',
    tags,
    access: 'public',
    query: lectureListQuery,
    handler: async ({ query }, rc) => ({ data: await searchCatalogue(rc, query) }),
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/list/detail',
    summary: 'Lecture list, detail (with lesson counts)',
    tags,
    access: 'public',
    query: lectureListQuery,
    async handler({ query }, rc) {
      const page = await searchCatalogue(rc, query);
      const ids = page.list.map((l) => l.sequence);
      const counts = new Map<number, number>(
        ids.length
          ? (
              await rc
                .db('lecture_lessons')
                .whereIn('lecture_id', ids)
                .groupBy('lecture_id')
                .select('lecture_id')
                .count({ n: '*' })
            ).map((r: { lecture_id?: unknown; n?: unknown }) => [Number(r.lecture_id), Number(r.n)])
          : [],
      );
      return {
        data: { ...page, list: page.list.map((l) => ({ ...l, lessonCount: counts.get(l.sequence) ?? 0 })) },
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/categories',
    summary: 'The category tree with counts',
    tags,
    access: 'public',
    handler: async (_input, rc) => ({ data: buildCategoryList(await catalogueCategoryCounts(rc)) }),
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/tags',
    summary: 'Lecture tags in use, most used first',
    tags,
    access: 'public',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
    async handler({ query }, rc) {
      const tagRows = catalogueOnly(inScope(rc.db('lectures as l'), rc)).select(
        rc.db.raw('unnest(l.tags) as tag'),
      );
      const counted = await rc.db
        .from(tagRows.as('t'))
        .select('t.tag')
        .count({ count: '*' })
        .groupBy('t.tag')
        .orderBy([{ column: 'count', order: 'desc' }, { column: 't.tag' }])
        .limit(query.limit);
      return { data: counted.map((r) => ({ tag: String(r.tag), count: Number(r.count) })) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/owners',
    summary: 'Teachers with published lectures',
    tags,
    access: 'public',
    async handler(_input, rc) {
      const rows = await catalogueOnly(inScope(rc.db('lectures as l'), rc))
        .join('users as u', 'u.id', 'l.owner_id')
        .groupBy('u.id', 'u.name')
        .select('u.id', 'u.name')
        .count({ lectureCount: '*' })
        .orderBy('u.name');
      return {
        data: (rows as { id: number; name: string; lectureCount: string }[]).map((r) => ({
          id: r.id,
          name: r.name,
          lectureCount: Number(r.lectureCount),
        })),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recommendLecture/list',
    summary: 'Recommended lectures: promotion groups of the main page',
    tags,
    access: 'public',
    handler: async (_input, rc) => ({ data: await promotionGroups(rc) }),
  });

  env.route({
    method: 'POST',
    path: '/api/lecture/:index/wish',
    summary: 'Toggle the wishlist state of a lecture',
    tags,
    access: 'user',
    params: z.object({ index: idSchema }),
    body: z.object({ wish: z.boolean() }),
    async handler({ params, body }, rc) {
      const state = body.wish ? wishStates.WISHING : wishStates.CANCELED;
      const lectureId = await setWishState(rc, params.index, state);
      return { data: { sequence: lectureId, isWishing: state === wishStates.WISHING, state } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/wishingLecture',
    summary: 'Wish for a lecture or cancel the wish: lectureSequence and state (WISHING=1, CANCELED=0)',
    tags,
    access: 'user',
    body: wishingLectureBody,
    bodyLimit: '4kb',
    async handler({ body }, rc) {
      const lectureSequence = await setWishState(rc, body.lectureSequence, body.state);
      return {
        data: { lectureSequence, state: body.state, isWishing: body.state === wishStates.WISHING },
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/lecture/wishlist',
    summary: 'My wishlist',
    tags,
    access: 'user',
    async handler(_input, rc) {
      const rows = await catalogueOnly(inScope(rc.db('lectures as l'), rc))
        .join('lecture_wishes as w', 'w.lecture_id', 'l.id')
        .where({ 'w.user_id': rc.user!.id, 'w.state': wishStates.WISHING })
        .leftJoin('users as u', 'u.id', 'l.owner_id')
        .select([...listColumns, rc.db.raw('true as is_wishing')])
        .orderBy('w.updated_at', 'desc');
      return { data: (rows as LectureRow[]).map((r) => presentListItem(r)) };
    },
  });
}
