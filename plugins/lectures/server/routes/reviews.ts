import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { enrolmentOf, findLecture, findViewableLecture } from '../access.ts';
import { iso } from '../scope.ts';
import { idSchema } from '@seodang/sdk/common';

const tags = ['lectures-reviews'];
const indexParams = z.object({ index: idSchema });
/** A review: 1–5 stars and up to 1000 characters. */
export const reviewSchema = z.object({
  rating: z
    .number({ message: 'lectures.validation.review' })
    .int('lectures.validation.review')
    .min(1, 'lectures.validation.review')
    .max(5, 'lectures.validation.review'),
  contents: z.string().trim().max(1000, 'lectures.validation.review').default(''),
});

/** Reviews and ratings by enrolled learners; the lecture keeps its average and count. */
export function registerReviewRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/lecture/:index/reviews',
    summary: 'Reviews of a lecture, newest first',
    tags,
    access: 'public',
    params: indexParams,
    query: z.object({
      page: z.coerce.number().int().min(1).max(100000).default(1),
      limit: z.coerce.number().int().min(1).max(50).default(10),
    }),
    async handler({ params, query }, rc) {
      const { lecture } = await findViewableLecture(rc, params.index);
      const base = rc.db('lecture_reviews as r').where('r.lecture_id', lecture.id);
      const [{ count }] = await base.clone().count({ count: '*' });
      const rows = await base
        .clone()
        .join('users as u', 'u.id', 'r.user_id')
        .select('r.*', 'u.name')
        .orderBy('r.created_at', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        data: {
          list: rows.map((r) => ({
            index: r.id,
            rating: r.rating,
            contents: r.contents,
            author: { id: r.user_id, name: r.name },
            isMine: r.user_id === rc.user?.id,
            createdAt: iso(r.created_at),
          })),
          totalCount: Number(count),
          page: query.page,
          averageRating: Number(lecture.average_rating),
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/lecture/:index/reviews/mine',
    summary: 'Write or change my review (joined students)',
    tags,
    access: 'user',
    params: indexParams,
    body: reviewSchema,
    async handler({ params, body }, rc) {
      const lecture = await findLecture(rc, params.index);
      const enrolment = await enrolmentOf(rc, lecture.id);
      if (enrolment?.state !== 'joined')
        throw new AppError(403, 'review_not_allowed', 'lectures.error.review_not_allowed');
      await rc.db.transaction(async (trx) => {
        await trx('lecture_reviews')
          .insert({
            lecture_id: lecture.id,
            user_id: rc.user!.id,
            rating: body.rating,
            contents: body.contents,
          })
          .onConflict(['lecture_id', 'user_id'])
          .merge(['rating', 'contents', 'updated_at']);
        const [stats] = await trx('lecture_reviews')
          .where({ lecture_id: lecture.id })
          .select(trx.raw('count(*) as n, coalesce(avg(rating), 0) as avg'));
        await trx('lectures')
          .where({ id: lecture.id })
          .update({ review_count: Number(stats.n), average_rating: Number(stats.avg).toFixed(2) });
      });
      return { result: true };
    },
  });
}
