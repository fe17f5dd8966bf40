import { z } from 'zod';
import { AppError, requireManagerRight, type RegisterEnv } from '@seodang/sdk';
import { canAuthor, quizAccess } from '../access.ts';
import { findQuiz, typeOf } from '../quiz-row.ts';
import { presentSubmission, type SubmissionRow } from '../presenters.ts';
import { quizParams } from './quizzes.ts';
import { announceGraded } from '../lesson-events.ts';
import { idSchema } from '@seodang/sdk/common';

const submissionParams = z.object({ id: idSchema });
const listQuery = z.object({
  userId: idSchema.optional(),
  kind: z.enum(['test', 'submit', 'validate']).default('submit'),
});
const gradeBody = z.object({ score: z.number().min(0).max(1000), comment: z.string().max(5000).default('') });

const notFound = () => new AppError(404, 'submission_not_found', 'workspace.error.submission_not_found');

/** Submission history (own; all learners' for the quiz's authors), one submission, manual grading. */
export function registerSubmissionRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/workspace/quizzes/:index/submissions',
    summary: "Submission history of a quiz: mine, or (authors) everyone's or one learner's",
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    query: listQuery,
    async handler({ params, query }, rc) {
      const q = await findQuiz(rc, params.index);
      const viewer = await quizAccess(rc, q);
      const base = rc
        .db('workspace_submissions as s')
        .join('users as u', 'u.id', 's.user_id')
        .where({ 's.quiz_id': q.id, 's.kind': query.kind })
        .orderBy('s.id', 'desc')
        .limit(200);
      if (viewer === 'learner' || query.kind === 'test') base.where({ 's.user_id': rc.user!.id });
      else if (query.userId) base.where({ 's.user_id': query.userId });
      const rows = (await base.select('s.*', 'u.name as user_name')) as (SubmissionRow & {
        user_name: string | null;
      })[];
      // Authors grade by name; a learner's own list needs none.
      return {
        data: {
          list: rows.map((s) => ({
            ...presentSubmission(rc, s, q, viewer),
            ...(viewer === 'author' ? { userName: s.user_name } : {}),
          })),
        },
      };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/workspace/submissions/:id',
    summary: 'One submission with its code and result',
    tags: ['workspace'],
    access: 'user',
    params: submissionParams,
    async handler({ params }, rc) {
      const s = (await rc.db('workspace_submissions').where({ id: params.id }).first()) as
        SubmissionRow | undefined;
      if (!s) throw notFound();
      const q = await findQuiz(rc, s.quiz_id).catch(() => {
        throw notFound();
      });
      const viewer = await quizAccess(rc, q);
      if (viewer === 'learner' && s.user_id !== rc.user!.id) throw notFound();
      return {
        data: presentSubmission(
          rc,
          s,
          q,
          s.user_id === rc.user!.id && viewer === 'author' && s.kind === 'validate' ? 'author' : viewer,
        ),
      };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/workspace/submissions/:id/grade',
    summary:
      "Grade a hand-graded submission with a comment (quiz authors; a co-manager grading others' quizzes needs result management)",
    tags: ['workspace'],
    access: 'user',
    params: submissionParams,
    body: gradeBody,
    async handler({ params, body }, rc) {
      const s = (await rc.db('workspace_submissions').where({ id: params.id }).first()) as
        SubmissionRow | undefined;
      if (!s) throw notFound();
      const q = await findQuiz(rc, s.quiz_id);
      if (!(await canAuthor(rc, q))) throw notFound();
      // A grade is a result: a channel admin grading someone else's quiz needs the result
      // management right when a co-manager; the quiz's own author always grades.
      if (rc.role === 'admin' && q.author_id !== rc.user!.id)
        await requireManagerRight(rc, 'resultManagement');
      const qt = typeOf(rc, q.type);
      if (qt.grading.kind !== 'manual') throw new AppError(400, 'not_manual', 'workspace.error.not_manual');
      const max = Number((q.definition as { score?: number }).score ?? 1);
      const score = Math.min(body.score, max);
      const [row] = (await rc
        .db('workspace_submissions')
        .where({ id: s.id })
        .update({
          outcome: score >= max ? 'RIGHT' : 'WRONG',
          score,
          max_score: max,
          comment: body.comment,
          graded_by: rc.user!.id,
          finished_at: rc.db.fn.now(),
        })
        .returning('*')) as SubmissionRow[];
      const shown = presentSubmission(rc, row, q, 'learner');
      await rc.publish(`user:${row.user_id}`, 'workspace.submission.result', shown);
      await announceGraded(rc, rc.db, q, row);
      return { data: presentSubmission(rc, row, q, 'author') };
    },
  });
}
