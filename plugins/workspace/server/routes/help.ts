import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { HelpTicketStatus } from '../../common/index.ts';
import { canAuthor, quizAccess } from '../access.ts';
import { findQuiz, typeOf } from '../quiz-row.ts';
import { quizParams } from './quizzes.ts';
import { checkedAnswer } from './answers.ts';
import { idSchema } from '@seodang/sdk/common';

const askBody = z.object({ content: z.string().trim().min(1).max(5000), answer: z.unknown().optional() });
const updateBody = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
  assigneeId: idSchema.nullable().optional(),
  correctionComment: z.string().max(20_000).optional(),
});
const helpParams = z.object({ id: idSchema });
const listQuery = z.object({ quizIndex: idSchema.optional() });

interface HelpRow {
  id: number;
  quiz_id: number;
  user_id: number;
  content: string;
  answer: unknown;
  status: number;
  assignee_id: number | null;
  correction_comment: string | null;
  created_at: Date;
  updated_at: Date;
  user_name?: string;
  assignee_name?: string | null;
  quiz_title?: string;
}

const present = (h: HelpRow) => ({
  index: h.id,
  quizIndex: h.quiz_id,
  quizTitle: h.quiz_title ?? null,
  userId: h.user_id,
  userName: h.user_name ?? null,
  requestDate: new Date(h.created_at).toISOString(),
  content: h.content,
  answer: h.answer,
  status: h.status,
  assignee: h.assignee_id ? { id: h.assignee_id, name: h.assignee_name ?? '' } : null,
  correctionComment: h.correction_comment,
});

function listOf(rc: RequestContext) {
  return rc
    .db('workspace_help_requests as h')
    .join('workspace_quizzes as q', 'q.id', 'h.quiz_id')
    .join('users as u', 'u.id', 'h.user_id')
    .leftJoin('users as a', 'a.id', 'h.assignee_id')
    .whereRaw('coalesce(q.channel_id, 0) = ?', [rc.channel?.index ?? 0])
    .select(
      'h.*',
      'u.name as user_name',
      'a.name as assignee_name',
      'q.title as quiz_title',
      'q.lecture_index',
      'q.lesson_index',
    );
}

/** §2 "Help request": learners ask about a quiz with their code; teachers assign, answer with a correction comment, close. */
export function registerHelpRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/workspace/quizzes/:index/help',
    summary: 'Ask for help about a quiz, with my code attached',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    body: askBody,
    bodyLimit: '8mb',
    async handler({ params, body }, rc) {
      const q = await findQuiz(rc, params.index);
      await quizAccess(rc, q);
      const answer = body.answer === undefined ? null : checkedAnswer(q, typeOf(rc, q.type), body.answer);
      const [row] = await rc
        .db('workspace_help_requests')
        .insert({
          quiz_id: q.id,
          user_id: rc.user!.id,
          content: body.content,
          answer: JSON.stringify(answer),
          status: HelpTicketStatus.REQUESTED,
        })
        .returning('*');
      rc.status(201);
      return { data: present(row) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/workspace/help',
    summary: 'Help requests: mine, or (quiz authors) those about their quizzes',
    tags: ['workspace'],
    access: 'user',
    query: listQuery,
    async handler({ query }, rc) {
      const base = listOf(rc).orderBy('h.id', 'desc').limit(200);
      if (query.quizIndex) base.where('h.quiz_id', query.quizIndex);
      const rows = (await base) as (HelpRow & {
        lecture_index: number | null;
        lesson_index: number | null;
      })[];
      const list = [];
      for (const h of rows) {
        const author = await canAuthor(rc, h);
        if (author || h.user_id === rc.user!.id) list.push({ ...present(h), canAnswer: author });
      }
      return { data: { list } };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/workspace/help/:id',
    summary: 'Assign, answer (correction comment) or change the state of a help request (quiz authors)',
    tags: ['workspace'],
    access: 'user',
    params: helpParams,
    body: updateBody,
    async handler({ params, body }, rc) {
      const h = (await listOf(rc).where('h.id', params.id).first()) as
        (HelpRow & { lecture_index: number | null; lesson_index: number | null }) | undefined;
      if (!h) throw new AppError(404, 'help_not_found', 'workspace.error.help_not_found');
      if (!(await canAuthor(rc, h)))
        throw new AppError(404, 'help_not_found', 'workspace.error.help_not_found');
      // The assignee is someone of this channel (another channel's user answers like a missing one).
      if (body.assigneeId) await rc.inChannel('user', body.assigneeId);
      const patch: Record<string, unknown> = { updated_at: rc.db.fn.now() };
      if (body.correctionComment !== undefined) {
        patch.correction_comment = body.correctionComment;
        patch.assignee_id = h.assignee_id ?? rc.user!.id;
      }
      if (body.assigneeId !== undefined) patch.assignee_id = body.assigneeId;
      // Answering solves the request unless the teacher says otherwise; assigning makes it ASSIGNED.
      patch.status =
        body.status ??
        (body.correctionComment
          ? HelpTicketStatus.SOLVED
          : body.assigneeId
            ? HelpTicketStatus.ASSIGNED
            : h.status);
      await rc.db('workspace_help_requests').where({ id: h.id }).update(patch);
      const row = await listOf(rc).where('h.id', h.id).first();
      await rc.publish(`user:${h.user_id}`, 'workspace.help.updated', present(row));
      return { data: present(row) };
    },
  });
}
