import { AppError, type RequestContext } from '@seodang/sdk';
import type { QuizTypeDefinition } from '@seodang/sdk/common';
import type { QuizCommon } from '../common/index.ts';

/** A row of workspace_quizzes. */
export interface QuizRow {
  id: number;
  channel_id: number | null;
  author_id: number | null;
  lecture_index: number | null;
  lesson_index: number | null;
  /** Place among the lesson's quizzes (null: never ordered). */
  lesson_order?: number | null;
  type: string;
  title: string;
  status: number;
  common: QuizCommon;
  definition: unknown;
  validated_hash: string | null;
  created_at: Date;
  updated_at: Date;
}

export const quizNotFound = () => new AppError(404, 'quiz_not_found', 'workspace.error.quiz_not_found');

/** Loads a quiz of the caller's channel (or of the public site). */
export async function findQuiz(rc: Pick<RequestContext, 'db' | 'channel'>, index: number): Promise<QuizRow> {
  const row = await rc
    .db('workspace_quizzes')
    .where('id', index)
    .whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0])
    .first();
  if (!row) throw quizNotFound();
  return row as QuizRow;
}

/** The quiz type of a quiz; a quiz whose type plugin is gone is not served. */
export function typeOf(rc: Pick<RequestContext, 'quizType'>, id: string): QuizTypeDefinition {
  const qt = rc.quizType(id);
  if (!qt) throw new AppError(400, 'unknown_quiz_type', 'workspace.error.unknown_quiz_type');
  return qt;
}

/** Parses with a quiz type's schema, answering 400 with the first problem. */
export function parseWith<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  key: 'definition' | 'answer',
): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  // Rules with a message of their own (catalogue keys) say it in the user's language.
  if (issue.message.startsWith('workspace.validation.'))
    throw new AppError(400, `invalid_${key}`, issue.message);
  const detail = `${issue.path.map(String).join('.')}${issue.path.length ? ': ' : ''}${issue.message}`;
  throw new AppError(400, `invalid_${key}`, `workspace.error.invalid_${key}`, { detail });
}
