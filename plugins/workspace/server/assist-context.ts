import type { Knex, StartContext } from '@seodang/sdk';
import type { AssistContext, AssistContextService, AssistResult } from '../common/assist-context.ts';
import { examGateRef } from '../common/exam-gate.ts';
import { presentSubmission, type SubmissionRow } from './presenters.ts';
import type { QuizRow } from './quiz-row.ts';

type Presented = ReturnType<typeof presentSubmission>;
interface ShownText {
  text: string;
  truncated?: boolean;
}
interface PresentedTest {
  name: string;
  verdict: string;
  hidden?: boolean;
  input?: ShownText;
  expected?: ShownText;
  stdout?: ShownText;
  stderr?: ShownText;
  message?: string;
}

/** The first line of the learner's code an output names (Python's `line 3`, gcc's `main.c:5:2`, Java's `Main.java:5`). */
export function lineOf(output: string): number | null {
  const m = /\bline (\d+)\b/i.exec(output) ?? /\.[A-Za-z0-9]+:(\d+)(?::\d+)?\b/.exec(output);
  return m ? Number(m[1]) : null;
}

const shown = (label: string, v: ShownText | undefined) =>
  v ? [`  ${label}:`, ...v.text.split('\n').map((l) => `    ${l}`), ...(v.truncated ? ['    …'] : [])] : [];

/**
 * The learner-visible verdict as plain text for a model: the outcome, the compiler's output, each
 * shown test that did not pass with its input, expected and actual output, and each hidden test as
 * name and verdict only (the presented submission carries nothing more of them).
 */
export function summaryOf(p: Presented): string {
  if (p.outcome === 'HIDDEN') return 'The grading results of this quiz are private.';
  const lines = [
    `Verdict: ${p.outcome}${p.maxScore !== null ? ` (score ${p.score ?? 0}/${p.maxScore})` : ''}`,
  ];
  const compile = p.compile as { ok?: boolean; output?: string } | null;
  if (compile?.output) lines.push('Compiler output:', compile.output.trimEnd());
  for (const t of p.tests as unknown as PresentedTest[]) {
    if (t.hidden) {
      lines.push(`Hidden test ${t.name}: ${t.verdict}`);
      continue;
    }
    if (t.verdict === 'ACCEPTED') {
      lines.push(`Shown test ${t.name}: ACCEPTED`);
      continue;
    }
    lines.push(
      `Shown test ${t.name}: ${t.verdict}`,
      ...shown('input', t.input),
      ...shown('expected output', t.expected),
      ...shown('your output', t.stdout),
      ...shown('error output', t.stderr),
      ...(t.message ? [`  message: ${t.message}`] : []),
    );
  }
  return lines.join('\n');
}

/** A presented submission as the assistant's `lastResult`. */
export function assistResultOf(p: Presented): AssistResult {
  const tests = p.tests as unknown as PresentedTest[];
  const open = tests.filter((t) => !t.hidden);
  const compile = p.compile as { output?: string } | null;
  const outputs = [compile?.output ?? '', ...tests.map((t) => t.stderr?.text ?? '')].join('\n');
  return {
    kind: p.kind === 'submit' ? 'submission' : 'run',
    submissionIndex: p.index,
    verdict: p.outcome,
    summary: summaryOf(p),
    line: lineOf(outputs),
    shownPassed: open.filter((t) => t.verdict === 'ACCEPTED').length,
    shownTotal: open.length,
  };
}

/** Markdown statement as plain text (fences and emphasis marks dropped, the words kept). */
const plainStatement = (markdown: string) =>
  markdown
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/[*_`#>]/g, '')
    .trim();

/** What the learner did on a quiz: the saved answer and the latest run or submission. */
interface LearnerWork {
  saved: { answer: unknown; updated_at: Date | string } | null;
  row: SubmissionRow | null;
}

/**
 * The learner's saved answer and their latest run or submission (or the one named) of a quiz in
 * ONE query: a helper (the AI assistant) waits on it before answering.
 */
async function workOf(
  db: Knex,
  quizId: number,
  userId: number,
  submissionIndex?: number,
): Promise<LearnerWork> {
  const latest = db('workspace_submissions')
    .where({ quiz_id: quizId, user_id: userId })
    .whereIn('kind', ['submit', 'test'])
    .whereNot('status', 'pending');
  if (submissionIndex !== undefined) latest.where('id', submissionIndex);
  const { rows } = await db.raw(
    `SELECT s.*, a.answer AS saved_answer, a.updated_at AS saved_updated_at
     FROM (SELECT 1) AS one
     LEFT JOIN LATERAL ? AS s ON true
     LEFT JOIN workspace_answers a ON a.quiz_id = ? AND a.user_id = ?`,
    [latest.orderBy('id', 'desc').limit(1), quizId, userId],
  );
  const { saved_answer, saved_updated_at, ...submission } = rows[0] as SubmissionRow & {
    saved_answer: unknown;
    saved_updated_at: Date | null;
  };
  return {
    saved: saved_updated_at ? { answer: saved_answer, updated_at: saved_updated_at } : null,
    row: submission.id === null ? null : submission,
  };
}

/**
 * `workspace.assist-context`: a published quiz of the lesson in the viewer's channel, as the
 * learner sees it (the type's `learnerView`), with the learner's saved code and their latest run
 * or submission exactly as `presentSubmission` shows it to them. Never the definition's answers,
 * reference code, hidden tests' data or anyone else's work. Whether the viewer may open the lesson
 * is the lectures plugin's question (`lectures.lesson-context` canView), asked by the caller.
 */
export function assistContextService(
  ctx: Pick<StartContext, 'db' | 'quizType' | 'optionalService'>,
): AssistContextService {
  const { db } = ctx;
  const quizIn = (viewer: { channelId: number | null }, where: Record<string, number>) =>
    db('workspace_quizzes')
      .where(where)
      .whereRaw('coalesce(channel_id, 0) = ?', [viewer.channelId ?? 0])
      .first() as Promise<QuizRow | undefined>;
  const contextOf = (
    q: QuizRow,
    { saved, row }: LearnerWork,
    submissionIndex?: number,
  ): AssistContext | null => {
    const qt = ctx.quizType(q.type);
    if (!qt) return null;
    const view = (qt.learnerView(q.definition) ?? {}) as {
      language?: string[];
      shownTests?: { name: string; input: string; expected: string | null }[];
    };
    if (submissionIndex !== undefined && !row) return null;
    // The verdict is about the code that was run: unless the learner saved since, that is the
    // code to talk about (a learner who submits without saving has no saved answer at all).
    const savedSince = saved && (!row || new Date(saved.updated_at) >= new Date(row.created_at));
    const answer = (savedSince ? saved.answer : (row?.answer ?? saved?.answer)) as
      { language?: string; files?: { content?: string }[] } | undefined;
    const presented = row ? presentSubmission({ t: (key) => key }, row, q, 'learner') : null;
    return {
      quizIndex: q.id,
      title: q.title,
      statement: plainStatement(String(q.common.contents ?? '')),
      language: answer?.language ?? view.language?.[0] ?? null,
      quizType: q.type,
      examMode: q.common.setting?.mode === 'exam_mode',
      code: answer?.files?.[0]?.content ?? null,
      lastResult: presented ? assistResultOf(presented) : null,
      shownTests: (view.shownTests ?? []).map((t) => ({
        name: t.name,
        input: t.input,
        expected: t.expected ?? '',
      })),
    };
  };
  return {
    async of(viewer, at) {
      // The learner's own work is read with the quiz, not after it (a helper waits on this before
      // answering); it is only used once the quiz is found in the viewer's channel.
      const [q, work] = await Promise.all([
        quizIn(viewer, { id: at.quizIndex, lecture_index: at.lectureIndex, lesson_index: at.lessonIndex }),
        workOf(db, at.quizIndex, viewer.userId, at.submissionIndex),
      ]);
      if (!q) return null;
      if (q.status === 0 && q.author_id !== viewer.userId) return null;
      return contextOf(q, work, at.submissionIndex);
    },
    async ofExamQuiz(viewer, at) {
      // The exam's own list of quizzes decides, never the browser: a quiz of another exam is null.
      const state = await ctx.optionalService(examGateRef)?.state(viewer.userId, at.examIndex);
      if (!state || !state.quizIds.map(String).includes(String(at.quizIndex))) return null;
      const q = await quizIn(viewer, { id: at.quizIndex });
      return q ? contextOf(q, await workOf(db, q.id, viewer.userId)) : null;
    },
  };
}
