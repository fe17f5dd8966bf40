import { AppError, zodIssueMessage, type RequestContext } from '@seodang/sdk';
import type { z } from 'zod';
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

/** The 404 of a missing quiz (also one of another channel). */
const quizNotFoundAs = { code: 'quiz_not_found', messageKey: 'workspace.error.quiz_not_found' };
export const quizNotFound = () => new AppError(404, quizNotFoundAs.code, quizNotFoundAs.messageKey);

/**
 * Loads a quiz for a route: the id is resolved in the caller's channel (or the public site) with
 * the SDK's lookup (`rc.inChannel('quiz', …)`), so a quiz of another channel answers the missing
 * quiz's 404. Who may do what with it is `quizAccess`'s rule, after this.
 */
export async function findQuiz(
  rc: Pick<RequestContext, 'db' | 'inChannel'>,
  index: number,
): Promise<QuizRow> {
  await rc.inChannel('quiz', index, quizNotFoundAs);
  const row = await rc.db('workspace_quizzes').where('id', index).first();
  if (!row) throw quizNotFound(); // deleted meanwhile
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
  const issue = r.error.issues[0] as z.core.$ZodIssue;
  const message = zodIssueMessage(issue);
  // A rule with a message of its own (a catalogue key of the quiz type's plugin) says only that.
  if (message.key === issue.message) throw new AppError(400, `invalid_${key}`, message.key, message.params);
  // zod's own issues: which setting, and what is wrong with it, in the user's language.
  const field = issue.path.map(String).join('.') || key;
  throw new AppError(400, `invalid_${key}`, `workspace.error.invalid_${key}`, {
    field,
    detail: { messageKey: message.key, params: message.params },
  });
}
