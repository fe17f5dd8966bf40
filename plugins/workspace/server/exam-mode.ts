import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { examGateRef, type ExamGate } from '../common/exam-gate.ts';
import {
  examScoresRef,
  type QuizResult,
  type QuizSubmission,
  type SubmittedAnswer,
} from '../common/exam-scores.ts';
import type { QuizRow } from './quiz-row.ts';
import type { SubmissionRow } from './presenters.ts';

/** The assessment's gate, when the assessment plugin is installed. */
export const gateOf = (rc: RequestContext): ExamGate | null => rc.optionalService(examGateRef) ?? null;

/**
 * An exam_mode quiz is answered only inside an exam: the assessment decides (exam window, extra
 * time, pause, finished). The exam is found on the server, so a browser cannot skip the gate by
 * not naming one. Refusals answer 403 with the gate's reason as the code.
 */
export async function assertExamGate(
  rc: RequestContext,
  q: QuizRow,
  action: 'save' | 'submit',
): Promise<void> {
  if (q.common.setting?.mode !== 'exam_mode') return;
  const gate = gateOf(rc);
  if (!gate) return;
  const userId = rc.requireUser().id;
  const examIndex = await gate.examOf(userId, String(q.id));
  const decision =
    examIndex === null
      ? { allowed: false as const, reason: 'not_examinee' as const }
      : await (action === 'save' ? gate.canSave(userId, examIndex) : gate.canSubmit(userId, examIndex));
  if (!decision.allowed) throw new AppError(403, decision.reason, `assessment.error.${decision.reason}`);
}

/** Exam quiz ids as workspace quiz indexes (anything else names no quiz). */
export const quizIndexes = (quizIds: string[]) =>
  quizIds.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

type NumberedRow = Pick<
  SubmissionRow,
  'id' | 'quiz_id' | 'status' | 'outcome' | 'score' | 'max_score' | 'created_at'
> & { number: string | number; tests: unknown };

/**
 * The user's submissions to these quizzes, each numbered within its quiz in time order, as a
 * query to page over (`numbered` in a WITH clause): answers stay out unless asked for.
 */
function numberedSubmissions(db: Knex, userId: number, ids: number[], extra: (string | Knex.Raw)[] = []) {
  return db('workspace_submissions')
    .where({ user_id: userId, kind: 'submit' })
    .whereIn('quiz_id', ids)
    .select(
      'id',
      'quiz_id',
      'status',
      'outcome',
      'score',
      'max_score',
      'created_at',
      db.raw("result->'tests' as tests"),
      ...extra,
      db.raw('row_number() over (partition by quiz_id order by created_at, id) as number'),
    );
}

/** A submission for the exam report: verdicts by test name only, so a hidden test's input and output never leave. */
function reportSubmission(s: NumberedRow): QuizSubmission {
  const tests = Array.isArray(s.tests) ? (s.tests as { name?: unknown; verdict?: unknown }[]) : [];
  return {
    index: Number(s.id),
    quizId: String(s.quiz_id),
    number: Number(s.number),
    createdAt: new Date(s.created_at).toISOString(),
    status: s.status,
    outcome: s.outcome,
    score: s.score === null ? null : Number(s.score),
    maxScore: s.max_score === null ? null : Number(s.max_score),
    tests: tests.map((t) => ({ name: String(t.name ?? ''), verdict: String(t.verdict ?? '') })),
  };
}

/** The compiler's verdict and output, when the judge compiled the answer. */
function compileOf(compile: unknown): SubmittedAnswer['compile'] {
  const c = compile as { ok?: unknown; output?: unknown } | null;
  return c && typeof c.ok === 'boolean'
    ? { ok: c.ok, output: typeof c.output === 'string' ? c.output : '' }
    : null;
}

/** Offers the exam quizzes' submission results to the assessment plugin (`workspace.exam-scores`). */
export function provideExamScores(env: RegisterEnv): void {
  env.provideService(examScoresRef, (ctx) => ({
    async resultsOf(userId, quizIds) {
      const ids = quizIndexes(quizIds);
      if (!ids.length) return {};
      // The last graded submission of each quiz counts (what the examinee last handed in).
      const rows = await ctx
        .db('workspace_submissions as s')
        .join('workspace_quizzes as q', 'q.id', 's.quiz_id')
        .distinctOn('s.quiz_id')
        .where({ 's.user_id': userId, 's.kind': 'submit' })
        .whereIn('s.quiz_id', ids)
        .whereNot('s.status', 'pending')
        .whereNotNull('s.score')
        .orderBy([{ column: 's.quiz_id' }, { column: 's.id', order: 'desc' }])
        .select(
          's.quiz_id',
          's.score',
          's.max_score',
          's.created_at',
          ctx.db.raw("coalesce((q.common->>'hideGradingResult')::boolean, false) as private"),
        );
      const out: Record<string, QuizResult> = {};
      for (const r of rows)
        out[String(r.quiz_id)] = {
          score: Number(r.score),
          maxScore: Number(r.max_score ?? 0),
          submittedAt: new Date(r.created_at).toISOString(),
          private: !!r.private,
        };
      return out;
    },
    async submissionsOf(userId, quizIds, page) {
      const ids = quizIndexes(
        page?.quizId === undefined ? quizIds : quizIds.filter((id) => id === page.quizId),
      );
      if (!ids.length) return [];
      const q = ctx.db
        .with('numbered', numberedSubmissions(ctx.db, userId, ids))
        .from('numbered')
        .orderBy([{ column: 'created_at' }, { column: 'id' }])
        .select('*');
      if (page?.after !== undefined)
        q.whereRaw('(created_at, id) > (select created_at, id from numbered where id = ?)', [page.after]);
      if (page) q.limit(page.limit);
      return ((await q) as NumberedRow[]).map(reportSubmission);
    },
    async submissionAnswer(userId, quizIds, submissionIndex) {
      const ids = quizIndexes(quizIds);
      if (!ids.length || !Number.isSafeInteger(submissionIndex)) return null;
      const row = (await ctx.db
        .with(
          'numbered',
          numberedSubmissions(ctx.db, userId, ids, ['answer', ctx.db.raw("result->'compile' as compile")]),
        )
        .from('numbered')
        .where({ id: submissionIndex })
        .first()) as (NumberedRow & { answer: unknown; compile: unknown }) | undefined;
      return row ? { ...reportSubmission(row), answer: row.answer, compile: compileOf(row.compile) } : null;
    },
  }));
}
