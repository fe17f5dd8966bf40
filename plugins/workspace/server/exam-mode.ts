import { AppError, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { examGateRef, type ExamGate } from '@seodang/plugin-assessment/exam-gate';
import { examScoresRef, type QuizResult, type QuizSubmission } from '@seodang/plugin-assessment/exam-scores';
import type { QuizRow } from './quiz-row.ts';
import type { SubmissionRow } from './presenters.ts';

/** The assessment's gate, when the assessment plugin is installed. */
export function gateOf(rc: RequestContext): ExamGate | null {
  try {
    return rc.service(examGateRef);
  } catch {
    return null;
  }
}

/**
 * An exam_mode quiz is answered only inside an exam: the assessment decides (exam window, extra
 * time, pause, finished). The exam is found on the server, so a browser cannot skip the gate by
 * not naming one. Refusals answer 403 with the gate's reason as the code.
 */
export async function assertExamGate(rc: RequestContext, q: QuizRow, action: 'save' | 'submit'): Promise<void> {
  if (q.common.setting?.mode !== 'exam_mode') return;
  const gate = gateOf(rc);
  if (!gate) return;
  const userId = rc.requireUser().id;
  const examIndex = await gate.examOf(userId, String(q.id));
  const decision = examIndex === null
    ? { allowed: false as const, reason: 'not_examinee' as const }
    : await (action === 'save' ? gate.canSave(userId, examIndex) : gate.canSubmit(userId, examIndex));
  if (!decision.allowed) throw new AppError(403, decision.reason, `assessment.error.${decision.reason}`);
}

/** Exam quiz ids as workspace quiz indexes (anything else names no quiz). */
const quizIndexes = (quizIds: string[]) => quizIds.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

/** A submission for the exam report: verdicts by test name only, so a hidden test's input and output never leave. */
function reportSubmission(s: SubmissionRow): QuizSubmission {
  const tests = Array.isArray(s.result?.tests) ? (s.result.tests as { name?: unknown; verdict?: unknown }[]) : [];
  return {
    index: Number(s.id), createdAt: new Date(s.created_at).toISOString(), status: s.status, outcome: s.outcome,
    score: s.score === null ? null : Number(s.score), maxScore: s.max_score === null ? null : Number(s.max_score),
    tests: tests.map((t) => ({ name: String(t.name ?? ''), verdict: String(t.verdict ?? '') })),
    answer: s.answer,
  };
}

/** Offers the exam quizzes' submission results to the assessment plugin (`workspace.exam-scores`). */
export function provideExamScores(env: RegisterEnv): void {
  env.provideService(examScoresRef, (ctx) => ({
    async resultsOf(userId, quizIds) {
      const ids = quizIndexes(quizIds);
      if (!ids.length) return {};
      // The last graded submission of each quiz counts (what the examinee last handed in).
      const rows = await ctx.db('workspace_submissions as s').join('workspace_quizzes as q', 'q.id', 's.quiz_id').distinctOn('s.quiz_id')
        .where({ 's.user_id': userId, 's.kind': 'submit' }).whereIn('s.quiz_id', ids).whereNot('s.status', 'pending').whereNotNull('s.score')
        .orderBy([{ column: 's.quiz_id' }, { column: 's.id', order: 'desc' }])
        .select('s.quiz_id', 's.score', 's.max_score', 's.created_at', ctx.db.raw("coalesce((q.common->>'hideGradingResult')::boolean, false) as private"));
      const out: Record<string, QuizResult> = {};
      for (const r of rows) out[String(r.quiz_id)] = { score: Number(r.score), maxScore: Number(r.max_score ?? 0), submittedAt: new Date(r.created_at).toISOString(), private: !!r.private };
      return out;
    },
    async submissionsOf(userId, quizIds) {
      const ids = quizIndexes(quizIds);
      if (!ids.length) return {};
      const rows: SubmissionRow[] = await ctx.db('workspace_submissions').where({ user_id: userId, kind: 'submit' }).whereIn('quiz_id', ids)
        .orderBy([{ column: 'created_at' }, { column: 'id' }]).select('id', 'quiz_id', 'status', 'outcome', 'score', 'max_score', 'result', 'answer', 'created_at');
      const out: Record<string, QuizSubmission[]> = {};
      for (const r of rows) (out[String(r.quiz_id)] ??= []).push(reportSubmission(r));
      return out;
    },
  }));
}
