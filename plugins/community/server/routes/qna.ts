import { z } from 'zod';
import type { Knex } from 'knex';
import {
  AppError,
  defineEvent,
  paginationQuery,
  TtlCache,
  type RegisterEnv,
  type RequestContext,
} from '@seodang/sdk';
import { answerSchema, commentEditSchema, commentSchema, questionSchema } from '../../common/index.ts';
import { inScope, iso, likePattern, permissions } from '../scope.ts';
import type { ScopedReply } from '../scoped-kinds.ts';
import { idSchema } from '@seodang/sdk/common';

const indexParams = z.object({ index: idSchema });
const answerParams = z.object({ answerIndex: idSchema });
const commentParams = z.object({ commentIndex: idSchema });

interface Row {
  id: number;
  author_id: number | null;
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const author = (r: Row) => ({ id: r.author_id, name: r.author_name ?? '' });

/** The 404 of a missing question, answer or comment (also one of another channel). */
const notFoundAs = (what: 'question' | 'answer' | 'comment') => ({
  code: `${what}_not_found`,
  messageKey: `community.error.${what}_not_found`,
});
const notFound = (what: 'question' | 'answer' | 'comment') => {
  const { code, messageKey } = notFoundAs(what);
  return new AppError(404, code, messageKey);
};
const notAuthor = () => new AppError(403, 'not_author', 'community.error.not_author');

/** A question of the request's channel (`rc.inChannel`), with its author's name, or the 404. */
async function findQuestion(rc: RequestContext, index: number) {
  await rc.inChannel('question', index, notFoundAs('question'));
  const row = await rc
    .db('community_questions as q')
    .leftJoin('users as u', 'u.id', 'q.author_id')
    .where('q.id', index)
    .first('q.*', 'u.name as author_name');
  if (!row) throw notFound('question'); // deleted meanwhile
  return row;
}

/** An answer or comment to a question of the request's channel (`rc.inChannel`), or the 404. */
async function findChild(
  rc: RequestContext,
  table: 'community_answers' | 'community_comments',
  index: number,
) {
  const kind = table === 'community_answers' ? 'answer' : 'comment';
  await rc.inChannel(kind, index, notFoundAs(kind));
  const row = await rc.db(table).where({ id: index }).first();
  if (!row) throw notFound(kind); // deleted meanwhile
  return row;
}

function assertMayChange(rc: RequestContext, authorId: number | null) {
  if (!permissions(rc, authorId).canEdit) throw notAuthor();
}

async function recount(db: Knex, questionId: number) {
  await db('community_questions')
    .where({ id: questionId })
    .update({
      answer_count: db('community_answers').where({ question_id: questionId }).count(),
      comment_count: db('community_comments').where({ question_id: questionId }).count(),
    });
}

/** Emitted on every Q&A write; each core instance drops its cached list pages of that channel. */
const qnaChanged = defineEvent<{ channelId: number | null }>('community.qna-changed');

/**
 * List pages without a search are the same for every reader of a channel and are read far
 * more often than written: each instance caches them briefly and drops them on every write.
 */
const listCache = new TtlCache<string, unknown>({ ttlMs: 30_000, max: 2_000 });

/** Marks the channel's Q&A as changed, in this instance and all others. */
const changed = (rc: RequestContext) => rc.emit(qnaChanged, { channelId: rc.channel?.index ?? null });

/** One page of questions, newest first, optionally matching a search word. */
async function listQuestions(rc: RequestContext, query: { page: number; limit: number; search?: string }) {
  const base = inScope(rc.db('community_questions as q'), rc, 'q.channel_id');
  if (query.search) base.whereRaw("(q.title || ' ' || q.contents) ILIKE ?", [likePattern(query.search)]);
  const [{ count }] = await base.clone().count({ count: '*' });
  const rows = await base
    .leftJoin('users as u', 'u.id', 'q.author_id')
    .orderBy('q.id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .select(
      'q.id',
      'q.title',
      'q.author_id',
      'u.name as author_name',
      'q.answer_count',
      'q.comment_count',
      'q.created_at',
    );
  return {
    data: {
      list: rows.map((r: Row & { title: string; answer_count: number; comment_count: number }) => ({
        index: r.id,
        title: r.title,
        author: author(r),
        answerCount: r.answer_count,
        commentCount: r.comment_count,
        createdAt: iso(r.created_at),
      })),
      totalCount: Number(count),
      page: query.page,
    },
  };
}

/** `/api/qna`: questions, answers and comments; authors edit their own, admins moderate. */
export function registerQnaRoutes(env: RegisterEnv): void {
  env.on(qnaChanged, ({ channelId }) => listCache.clear((key) => key.startsWith(`${channelId ?? 0}:`)), {
    everyInstance: true,
  });
  env.route({
    method: 'GET',
    path: '/api/qna',
    summary: 'List questions (search, pages)',
    tags: ['community'],
    access: 'public',
    query: paginationQuery,
    handler({ query }, rc) {
      if (query.search) return listQuestions(rc, query);
      return listCache.getOrLoad(`${rc.channel?.index ?? 0}:${query.page}:${query.limit}`, () =>
        listQuestions(rc, query),
      );
    },
  });

  env.route({
    method: 'POST',
    path: '/api/qna',
    summary: 'Ask a question',
    tags: ['community'],
    access: 'user',
    body: questionSchema,
    bodyLimit: '20kb',
    async handler({ body }, rc) {
      const [row] = await rc
        .db('community_questions')
        .insert({
          channel_id: rc.channel?.index ?? null,
          author_id: rc.user!.id,
          title: body.title,
          contents: body.contents,
        })
        .returning('id');
      await changed(rc);
      rc.status(201);
      return { data: { index: row.id } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/qna/:index',
    summary: 'A question with its answers and comments',
    tags: ['community'],
    access: 'public',
    params: indexParams,
    async handler({ params }, rc) {
      const q = await findQuestion(rc, params.index);
      const answers: (Row & { contents: string })[] = await rc
        .db('community_answers as a')
        .leftJoin('users as u', 'u.id', 'a.author_id')
        .where('a.question_id', q.id)
        .orderBy('a.id')
        .select('a.*', 'u.name as author_name');
      const comments: (Row & { contents: string; answer_id: number | null })[] = await rc
        .db('community_comments as c')
        .leftJoin('users as u', 'u.id', 'c.author_id')
        .where('c.question_id', q.id)
        .orderBy('c.id')
        .select('c.*', 'u.name as author_name');
      const item = (r: Row & { contents: string }) => ({
        index: r.id,
        contents: r.contents,
        author: author(r),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        ...permissions(rc, r.author_id),
      });
      return {
        data: {
          question: {
            ...item(q),
            title: q.title,
            answerCount: q.answer_count,
            commentCount: q.comment_count,
          },
          answers: answers.map((a) => ({
            ...item(a),
            comments: comments.filter((c) => c.answer_id === a.id).map(item),
          })),
          comments: comments.filter((c) => c.answer_id === null).map(item),
        },
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/qna/:index',
    summary: 'Edit a question (author or admin)',
    tags: ['community'],
    access: 'user',
    params: indexParams,
    body: questionSchema,
    bodyLimit: '20kb',
    async handler({ params, body }, rc) {
      const q = await findQuestion(rc, params.index);
      assertMayChange(rc, q.author_id);
      await rc
        .db('community_questions')
        .where({ id: q.id })
        .update({ title: body.title, contents: body.contents, updated_at: rc.db.fn.now() });
      await changed(rc);
      return { data: { index: q.id } };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/qna/:index',
    summary: 'Delete a question (author or admin)',
    tags: ['community'],
    access: 'user',
    params: indexParams,
    async handler({ params }, rc) {
      const q = await findQuestion(rc, params.index);
      assertMayChange(rc, q.author_id);
      await rc.db('community_questions').where({ id: q.id }).delete();
      await changed(rc);
      return { result: true };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/qna/:index/answers',
    summary: 'Answer a question',
    tags: ['community'],
    access: 'user',
    params: indexParams,
    body: answerSchema,
    bodyLimit: '20kb',
    async handler({ params, body }, rc) {
      const q = await findQuestion(rc, params.index);
      const id = await rc.db.transaction(async (trx) => {
        const [row] = await trx('community_answers')
          .insert({ question_id: q.id, author_id: rc.user!.id, contents: body.contents })
          .returning('id');
        await recount(trx, q.id);
        return row.id as number;
      });
      if (q.author_id && q.author_id !== rc.user!.id) {
        await rc.publish(`user:${q.author_id}`, 'qna.answered', {
          questionIndex: q.id,
          answerIndex: id,
          title: q.title,
        });
      }
      await changed(rc);
      rc.status(201);
      return { data: { index: id } };
    },
  });

  registerChildRoutes(env, {
    table: 'community_answers',
    kind: 'answers',
    paramName: 'answerIndex',
    params: answerParams,
    body: answerSchema,
    summary: 'answer',
  });
  env.route({
    method: 'POST',
    path: '/api/qna/:index/comments',
    summary: 'Comment on a question or an answer',
    tags: ['community'],
    access: 'user',
    params: indexParams,
    body: commentSchema,
    bodyLimit: '20kb',
    async handler({ params, body }, rc) {
      const q = await findQuestion(rc, params.index);
      if (body.answerIndex) {
        const answer = await rc.inChannel<ScopedReply>('answer', body.answerIndex, notFoundAs('answer'));
        if (answer.questionId !== q.id) throw notFound('answer');
      }
      const id = await rc.db.transaction(async (trx) => {
        const [row] = await trx('community_comments')
          .insert({
            question_id: q.id,
            answer_id: body.answerIndex ?? null,
            author_id: rc.user!.id,
            contents: body.contents,
          })
          .returning('id');
        await recount(trx, q.id);
        return row.id as number;
      });
      await changed(rc);
      rc.status(201);
      return { data: { index: id } };
    },
  });

  registerChildRoutes(env, {
    table: 'community_comments',
    kind: 'comments',
    paramName: 'commentIndex',
    params: commentParams,
    body: commentEditSchema,
    summary: 'comment',
  });
}

/** Edit and delete of an answer or a comment: the author or an admin; counts follow. */
function registerChildRoutes(
  env: RegisterEnv,
  o: {
    table: 'community_answers' | 'community_comments';
    kind: 'answers' | 'comments';
    paramName: string;
    params: z.ZodType<Record<string, number>>;
    body: z.ZodType<{ contents: string }>;
    summary: string;
  },
): void {
  const idOf = (params: Record<string, number>) => params[o.paramName];
  env.route({
    method: 'PUT',
    path: `/api/qna/${o.kind}/:${o.paramName}`,
    summary: `Edit an ${o.summary} (author or admin)`,
    tags: ['community'],
    access: 'user',
    params: o.params,
    body: o.body,
    bodyLimit: '20kb',
    async handler({ params, body }, rc) {
      const row = await findChild(rc, o.table, idOf(params));
      assertMayChange(rc, row.author_id);
      await rc
        .db(o.table)
        .where({ id: row.id })
        .update({ contents: body.contents, updated_at: rc.db.fn.now() });
      await changed(rc);
      return { data: { index: row.id } };
    },
  });
  env.route({
    method: 'DELETE',
    path: `/api/qna/${o.kind}/:${o.paramName}`,
    summary: `Delete an ${o.summary} (author or admin)`,
    tags: ['community'],
    access: 'user',
    params: o.params,
    async handler({ params }, rc) {
      const row = await findChild(rc, o.table, idOf(params));
      assertMayChange(rc, row.author_id);
      await rc.db.transaction(async (trx) => {
        await trx(o.table).where({ id: row.id }).delete();
        await recount(trx, row.question_id);
      });
      await changed(rc);
      return { result: true };
    },
  });
}
