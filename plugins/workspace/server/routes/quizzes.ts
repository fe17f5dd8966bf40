import { z } from 'zod';
import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { quizModes, quizSaveSchema, type QuizSave } from '../../common/index.ts';
import { assertAuthor, canAuthor, lessonRefusal, quizAccess, type LessonMemo } from '../access.ts';
import { findQuiz, parseWith, typeOf, type QuizRow } from '../quiz-row.ts';
import { authorQuiz, learnerQuiz, presentSubmission } from '../presenters.ts';
import { hashJson } from '../hash.ts';
import { startSubmission } from '../services/grading.ts';
import { claimDefinitionAssets, removeQuizAssetFiles } from '../assets.ts';
import { idSchema } from '@seodang/sdk/common';
import { registerRunExampleRoute } from './run-example.ts';

export const quizParams = z.object({ index: idSchema });
const listQuery = z.object({
  lectureIndex: idSchema.optional(),
  lessonIndex: idSchema.optional(),
  mode: z.enum(quizModes).optional(),
});

/** Checks a save body against its quiz type; publishing needs a validated reference answer. */
function checkedSave(rc: RequestContext, body: QuizSave, previous: QuizRow | null) {
  const qt = typeOf(rc, body.type);
  const definition = parseWith(qt.schema, body.definition, 'definition');
  const hash = hashJson(definition);
  const needsValidation = !!qt.referenceAnswer?.(definition);
  const validated = previous?.validated_hash === hash;
  if (body.status !== 0 && needsValidation && !validated)
    throw new AppError(400, 'not_validated', 'workspace.error.not_validated');
  return {
    type: body.type,
    title: body.common.title,
    status: body.status,
    common: JSON.stringify(body.common),
    definition: JSON.stringify(definition),
    lecture_index: body.lectureIndex,
    lesson_index: body.lessonIndex,
    validated_hash: validated ? hash : null,
  };
}

/** Quizzes: list, author (create, edit, delete, validate the reference answer), read (learners get learnerView and the run screen example). */
export function registerQuizRoutes(env: RegisterEnv): void {
  registerRunExampleRoute(env);
  env.route({
    method: 'GET',
    path: '/api/workspace/quiz-types/:id',
    summary:
      "A quiz type's grading: in-process, by the judge or by hand, and whether a reference answer is validated",
    tags: ['workspace'],
    access: 'user',
    params: z.object({
      id: z
        .string()
        .regex(/^[a-z][a-z0-9_-]*$/)
        .max(64),
    }),
    handler({ params }, rc) {
      const qt = rc.quizType(params.id);
      if (!qt) throw new AppError(404, 'unknown_quiz_type', 'workspace.error.unknown_quiz_type');
      return { data: { id: qt.id, grading: qt.grading.kind, validates: !!qt.referenceAnswer } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/workspace/quizzes',
    summary: 'Quizzes of this channel, or of a lesson',
    tags: ['workspace'],
    access: 'user',
    query: listQuery,
    async handler({ query }, rc) {
      const base = rc
        .db('workspace_quizzes')
        .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0]);
      if (query.lectureIndex) base.where('lecture_index', query.lectureIndex);
      // A lesson's quizzes come in the order its teacher gave them.
      if (query.lessonIndex)
        base.where('lesson_index', query.lessonIndex).orderByRaw('lesson_order nulls last');
      base.orderBy('id');
      // Exams are built from exam_mode quizzes: Manage Assessment lists only those.
      if (query.mode) base.whereRaw("common->'setting'->>'mode' = ?", [query.mode]);
      const canCreate = await canAuthor(rc, null, {
        lectureIndex: query.lectureIndex ?? null,
        lessonIndex: query.lessonIndex ?? null,
      });
      const memo: LessonMemo = new Map();
      // A lesson the caller may see but not open answers the lecture's reason (enrol first…).
      if (query.lectureIndex && query.lessonIndex && !canCreate) {
        const refused = await lessonRefusal(rc, query.lectureIndex, query.lessonIndex, memo);
        if (refused) throw refused;
      }
      const rows = (await base.select('*')) as QuizRow[];
      const list = [];
      for (const q of rows) {
        // The one quiz rule (quizAccess): quizzes the caller may not open are left out.
        const view = await quizAccess(rc, q, memo).catch((e: unknown) => {
          if (e instanceof AppError) return null;
          throw e;
        });
        if (!view) continue;
        const author = view === 'author';
        list.push({
          index: q.id,
          type: q.type,
          title: q.title,
          status: q.status,
          lectureIndex: q.lecture_index,
          lessonIndex: q.lesson_index,
          canEdit: author,
        });
      }
      return { data: { list, canCreate } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/workspace/quizzes',
    summary: 'Create a quiz (teacher)',
    tags: ['workspace'],
    access: 'user',
    body: quizSaveSchema,
    bodyLimit: '20mb',
    async handler({ body }, rc) {
      await assertAuthor(rc, null, body);
      const fields = checkedSave(rc, body, null);
      // A new quiz has no assets yet: upload them to it, then save the definition naming them.
      await claimDefinitionAssets(rc.db, null, JSON.parse(fields.definition));
      const [row] = await rc
        .db('workspace_quizzes')
        .insert({ ...fields, channel_id: rc.channel?.index ?? null, author_id: rc.user!.id })
        .returning('*');
      rc.status(201);
      return { data: authorQuiz(row, hashJson(row.definition), typeOf(rc, row.type)) };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/workspace/quizzes/:index',
    summary: 'A quiz: the full definition for its authors, the learner view for learners',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    async handler({ params }, rc) {
      const q = await findQuiz(rc, params.index);
      const qt = typeOf(rc, q.type);
      return {
        data:
          (await quizAccess(rc, q)) === 'author'
            ? authorQuiz(q, hashJson(q.definition), qt)
            : learnerQuiz(q, qt),
      };
    },
  });

  env.route({
    method: 'PUT',
    path: '/api/workspace/quizzes/:index',
    summary: 'Replace a quiz (teacher)',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    body: quizSaveSchema,
    bodyLimit: '20mb',
    async handler({ params, body }, rc) {
      const q = await findQuiz(rc, params.index);
      await assertAuthor(rc, q);
      await assertAuthor(rc, null, body);
      const fields = checkedSave(rc, body, q);
      // The quiz and the assets it names are saved together: each must exist and is kept.
      const row = await rc.db.transaction(async (trx) => {
        await claimDefinitionAssets(trx, q.id, JSON.parse(fields.definition));
        const [updated] = await trx('workspace_quizzes')
          .where({ id: q.id })
          .update({ ...fields, updated_at: trx.fn.now() })
          .returning('*');
        return updated;
      });
      return { data: authorQuiz(row, hashJson(row.definition), typeOf(rc, row.type)) };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/workspace/quizzes/:index',
    summary: 'Delete a quiz (teacher)',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    async handler({ params }, rc) {
      const q = await findQuiz(rc, params.index);
      await assertAuthor(rc, q);
      await rc.db('workspace_quizzes').where({ id: q.id }).delete();
      await removeQuizAssetFiles(rc, q.id);
      return { result: true };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/workspace/quizzes/:index/validate',
    summary: 'Grade the reference answer against every test (teacher); results stream on user:{id}',
    tags: ['workspace'],
    access: 'user',
    params: quizParams,
    async handler({ params }, rc) {
      const q = await findQuiz(rc, params.index);
      await assertAuthor(rc, q);
      const qt = typeOf(rc, q.type);
      const answer = qt.referenceAnswer?.(q.definition);
      if (answer === undefined) throw new AppError(400, 'not_judge_type', 'workspace.error.not_judge_type');
      const row = await startSubmission(rc, q, qt, answer, 'validate');
      rc.status(202);
      return { data: presentSubmission(rc, row, q, 'author') };
    },
  });
}
