import { defineJob, type Knex, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { applyAll, attendanceFacts } from './consumers.ts';
import type { Fact } from './ledger.ts';
import { rulesOf } from './rules.ts';
import { learningRecordsRef } from '@seodang/plugin-lectures/learning-records';
import { lessonQuizRightsRef } from '@seodang/plugin-workspace/lesson-quiz-rights';
import { attendanceMarksRef } from '@seodang/plugin-attendance/attendance-marks';
import { certificateFact, hasSource, lectureFact, lessonFact, quizFact } from './sources.ts';

/**
 * At start and every 10 minutes: replays what an event lost, from the records the owning plugins
 * publish as services (a plugin not installed gives no facts).
 */
export const experienceReconcile = defineJob<Record<string, never>>('experience.reconcile');

/** How many source rows one pass looks at per kind (the rest waits for the next pass). */
const batch = 5000;

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

/** The latest state the ledger holds for a source ('none' without rows). */
const latestState = (type: string, sourceId: string) =>
  `coalesce((SELECT e.source_state FROM experience_ledger e WHERE e.source_type = ${type}
     AND e.source_id = ${sourceId} ORDER BY e.revision DESC LIMIT 1), 'none')`;

/** One pass; answers how many ledger rows it wrote per source. */
export async function reconcile(
  ctx: Pick<StartContext, 'db' | 'publish'> & Partial<Pick<StartContext, 'optionalService'>>,
): Promise<Record<string, number>> {
  const { db } = ctx;
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

  const organisations = [null, ...((await db('channels').orderBy('id').pluck('id')) as number[])];

  const learning = ctx.optionalService?.(learningRecordsRef);
  if (learning) {
    for (const channelId of organisations) {
      const rulesHere = await rules(channelId);
      for (let after = null as { lessonIndex: number; userId: number } | null; ;) {
        const page = await learning.completedLessons(channelId, after, pageSize);
        const facts = page.map((r) => lessonFact(rulesHere, r));
        await run('lesson', await missingFromLedger(db, facts));
        if (page.length < pageSize) break;
        after = page.at(-1)!;
      }
      for (let after = null as { lectureIndex: number; userId: number } | null; ;) {
        const page = await learning.completedLectures(channelId, after, pageSize);
        const facts = page.map((r) => lectureFact(rulesHere, r));
        await run('lecture', await missingFromLedger(db, facts));
        if (page.length < pageSize) break;
        after = page.at(-1)!;
      }
    }
  }

  const quizRights = ctx.optionalService?.(lessonQuizRightsRef);
  if (quizRights) {
    for (const channelId of organisations) {
      const rulesHere = await rules(channelId);
      for (let after = null as { quizIndex: number; userId: number } | null; ;) {
        const page = await quizRights.rights(channelId, after, pageSize);
        await run(
          'quiz',
          await missingFromLedger(
            db,
            page.map((r) => quizFact(rulesHere, r)),
          ),
        );
        if (page.length < pageSize) break;
        after = page.at(-1)!;
      }
    }
  }

  const marks = ctx.optionalService?.(attendanceMarksRef);
  if (marks) {
    for (const channelId of organisations) {
      for (let after = 0; ;) {
        const page = await marks.marks(channelId, after, pageSize);
        const sourceIds = page.map((m) => `${m.sessionId}:${m.userId}`);
        const held = await latestStates(db, ['attendance'], sourceIds);
        for (const m of page) {
          const state = m.status === 'present' || m.status === 'late' ? m.status : 'none';
          if ((held.get(`attendance ${m.sessionId}:${m.userId}`) ?? 'none') === state) continue;
          await run('attendance', await attendanceFacts(ctx, channelId, m.sessionId, m.userId));
        }
        if (page.length < pageSize) break;
        after = page.at(-1)!.id;
      }
    }
  }

  if (await hasSource(db, 'certificates')) {
    const certificates = (await db('certificates as c')
      .join('credentials_issued as i', 'i.id', 'c.credential_id')
      .groupBy('c.user_id', 'c.source_kind', 'c.source_index')
      .havingRaw(
        `${latestState(
          "(CASE WHEN c.source_kind = 'badge' THEN 'badge' ELSE 'certificate' END)",
          "c.source_kind || ':' || c.source_index || ':' || c.user_id",
        )} <>
         (CASE WHEN bool_or(c.replaced_at IS NULL AND i.revoked_at IS NULL) THEN 'issued' ELSE 'none' END)`,
      )
      .limit(batch)
      .select('c.user_id', 'c.source_kind', 'c.source_index')) as {
      user_id: number;
      source_kind: string;
      source_index: number;
    }[];
    for (const r of certificates) {
      const fact = await certificateFact(db, {
        userId: r.user_id,
        sourceKind: r.source_kind,
        sourceIndex: r.source_index,
      });
      if (fact) await run(fact.sourceType, [fact]);
    }
  }
  return written;
}

/** Registers the reconciliation on core's jobs: every 10 minutes, and once at start. */
export function registerReconcile(env: RegisterEnv): void {
  env.job(experienceReconcile, (_data, _job, ctx) => reconcile(ctx), {
    attempts: 3,
    concurrency: 1,
    schedule: { everyMs: 600_000, data: {} },
  });
}
