import { AppError, type RequestContext, type StartContext } from '@seodang/sdk';
import type { JudgePurpose, QuizTypeDefinition } from '@seodang/sdk/common';
import { JudgeJob, PROTOCOL_VERSION } from '@seodang/judge/protocol';
import { outcomeOfGrade, outcomeOfJudge, type SubmissionKind } from '../../common/index.ts';
import { judge, type JudgeProgress, type JudgeResult } from '../judge.ts';
import { hashJson } from '../hash.ts';
import { presentSubmission, type SubmissionRow } from '../presenters.ts';
import type { QuizRow } from '../quiz-row.ts';
import { announceGraded } from '../lesson-events.ts';

/** Who is told about a submission's progress: the caller's `user:{id}` topic, in the caller's language. */
type Notify = Pick<RequestContext, 't' | 'publish' | 'emit'>;

/**
 * The judge's id of a submission. The row's creation time is part of it: the judge keeps results
 * by id in Redis, so a bare row id would collide after a database reset or between deployments
 * sharing one Redis (a stale result would be returned for a new submission).
 */
const judgeId = (row: Pick<SubmissionRow, 'id' | 'created_at'>) =>
  `workspace-${row.id}-${new Date(row.created_at).getTime()}`;
const purposeOf = (kind: Exclude<SubmissionKind, 'run'>): JudgePurpose => ({ mode: kind });

/** Validates the judge job a quiz type built, so a bad job is a 400 now rather than a failed grading later. */
export function checkedJob(
  qt: QuizTypeDefinition,
  definition: unknown,
  answer: unknown,
  purpose: JudgePurpose,
  submissionId: string,
) {
  if (qt.grading.kind !== 'judge')
    throw new AppError(400, 'not_judge_type', 'workspace.error.not_judge_type');
  const job = qt.grading.job(definition, answer, purpose);
  if (!job) throw new AppError(400, 'not_judge_type', 'workspace.error.not_judge_type');
  const parsed = JudgeJob.safeParse({ ...job, protocolVersion: PROTOCOL_VERSION, submissionId });
  if (!parsed.success)
    throw new AppError(400, 'invalid_answer', 'workspace.error.invalid_answer', {
      detail: parsed.error.issues[0]?.message ?? '',
    });
  return parsed.data;
}

/** Records a learner's (or, for `validate`, the teacher's) attempt and grades it: now, by the judge, or later by hand. */
export async function startSubmission(
  rc: RequestContext,
  q: QuizRow,
  qt: QuizTypeDefinition,
  answer: unknown,
  kind: Exclude<SubmissionKind, 'run'>,
): Promise<SubmissionRow> {
  const user = rc.requireUser();
  // Built before inserting so a refused answer leaves no row behind.
  const probe =
    qt.grading.kind === 'judge' ? checkedJob(qt, q.definition, answer, purposeOf(kind), 'probe') : null;
  if (qt.grading.kind !== 'judge' && kind !== 'submit')
    throw new AppError(400, 'not_judge_type', 'workspace.error.not_judge_type');
  // In-process grading runs before anything is written: a grader that throws leaves no
  // submission pending forever, only the error.
  const graded = qt.grading.kind === 'auto' ? await qt.grading.grade(q.definition, answer) : null;
  const [row] = (await rc
    .db('workspace_submissions')
    .insert({
      quiz_id: q.id,
      user_id: user.id,
      kind,
      answer: JSON.stringify(answer),
      definition_hash: hashJson(q.definition),
      ...(qt.grading.kind === 'manual'
        ? { status: 'done', outcome: 'MANUAL', finished_at: rc.db.fn.now() }
        : {}),
      ...(graded
        ? {
            status: 'done',
            outcome: outcomeOfGrade(graded.correct, graded.score, graded.maxScore),
            score: graded.score,
            max_score: graded.maxScore,
            result: JSON.stringify({ details: graded.details ?? null, feedback: graded.feedback ?? null }),
            finished_at: rc.db.fn.now(),
          }
        : {}),
    })
    .returning('*')) as SubmissionRow[];
  if (graded) {
    await announceGraded(rc, rc.db, q, row);
    return row;
  }
  if (probe) launch(rc, rc, q, row, { ...probe, submissionId: judgeId(row) });
  return row;
}

/** Hands the job to the judge and follows it; progress and the result go to the submitter live. */
function launch(
  rc: Pick<RequestContext, 'db'>,
  notify: Notify | null,
  q: QuizRow,
  row: SubmissionRow,
  job: JudgeJob,
): void {
  const topic = `user:${row.user_id}`;
  const onProgress = (p: JudgeProgress) => {
    if (!p.test) return;
    const item = { name: p.test.name, verdict: p.test.verdict, done: p.done, total: p.total };
    void (notify ?? null)?.publish(topic, 'workspace.submission.progress', {
      index: Number(row.id),
      quizIndex: q.id,
      ...item,
    });
    void rc
      .db('workspace_submissions')
      .where({ id: row.id, status: 'pending' })
      // Keyed by test name: when a killed worker's job is judged again by another worker, the
      // second run's verdicts replace the first's instead of listing a test twice.
      .update({
        progress: rc.db.raw(
          `(select coalesce(jsonb_agg(e order by i), '[]'::jsonb)
              from jsonb_array_elements(progress) with ordinality as p(e, i)
             where e->>'name' <> ?) || ?::jsonb`,
          [item.name, JSON.stringify([item])],
        ),
      })
      .catch(() => {});
  };
  judge()
    .judge(job, { onProgress, timeoutMs: 10 * 60_000 })
    .then((result) => finish(rc.db, notify, q, row, result))
    .catch(() => fail(rc.db, notify, q, row));
}

/** Stores a judge result once (several core instances may be following the same job). */
export async function finish(
  db: RequestContext['db'],
  notify: Notify | null,
  q: QuizRow,
  row: SubmissionRow,
  result: JudgeResult,
): Promise<void> {
  if (result.kind === 'run') return;
  const failed = result.status === 'INTERNAL_ERROR';
  // One transaction: whoever sees the validation settled also sees the quiz validated.
  const done = await db.transaction(async (trx) => {
    const [stored] = (await trx('workspace_submissions')
      .where({ id: row.id, status: 'pending' })
      .update({
        status: failed ? 'error' : 'done',
        outcome: failed
          ? 'PENDING'
          : outcomeOfJudge(result.status, result.score, result.maxScore, result.tests.length),
        score: result.score,
        max_score: result.maxScore,
        result: JSON.stringify(result),
        finished_at: db.fn.now(),
      })
      .returning('*')) as SubmissionRow[];
    if (stored?.kind === 'validate' && stored.outcome === 'RIGHT') {
      await trx('workspace_quizzes').where({ id: q.id }).update({ validated_hash: stored.definition_hash });
    }
    return stored;
  });
  if (!done) return;
  await announce(notify, q, done);
  if (notify) await announceGraded(notify, db, q, done);
}

async function fail(
  db: RequestContext['db'],
  notify: Notify | null,
  q: QuizRow,
  row: SubmissionRow,
): Promise<void> {
  const [done] = (await db('workspace_submissions')
    .where({ id: row.id, status: 'pending' })
    .update({ status: 'error', finished_at: db.fn.now() })
    .returning('*')) as SubmissionRow[];
  if (done) await announce(notify, q, done);
}

async function announce(notify: Notify | null, q: QuizRow, s: SubmissionRow): Promise<void> {
  if (!notify) return;
  // The submitter is the learner of a learner's attempt and the author of a validation.
  const viewer = s.kind === 'validate' ? 'author' : 'learner';
  await notify.publish(
    `user:${s.user_id}`,
    'workspace.submission.result',
    presentSubmission(notify, s, q, viewer),
  );
}

/** After a restart: follow the jobs still pending (their results wait in Redis), announcing without a locale. */
export async function resumePending(ctx: StartContext): Promise<void> {
  const rows = (await ctx
    .db('workspace_submissions')
    .where({ status: 'pending' })
    .where('created_at', '>', ctx.db.raw("now() - interval '1 day'"))
    .select('*')) as SubmissionRow[];
  for (const row of rows) {
    const q = await ctx.db('workspace_quizzes').where({ id: row.quiz_id }).first();
    if (!q) continue;
    const notify: Notify = { publish: ctx.publish, t: (key) => key, emit: ctx.emit };
    judge()
      .result(judgeId(row), 10 * 60_000)
      .then((result) => finish(ctx.db, notify, q, row, result))
      .catch(() => fail(ctx.db, notify, q, row));
  }
}

/** Runs a program once with the learner's stdin (nothing stored). */
export async function runOnce(
  q: QuizRow,
  qt: QuizTypeDefinition,
  answer: unknown,
  stdin: string,
  userId: number,
) {
  const job = checkedJob(
    qt,
    q.definition,
    answer,
    { mode: 'run', stdin },
    `workspace-run-${userId}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  );
  return judge().judge(job, { timeoutMs: 120_000 });
}
