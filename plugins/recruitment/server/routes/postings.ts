import { z } from 'zod';
import { paginationQuery, sanitizeRichText, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { postingInput, postingTransitions, type PostingState } from '../../common/index.ts';
import {
  columnsOf,
  illegalTransition,
  managedPosting,
  postingNotFound,
  present,
  detailOf,
  presentManaged,
  visiblePosting,
  manages,
} from '../postings.ts';
import { postingKind, postingsIn, type PostingRow } from '../scoped-kinds.ts';
import { checkScreeningExam, selectableExams } from '../screening.ts';

const tags = ['recruitment'];
const seqParams = z.object({ sequence: idSchema });

/** The postings the caller manages, each with its applications counted by status. */
async function managedList(rc: RequestContext) {
  const user = rc.requireUser();
  const query = postingsIn(rc.db, rc.channel?.index ?? null)
    .select(
      rc.db.raw(
        `(SELECT count(*) FILTER (WHERE a.status = 1) FROM recruitment_applications a WHERE a.posting_id = p.id) AS submitted,
         (SELECT count(*) FILTER (WHERE a.status = 2) FROM recruitment_applications a WHERE a.posting_id = p.id) AS pass,
         (SELECT count(*) FILTER (WHERE a.status = 3) FROM recruitment_applications a WHERE a.posting_id = p.id) AS fail`,
      ),
    )
    .orderBy('p.id', 'desc')
    .limit(500);
  if (rc.role !== 'admin') query.where('p.owner_id', user.id);
  const rows = (await query) as (PostingRow & { submitted: number; pass: number; fail: number })[];
  return rows.map(presentManaged);
}

/** Moves a posting from the action's one allowed state to the next, or answers 409. */
async function transition(rc: RequestContext, id: number, action: keyof typeof postingTransitions) {
  const row = await managedPosting(rc, id);
  const { from, to } = postingTransitions[action];
  const stamp = to === 'PUBLISHED' ? 'published_at' : 'closed_at';
  const updated = await rc
    .db('recruitment_postings')
    .where({ id: row.id, state: from })
    .update({ state: to, [stamp]: rc.db.fn.now(), updated_at: rc.db.fn.now() });
  if (!updated) throw illegalTransition(row.state);
  return { data: await detailOf(rc, await rc.inChannel<PostingRow>(postingKind, id, postingNotFound), true) };
}

/**
 * Postings: authored by teachers and admins, read by the channel's members (anyone on the public
 * site once published), moved DRAFT → PUBLISHED → CLOSED. Core checks `access`, the membership and
 * the input before a handler runs; every id is resolved in the request's channel.
 */
export function registerPostingRoutes(env: RegisterEnv): void {
  // Spec §7 names this list "My recruitment postings"; it must win over lectures' '/api/lecture/:index'.
  env.route({
    method: 'GET',
    path: '/api/lecture/recruitment',
    summary: 'My recruitment postings: those I manage, with their state, D-day and application counts',
    tags,
    access: 'user',
    async handler(_input, rc) {
      return { data: await managedList(rc) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/list',
    summary: 'The published and closed postings of the channel, newest first',
    tags,
    access: 'public',
    query: paginationQuery.extend({ state: z.enum(['PUBLISHED', 'CLOSED']).optional() }),
    async handler({ query }, rc) {
      const base = postingsIn(rc.db, rc.channel?.index ?? null).whereIn(
        'p.state',
        query.state ? [query.state] : ['PUBLISHED', 'CLOSED'],
      );
      if (query.search) {
        const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base.where((w) => w.whereILike('p.title', like).orWhereILike('p.company', like));
      }
      const [{ count }] = await base.clone().clearSelect().count({ count: '*' });
      const rows = (await base
        .orderByRaw(`p.state = 'CLOSED', p.id DESC`)
        .offset((query.page - 1) * query.limit)
        .limit(query.limit)) as PostingRow[];
      return {
        data: { list: rows.map(present), totalCount: Number(count), page: query.page, limit: query.limit },
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/recruitment',
    summary: 'Write a new posting (a draft)',
    tags,
    access: ['teacher', 'admin'],
    body: postingInput,
    bodyLimit: '2mb',
    async handler({ body }, rc) {
      await checkScreeningExam(rc, body.screeningExamIndex);
      const [{ id }] = await rc
        .db('recruitment_postings')
        .insert({
          ...columnsOf(body, sanitizeRichText),
          channel_id: rc.channel?.index ?? null,
          owner_id: rc.requireUser().id,
        })
        .returning('id');
      rc.status(201);
      return {
        data: await detailOf(rc, await rc.inChannel<PostingRow>(postingKind, id, postingNotFound), true),
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/screening-exams',
    summary:
      "The exams I may attach as a posting's screening assessment: mine (all for an admin) in this channel that have not ended",
    tags,
    access: ['teacher', 'admin'],
    async handler(_input, rc) {
      return { data: await selectableExams(rc) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/recruitment/:sequence',
    summary: 'One posting (a draft only for those who manage it)',
    tags,
    access: 'public',
    params: seqParams,
    async handler({ params }, rc) {
      const row = await visiblePosting(rc, params.sequence);
      return { data: await detailOf(rc, row, manages(rc, row)) };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/recruitment/:sequence',
    summary: 'Edit a draft or published posting (its owner or an admin)',
    tags,
    access: ['teacher', 'admin'],
    params: seqParams,
    body: postingInput,
    bodyLimit: '2mb',
    async handler({ params, body }, rc) {
      const row = await managedPosting(rc, params.sequence);
      await checkScreeningExam(rc, body.screeningExamIndex, row.screening_exam_id);
      const editable: PostingState[] = ['DRAFT', 'PUBLISHED'];
      const updated = await rc
        .db('recruitment_postings')
        .where('id', row.id)
        .whereIn('state', editable)
        .update({ ...columnsOf(body, sanitizeRichText), updated_at: rc.db.fn.now() });
      if (!updated) throw illegalTransition(row.state);
      return {
        data: await detailOf(rc, await rc.inChannel<PostingRow>(postingKind, row.id, postingNotFound), true),
      };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/recruitment/:sequence',
    summary: 'Delete a draft (a published posting is closed instead)',
    tags,
    access: ['teacher', 'admin'],
    params: seqParams,
    async handler({ params }, rc) {
      const row = await managedPosting(rc, params.sequence);
      const deleted = await rc.db('recruitment_postings').where({ id: row.id, state: 'DRAFT' }).delete();
      if (!deleted) throw illegalTransition(row.state);
      return { result: true };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/recruitment/:sequence/publish',
    summary: 'Publish a draft',
    tags,
    access: ['teacher', 'admin'],
    params: seqParams,
    async handler({ params }, rc) {
      return transition(rc, params.sequence, 'publish');
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/recruitment/:sequence/close',
    summary: 'Close a published posting for good',
    tags,
    access: ['teacher', 'admin'],
    params: seqParams,
    async handler({ params }, rc) {
      return transition(rc, params.sequence, 'close');
    },
  });
}
