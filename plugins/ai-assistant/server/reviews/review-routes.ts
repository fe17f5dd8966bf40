import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { ReviewBody, ReviewPatchBody } from '../../common/api.ts';
import { aiPath } from '../segment.ts';
import { assertNotInExam } from '../exam-guard.ts';

const tags = ['ai-assistant'];
const forbidden = () => new AppError(403, 'ai_review_forbidden', 'ai.error.ai_review_forbidden');
const responseNotFound = () => new AppError(404, 'response_not_found', 'ai.error.response_not_found');
const reviewNotFound = () => new AppError(404, 'review_not_found', 'ai.error.review_not_found');

/** The request's channel as stored (0: the public site, whose rows have no channel). */
const channelKey = (rc: RequestContext) => [rc.channel?.index ?? 0];

/**
 * The caller's review of their own answer in this channel: another's answer or review is 403
 * (`ai_review_forbidden`), a missing one, or one of another channel, 404.
 */
async function ownReview(rc: RequestContext, id: number): Promise<{ id: number }> {
  const row = await rc
    .db('ai_reviews as r')
    .join('ai_calls as c', 'c.response_id', 'r.response_id')
    .where('r.id', id)
    .whereRaw('coalesce(c.channel_id, 0) = ?', channelKey(rc))
    .first('r.id', 'r.user_id');
  if (!row) throw reviewNotFound();
  if (row.user_id !== rc.requireUser().id) throw forbidden();
  return { id: Number(row.id) };
}

/** §7 ratings of answers: `PUT review` (upsert per answer and caller), `PATCH review/{id}`, `DELETE review/{id}`. */
export function registerReviewRoutes(env: RegisterEnv): void {
  env.route({
    method: 'PUT',
    path: aiPath(env, 'review'),
    summary: 'Rate an answer the caller received (1 helpful, 0 not; one rating per answer and caller)',
    tags,
    access: 'user',
    body: ReviewBody,
    async handler({ body }, rc) {
      await assertNotInExam(rc);
      const user = rc.requireUser();
      // The rater is the caller; the name shown with a rating is the account's, never the body's.
      if (body.userId !== user.id) throw forbidden();
      const call = await rc
        .db('ai_calls')
        .where({ response_id: body.responseId })
        .whereRaw('coalesce(channel_id, 0) = ?', channelKey(rc))
        .first('user_id');
      if (!call) throw responseNotFound();
      if (call.user_id !== user.id) throw forbidden();
      const [row] = await rc
        .db('ai_reviews')
        .insert({ response_id: body.responseId, user_id: user.id, score: body.score })
        .onConflict(['response_id', 'user_id'])
        .merge({ score: body.score, updated_at: rc.db.fn.now() })
        .returning('id');
      return { data: { id: Number(row.id) } };
    },
  });

  const params = z.object({ id: idSchema });

  env.route({
    method: 'PATCH',
    path: aiPath(env, 'review/:id'),
    summary: "Give the reasons and a comment to the caller's rating",
    tags,
    access: 'user',
    params,
    body: ReviewPatchBody,
    async handler({ params, body }, rc) {
      await assertNotInExam(rc);
      const review = await ownReview(rc, params.id);
      await rc
        .db('ai_reviews')
        .where({ id: review.id })
        .update({
          review_selection: JSON.stringify(body.reviewSelection),
          review_comment: body.reviewComment,
          updated_at: rc.db.fn.now(),
        });
      return { data: { id: review.id } };
    },
  });

  env.route({
    method: 'DELETE',
    path: aiPath(env, 'review/:id'),
    summary: "Take back the caller's rating (undo)",
    tags,
    access: 'user',
    params,
    async handler({ params }, rc) {
      await assertNotInExam(rc);
      const review = await ownReview(rc, params.id);
      await rc.db('ai_reviews').where({ id: review.id }).delete();
      return { data: { id: review.id } };
    },
  });
}
