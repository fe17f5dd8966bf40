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

  const holdings = ctx.optionalService?.(credentialHoldingsRef);
  if (holdings) {
    for (const channelId of organisations) {
      for (let after = null as CredentialHolding | null; ;) {
        const page = await holdings.holdings(channelId, after, pageSize);
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
        if (page.length < pageSize) break;
        after = page.at(-1)!;
      }
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
