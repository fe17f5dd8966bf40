import { AppError, forbidden, type RequestContext } from '@seodang/sdk';
import type { QuizContext, QuizContextAccess } from '../common/quiz-context.ts';
import { workspaceQuizContextAccessRef } from '../common/server-refs.ts';
import type { QuizRow } from './quiz-row.ts';
import { gateOf } from './exam-mode.ts';

/** The lectures plugin's answer to our questions, when it is installed and provides one. */
function provider(rc: RequestContext, context: QuizContext): QuizContextAccess | null {
  if (context.lectureIndex === null) return null;
  try {
    return rc.service(workspaceQuizContextAccessRef);
  } catch {
    return null;
  }
}

const contextOf = (
  rc: RequestContext,
  q: Pick<QuizRow, 'lecture_index' | 'lesson_index'> | null,
  placement?: { lectureIndex: number | null; lessonIndex: number | null },
): QuizContext => ({
  channelId: rc.channel?.index ?? null,
  lectureIndex: placement ? placement.lectureIndex : (q?.lecture_index ?? null),
  lessonIndex: placement ? placement.lessonIndex : (q?.lesson_index ?? null),
});

/** Fallback: the channel's (or the site's) teachers and admins author. */
const isStaff = (rc: RequestContext) => rc.role === 'teacher' || rc.role === 'admin';

/** May the caller create or edit quizzes here? */
export async function canAuthor(
  rc: RequestContext,
  q: Pick<QuizRow, 'lecture_index' | 'lesson_index'> | null,
  placement?: { lectureIndex: number | null; lessonIndex: number | null },
): Promise<boolean> {
  if (!rc.user) return false;
  const context = contextOf(rc, q, placement);
  const p = provider(rc, context);
  return p ? p.canAuthor(rc.user, context) : isStaff(rc);
}

/** Throws 403 unless the caller may author. */
export async function assertAuthor(
  rc: RequestContext,
  q: QuizRow | null,
  placement?: { lectureIndex: number | null; lessonIndex: number | null },
): Promise<void> {
  if (!(await canAuthor(rc, q, placement))) throw forbidden();
}

/**
 * May the caller see the quiz as a learner? Published (or contest) quizzes, to logged-in members;
 * an exam_mode quiz only to whom the assessment lets read it (its examinees from their start, its
 * supervisors), so an exam's questions never show before the exam or outside it.
 */
export async function canView(rc: RequestContext, q: QuizRow): Promise<boolean> {
  if (!rc.user || q.status === 0 || !rc.role) return false;
  if (q.common.setting?.mode !== 'exam_mode') return true;
  const gate = gateOf(rc);
  return gate ? gate.canRead(rc.user.id, String(q.id)) : true;
}

/** §6: only enrolled students save or submit; no saving after an exam ends; submit only in the period. */
export async function assertMayAnswer(
  rc: RequestContext,
  q: QuizRow,
  action: 'save' | 'submit',
): Promise<void> {
  const user = rc.requireUser();
  if (!(await canView(rc, q))) throw new AppError(403, 'only_students', 'workspace.message.onlyStudents');
  const context = contextOf(rc, q);
  const p = provider(rc, context);
  if (p && !(await p.canAnswer(user, context)))
    throw new AppError(403, 'only_students', 'workspace.message.onlyStudents');
  const window = p ? await p.submissionWindow(user, context) : null;
  if (!window) return;
  if (window.examEnded) throw new AppError(403, 'exam_ended', 'workspace.message.examEnded');
  if (action === 'submit') {
    const now = Date.now();
    const before = window.start !== null && now < Date.parse(window.start);
    const after = window.end !== null && now > Date.parse(window.end);
    if (before || after)
      throw new AppError(403, 'not_submission_period', 'workspace.message.notSubmissionPeriod');
  }
}

/** The caller's view of a quiz: authors see everything, learners the quiz type's learnerView. */
export async function viewerOf(rc: RequestContext, q: QuizRow): Promise<'author' | 'learner'> {
  if (await canAuthor(rc, q)) return 'author';
  if (await canView(rc, q)) return 'learner';
  throw new AppError(404, 'quiz_not_found', 'workspace.error.quiz_not_found');
}
