import { defineJob, type Knex, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { applyAll, attendanceFacts } from './consumers.ts';
import type { Fact } from './ledger.ts';
import { rulesOf } from './rules.ts';
import { learningRecordsRef } from '@seodang/plugin-lectures/learning-records';
import { lessonQuizRightsRef } from '@seodang/plugin-workspace/lesson-quiz-rights';
import { attendanceMarksRef } from '@seodang/plugin-attendance/attendance-marks';
import {
  credentialHoldingsRef,
  type CredentialHolding,
} from '@seodang/plugin-credentials/credential-holdings';
import { certificateFact, lectureFact, lessonFact, quizFact } from './sources.ts';

/**
 * At start and every 10 minutes: replays what an event lost, from the records the owning plugins
 * publish as services (a plugin not installed gives no facts).
 */
export const experienceReconcile = defineJob<Record<string, never>>('experience.reconcile');

/** How many records one call to an owner's service answers. */
const pageSize = 1000;

/** The facts of one page (one source type) that the ledger has no row for yet, in one query. */
async function missingFromLedger(db: Knex, facts: Fact[]): Promise<Fact[]> {
  if (!facts.length) return [];
  const known = new Set(
    (await db('experience_ledger')
      .where('source_type', facts[0]!.sourceType)
      .whereIn(
        'source_id',
        facts.map((f) => f.sourceId),
      )
      .distinct('source_id')
      .pluck('source_id')) as string[],
  );
  return facts.filter((f) => !known.has(f.sourceId));
}

/**
 * The latest state the ledger holds for each source of a page, in one query, keyed
 * `<type> <source id>` (a source without rows, or whose latest row has no state, is absent).
 */
async function latestStates(db: Knex, types: string[], sourceIds: string[]): Promise<Map<string, string>> {
  if (!sourceIds.length) return new Map();
  const rows = (await db('experience_ledger')
    .whereIn('source_type', types)
    .whereIn('source_id', sourceIds)
    .distinctOn('source_type', 'source_id')
    .orderBy([{ column: 'source_type' }, { column: 'source_id' }, { column: 'revision', order: 'desc' }])
    .select('source_type', 'source_id', 'source_state')) as {
    source_type: string;
    source_id: string;
    source_state: string | null;
  }[];
  return new Map(
    rows
      .filter((r) => r.source_state !== null)
      .map((r) => [`${r.source_type} ${r.source_id}`, r.source_state!]),
  );
}

/** The job's row in `experience_reconcile_cursor`. */
const cursorJob = 'experience.reconcile';

/** Where a stopped pass goes on: the source, the organisation (0: the public site) and the last record replayed. */
interface Cursor {
  source: string;
  organizationKey: number;
  after: unknown;
}

/** A source the pass walks: one page of one organisation's records replayed, and the page's last record. */
interface Source {
  name: string;
  page(channelId: number | null, after: unknown): Promise<{ last: unknown; more: boolean }>;
}

type ReconcileContext = Pick<StartContext, 'db' | 'publish'> & Partial<Pick<StartContext, 'optionalService'>>;

export interface ReconcileOptions {
  /** Records one call to an owner's service answers (1000). */
  pageSize?: number;
  /** Stop after this many pages, the cursor kept for the next run (no limit: to the end of the pass). */
  maxPages?: number;
}

/**
 * One pass, or the rest of a stopped one: answers how many ledger rows it wrote per source, and
 * whether the pass got to its end. It walks each source, organisation by organisation (the public
 * site, then each channel by id), in keyset pages; after each page it stores where it got to in
 * `experience_reconcile_cursor`, so a run that crashed or was stopped goes on from the last page
 * it finished. Replaying is idempotent (the ledger is unique on source and revision, and a page
 * is checked against it first), so a page done again after a crash writes nothing twice. At the
 * end of the pass the cursor is removed and the next run starts from the top.
 */
export async function reconcilePass(
  ctx: ReconcileContext,
  options: ReconcileOptions = {},
): Promise<{ written: Record<string, number>; finished: boolean }> {
  const { db } = ctx;
  const size = options.pageSize ?? pageSize;
  const written: Record<string, number> = {};
  const rulesCache = new Map<number, Awaited<ReturnType<typeof rulesOf>>>();
  const rules = async (channelId: number | null) => {
    const key = channelId ?? 0;
    if (!rulesCache.has(key)) rulesCache.set(key, await rulesOf(db, channelId));
    return rulesCache.get(key)!;
  };
  const run = async (name: string, facts: Fact[]) => {
    written[name] = (written[name] ?? 0) + (await applyAll(ctx, facts));
  };
  /** A keyset page's outcome: its last record (or the cursor it started from when empty). */
  const paged = <T>(page: T[], after: unknown) => ({ last: page.at(-1) ?? after, more: page.length >= size });

  /**
   * A source whose records each give one fact by the organisation's rules (a lesson or lecture
   * completed, a quiz right): a page of records, those the ledger lacks replayed.
   */
  const recordSource = <R>(
    name: string,
    fetch: (channelId: number | null, after: R | null, size: number) => Promise<R[]>,
    toFact: (rulesHere: Awaited<ReturnType<typeof rulesOf>>, record: R) => Fact,
  ): Source => ({
    name,
    async page(channelId, after) {
      const rulesHere = await rules(channelId);
      const page = await fetch(channelId, after as R | null, size);
      await run(
        name,
        await missingFromLedger(
          db,
          page.map((r) => toFact(rulesHere, r)),
        ),
      );
      return paged(page, after);
    },
  });

  const sources: Source[] = [];
  const learning = ctx.optionalService?.(learningRecordsRef);
  if (learning)
    sources.push(
      recordSource('lesson', (c, a, n) => learning.completedLessons(c, a, n), lessonFact),
      recordSource('lecture', (c, a, n) => learning.completedLectures(c, a, n), lectureFact),
    );
  const quizRights = ctx.optionalService?.(lessonQuizRightsRef);
  if (quizRights) sources.push(recordSource('quiz', (c, a, n) => quizRights.rights(c, a, n), quizFact));

  const marks = ctx.optionalService?.(attendanceMarksRef);
  if (marks)
    sources.push({
      name: 'attendance',
      async page(channelId, after) {
        const page = await marks.marks(channelId, (after as number | null) ?? 0, size);
        const held = await latestStates(
          db,
          ['attendance'],
          page.map((m) => `${m.sessionId}:${m.userId}`),
        );
        for (const m of page) {
          const state = m.status === 'present' || m.status === 'late' ? m.status : 'none';
          if ((held.get(`attendance ${m.sessionId}:${m.userId}`) ?? 'none') === state) continue;
          await run('attendance', await attendanceFacts(ctx, channelId, m.sessionId, m.userId));
        }
        return { last: page.at(-1)?.id ?? after, more: page.length >= size };
      },
    });

  const holdings = ctx.optionalService?.(credentialHoldingsRef);
  if (holdings)
    sources.push({
      name: 'holding',
      async page(channelId, after) {
        const page = await holdings.holdings(channelId, after as CredentialHolding | null, size);
        const held = await latestStates(
          db,
          ['certificate', 'badge'],
          page.map((h) => `${h.sourceKind}:${h.sourceIndex}:${h.userId}`),
        );
        for (const h of page) {
          const fact = await certificateFact(db, h);
          if ((held.get(`${fact.sourceType} ${fact.sourceId}`) ?? 'none') === (fact.state ?? 'none'))
            continue;
          await run(fact.sourceType, [fact]);
        }
        return paged(page, after);
      },
    });

  const organisations = [null, ...((await db('channels').orderBy('id').pluck('id')) as number[])];
  const stored = (await db('experience_reconcile_cursor').where({ job: cursorJob }).first()) as
    { source: string; organization_key: number; after: unknown } | undefined;
  // Where a stopped pass resumes (a source no longer installed: from the top).
  let resume: Cursor | null =
    stored && sources.some((src) => src.name === stored.source)
      ? { source: stored.source, organizationKey: stored.organization_key, after: stored.after }
      : null;
  const save = (cursor: Cursor) =>
    db('experience_reconcile_cursor')
      .insert({
        job: cursorJob,
        source: cursor.source,
        organization_key: cursor.organizationKey,
        after: JSON.stringify(cursor.after ?? null),
        pages: 1,
      })
      .onConflict('job')
      .merge({
        source: cursor.source,
        organization_key: cursor.organizationKey,
        after: JSON.stringify(cursor.after ?? null),
        pages: db.raw('experience_reconcile_cursor.pages + 1'),
        updated_at: db.fn.now(),
      });

  let pages = 0;
  for (const source of sources) {
    if (resume && resume.source !== source.name) continue;
    for (const channelId of organisations) {
      const organizationKey = channelId ?? 0;
      let after: unknown = null;
      if (resume) {
        if (organizationKey < resume.organizationKey) continue;
        if (organizationKey === resume.organizationKey) after = resume.after;
        resume = null;
      }
      for (let more = true; more;) {
        if (options.maxPages !== undefined && pages >= options.maxPages) {
          await save({ source: source.name, organizationKey, after });
          return { written, finished: false };
        }
        const page = await source.page(channelId, after);
        pages += 1;
        after = page.last;
        more = page.more;
        await save({ source: source.name, organizationKey, after });
      }
    }
    resume = null;
  }
  await db('experience_reconcile_cursor').where({ job: cursorJob }).delete();
  return { written, finished: true };
}

/** A whole pass (or the rest of a stopped one): how many ledger rows it wrote per source. */
export async function reconcile(
  ctx: ReconcileContext,
  options: Omit<ReconcileOptions, 'maxPages'> = {},
): Promise<Record<string, number>> {
  return (await reconcilePass(ctx, options)).written;
}

/** Registers the reconciliation on core's jobs: every 10 minutes, and once at start. */
export function registerReconcile(env: RegisterEnv): void {
  env.job(experienceReconcile, (_data, _job, ctx) => reconcile(ctx), {
    attempts: 3,
    concurrency: 1,
    schedule: { everyMs: 600_000, data: {} },
  });
}
