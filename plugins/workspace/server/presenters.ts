import type { RequestContext } from '@seodang/sdk';
import type { QuizTypeDefinition } from '@seodang/sdk/common';
import type { QuizRow } from './quiz-row.ts';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Fields every viewer of a quiz sees. */
function quizBase(q: QuizRow) {
  return {
    index: q.id,
    type: q.type,
    title: q.title,
    status: q.status,
    common: q.common,
    lectureIndex: q.lecture_index,
    lessonIndex: q.lesson_index,
    createdAt: iso(q.created_at),
    updatedAt: iso(q.updated_at),
  };
}

/** The teacher's view: the full definition, whether the reference answer is validated, and whether the teacher grades it. */
export function authorQuiz(q: QuizRow, hashNow: string, qt: QuizTypeDefinition) {
  return {
    ...quizBase(q),
    definition: q.definition,
    validated: q.validated_hash === hashNow,
    handGraded: qt.grading.kind === 'manual',
    canEdit: true,
  };
}

/** The learner's view: only what the quiz type's `learnerView` lets through. */
export function learnerQuiz(q: QuizRow, qt: QuizTypeDefinition) {
  return { ...quizBase(q), definition: qt.learnerView(q.definition), canEdit: false };
}

/** A stored submission row. */
export interface SubmissionRow {
  id: string | number;
  quiz_id: number;
  user_id: number;
  kind: string;
  answer: unknown;
  status: string;
  outcome: string;
  score: number | null;
  max_score: number | null;
  result: Record<string, unknown> | null;
  progress: { name: string; verdict: string }[];
  comment: string | null;
  definition_hash: string | null;
  created_at: Date;
  finished_at: Date | null;
}

type TestLike = Record<string, unknown> & { hidden?: boolean };

/** A hidden test keeps its verdict, time, memory and score; never its input, output or messages. */
function safeTest(t: TestLike) {
  if (!t.hidden) return t;
  const { name, verdict, timeMs, wallTimeMs, memoryKb, score, maxScore } = t;
  return { name, verdict, timeMs, wallTimeMs, memoryKb, score, maxScore, hidden: true };
}

/** Per-test figures a learner is not shown: usage (show_submit_res_usage) and scores (show_tc_scoreset). */
function withheldFigures(q: QuizRow): string[] {
  const d = (q.definition ?? {}) as { show_submit_res_usage?: boolean; show_tc_scoreset?: boolean };
  return [
    ...(d.show_submit_res_usage === false ? ['timeMs', 'wallTimeMs', 'memoryKb'] : []),
    ...(d.show_tc_scoreset === false ? ['score', 'maxScore'] : []),
  ];
}

/** Drops the given keys from each test (the screen follows what the server sends). */
const withoutKeys = (tests: TestLike[], keys: string[]) =>
  keys.length
    ? tests.map((t) => Object.fromEntries(Object.entries(t).filter(([k]) => !keys.includes(k))) as TestLike)
    : tests;

/** A run's usage figures leave the server only when the quiz shows them (show_run_res_usage). */
export function presentRun<T extends { timeMs?: number; memoryKb?: number }>(
  q: QuizRow,
  run: T,
  viewer: 'author' | 'learner',
): T | Omit<T, 'timeMs' | 'memoryKb'> {
  if (
    viewer === 'author' ||
    (q.definition as { show_run_res_usage?: boolean } | null)?.show_run_res_usage !== false
  )
    return run;
  const { timeMs: _t, memoryKb: _m, ...rest } = run;
  return rest;
}

/**
 * A submission as the caller may see it. Learners of a quiz with private results get only
 * 'Code has been submitted. (Grading results private)' for their submissions.
 */
export function presentSubmission(
  rc: Pick<RequestContext, 't'>,
  s: SubmissionRow,
  q: QuizRow,
  viewer: 'author' | 'learner',
) {
  const hide =
    viewer === 'learner' && s.kind === 'submit' && q.common.hideGradingResult && s.status !== 'pending';
  const result = s.result ?? {};
  const all = Array.isArray(result.tests) ? (result.tests as TestLike[]).map(safeTest) : [];
  const tests = viewer === 'learner' ? withoutKeys(all, withheldFigures(q)) : all;
  const outcome = hide ? 'HIDDEN' : s.outcome;
  return {
    index: Number(s.id),
    quizIndex: s.quiz_id,
    userId: s.user_id,
    kind: s.kind,
    status: s.status,
    outcome,
    message: rc.t(`workspace.outcome.${outcome}`),
    error: s.status === 'error' ? rc.t('workspace.message.gradingFailed') : null,
    score: hide ? null : s.score,
    maxScore: hide ? null : s.max_score,
    answer: s.answer,
    compile: hide ? null : (result.compile ?? null),
    tests: hide ? [] : tests,
    failingTests: hide ? [] : (result.failingTests ?? []),
    progress: hide ? [] : s.progress,
    details: hide ? null : (result.details ?? null),
    feedback: hide ? null : (result.feedback ?? null),
    comment: s.comment,
    createdAt: iso(s.created_at),
    finishedAt: iso(s.finished_at),
  };
}
