import { AppError, forbidden, type RequestContext } from '@seodang/sdk';
import { lessonAccessRef, type LessonAccessDecision } from '../common/lesson-access.ts';
import type { QuizContext, QuizContextAccess } from '../common/quiz-context.ts';
import { workspaceQuizContextAccessRef } from '../common/server-refs.ts';
import { quizNotFound, type QuizRow } from './quiz-row.ts';
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

/** The lectures plugin's answers within one request, by `lecture:lesson` (a list asks once per lesson). */
export type LessonMemo = Map<string, Promise<LessonAccessDecision>>;

/**
 * May the caller open this lesson (or, with no lesson, study this lecture)? The lectures plugin
 * decides with its lesson player's rules (`lectures.lesson-access`); null when it is not installed.
 */
function lessonDecision(
  rc: RequestContext,
  lectureIndex: number,
  lessonIndex: number | null,
  memo?: LessonMemo,
): Promise<LessonAccessDecision> | null {
  const service = rc.optionalService(lessonAccessRef);
  if (!service) return null;
  const key = `${lectureIndex}:${lessonIndex}`;
  let decision = memo?.get(key);
  if (!decision) {
    const viewer = { user: rc.user, role: rc.role, channelId: rc.channel?.index ?? null };
    decision = service.lesson(viewer, lectureIndex, lessonIndex);
    memo?.set(key, decision);
  }
  return decision;
}

/** A refused lesson as the caller hears it: a lecture they may not see looks missing (404); else its own 403. */
const refusalOf = (d: Extract<LessonAccessDecision, { open: false }>) =>
  d.visible ? new AppError(d.status, d.code, d.messageKey, d.params) : quizNotFound();

/**
 * The lecture's refusal of a lesson the caller may see exists (enrol first, period, locked), or null
 * when it opens, when its lecture is hidden from the caller, or without the lectures plugin.
 */
export async function lessonRefusal(
  rc: RequestContext,
  lectureIndex: number,
  lessonIndex: number,
  memo?: LessonMemo,
): Promise<AppError | null> {
  const d = await lessonDecision(rc, lectureIndex, lessonIndex, memo);
  return d && !d.open && d.visible ? refusalOf(d) : null;
}

/**
 * The one access rule of every quiz read, run, test, submission, download and help request; the
 * caller's view of the quiz ('author': everything, 'learner': the quiz type's learnerView).
 * - Its authors and managers (`canAuthor`: the lecture's owner and channel admins, or for a quiz in
 *   no lecture the channel's teachers and admins) always.
 * - Nobody else sees a draft, and nobody outside the channel (core refuses non-members; `findQuiz`
 *   scopes by channel).
 * - An exam_mode quiz: whom the assessment's exam gate lets read it (its examinees from their start,
 *   its supervisors), so an exam's questions never show before the exam or outside it.
 * - A quiz in a lecture's lesson: whom the lectures plugin lets open that lesson (enrolled students
 *   in their period, preview lessons of a public lecture, the lecture's editors), or an examinee of an
 *   exam using the quiz. A lecture the caller may not see answers 404 like a missing quiz; a visible
 *   one answers the lecture's own 403 (`not_enrolled`, `lecture_closed`, `lesson_locked`…).
 * - A published quiz in no lecture (the channel's practice problems): every member.
 */
export async function quizAccess(
  rc: RequestContext,
  q: QuizRow,
  memo?: LessonMemo,
): Promise<'author' | 'learner'> {
  const user = rc.user;
  if (!user || !rc.role) throw quizNotFound();
  if (await canAuthor(rc, q)) return 'author';
  if (q.status === 0) throw quizNotFound();
  const gate = gateOf(rc);
  if (q.common.setting?.mode === 'exam_mode' && gate) {
    if (await gate.canRead(user.id, String(q.id))) return 'learner';
    throw quizNotFound();
  }
  if (q.lecture_index === null) return 'learner';
  const d = await lessonDecision(rc, q.lecture_index, q.lesson_index, memo);
  if (!d || d.open) return 'learner';
  if (gate && (await gate.canRead(user.id, String(q.id)))) return 'learner';
  throw refusalOf(d);
}

/** §6: only enrolled students save or submit; no saving after an exam ends; submit only in the period. */
export async function assertMayAnswer(
  rc: RequestContext,
  q: QuizRow,
  action: 'save' | 'submit',
): Promise<void> {
  const user = rc.requireUser();
  await quizAccess(rc, q);
  // Drafts are not answered (not even by their authors), nor an exam's questions outside it.
  const gate = gateOf(rc);
  const outsideExam =
    q.common.setting?.mode === 'exam_mode' && !!gate && !(await gate.canRead(user.id, String(q.id)));
  if (q.status === 0 || outsideExam)
    throw new AppError(403, 'only_students', 'workspace.message.onlyStudents');
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
