import type { RequestContext } from '@seodang/sdk';
import type { QuizTypeDefinition } from '@seodang/sdk/common';
import { hashJson } from './hash.ts';
import { judge } from './judge.ts';
import type { QuizRow } from './quiz-row.ts';
import { runExampleOf, type StoredRunExample } from './run-example.ts';
import { checkedJob } from './services/grading.ts';

type Db = RequestContext['db'];

/** What a quiz's run screen example is now. */
export type RunExampleState =
  ({ state: 'ready' } & StoredRunExample) | { state: 'preparing' } | { state: 'none' };

interface KeptRow {
  quiz_id: number;
  definition_hash: string;
  status: 'pending' | 'done' | 'error';
  example: StoredRunExample | null;
  updated_at: Date;
}

/** A run still pending after this long (the judge waits 10 minutes) was lost: it may start again, as may a failed one. */
const RETRY_AFTER_MS = 15 * 60_000;
const settledOrFresh = (row: KeptRow) =>
  row.status === 'done' || Date.now() - new Date(row.updated_at).getTime() < RETRY_AFTER_MS;

const none = { state: 'none' } as const;
const shown = (example: StoredRunExample | null): RunExampleState =>
  example ? { state: 'ready', ...example } : none;

async function keep(db: Db, quizId: number, hash: string, status: KeptRow['status'], example: unknown) {
  await db('workspace_run_examples')
    .insert({
      quiz_id: quizId,
      definition_hash: hash,
      status,
      example: example === null ? null : JSON.stringify(example),
      updated_at: db.fn.now(),
    })
    .onConflict('quiz_id')
    .merge();
}

/**
 * The example of the quiz's validated reference run, for this very definition: kept once taken
 * from the teacher's passed validation. A quiz stored validated without such a run (a seeded demo)
 * runs its reference once, the first time it is asked for, and shows it from then on.
 */
export async function runExampleState(db: Db, q: QuizRow, qt: QuizTypeDefinition): Promise<RunExampleState> {
  const hash = hashJson(q.definition);
  const answer = qt.referenceAnswer?.(q.definition);
  if (answer === undefined || q.validated_hash !== hash) return none;
  const kept = (await db('workspace_run_examples').where({ quiz_id: q.id }).first()) as KeptRow | undefined;
  if (kept?.definition_hash === hash && settledOrFresh(kept))
    return kept.status === 'pending' ? { state: 'preparing' } : shown(kept.example);
  const validation = (await db('workspace_submissions')
    .where({ quiz_id: q.id, kind: 'validate', outcome: 'RIGHT', definition_hash: hash })
    .orderBy('id', 'desc')
    .first('result')) as { result: { tests?: unknown } | null } | undefined;
  if (validation) {
    const tests = Array.isArray(validation.result?.tests) ? validation.result.tests : [];
    const example = runExampleOf(qt, q.definition, tests);
    await keep(db, q.id, hash, 'done', example);
    return shown(example);
  }
  return prepare(db, q, qt, hash, answer);
}

/** Starts the one run of the reference (an advisory lock keeps concurrent first visits to one). */
async function prepare(
  db: Db,
  q: QuizRow,
  qt: QuizTypeDefinition,
  hash: string,
  answer: unknown,
): Promise<RunExampleState> {
  let job;
  try {
    job = checkedJob(
      qt,
      q.definition,
      answer,
      { mode: 'validate' },
      `workspace-example-${q.id}-${Date.now()}`,
    );
  } catch {
    return none; // the type builds no judge run for its reference
  }
  const starts = await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`workspace-run-example:${q.id}`]);
    const kept = (await trx('workspace_run_examples').where({ quiz_id: q.id }).first()) as
      KeptRow | undefined;
    if (kept?.definition_hash === hash && settledOrFresh(kept)) return false;
    await keep(trx, q.id, hash, 'pending', null);
    return true;
  });
  if (!starts) return { state: 'preparing' };
  const settle = (status: 'done' | 'error', example: StoredRunExample | null) =>
    db('workspace_run_examples')
      .where({ quiz_id: q.id, definition_hash: hash, status: 'pending' })
      .update({
        status,
        example: example === null ? null : JSON.stringify(example),
        updated_at: db.fn.now(),
      });
  // Followed like a validation (grading.ts); the row's status is what visitors see, and a run
  // lost with its server starts again after RETRY_AFTER_MS.
  judge()
    .judge(job, { timeoutMs: 10 * 60_000 })
    .then((result) =>
      result.kind !== 'run' && result.status === 'ACCEPTED'
        ? settle('done', runExampleOf(qt, q.definition, result.tests))
        : settle('error', null),
    )
    .catch(() => settle('error', null))
    .catch(() => undefined);
  return { state: 'preparing' };
}
