import type { Knex } from '@seodang/sdk';
import type {
  ChangeCounts,
  FailureReason,
  RunStatus,
  SyncChange,
  SyncRun,
  SyncRunDetail,
} from '../common/index.ts';
import { applyPlan, isSeatLimit, type SyncServices } from './apply.ts';
import { planSync, type SyncPlan } from './plan.ts';
import { DirectoryError, listAllUsers } from './providers/index.ts';
import { adapterOf, type SyncConfigRow } from './sync-config.ts';

/** A run as stored. */
export interface RunRow {
  id: number;
  channel_id: number;
  trigger: 'manual' | 'schedule';
  status: RunStatus;
  counts: ChangeCounts;
  changes: SyncChange[];
  links: SyncPlan['links'];
  member_count: number;
  reason: FailureReason | null;
  detail: string | null;
  retry_after: number | null;
  actor_id: number | null;
  created_at: Date;
  applied_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const presentRun = (row: RunRow): SyncRun => ({
  index: row.id,
  trigger: row.trigger,
  status: row.status,
  counts: row.counts,
  memberCount: row.member_count,
  reason: row.reason,
  retryAfter: row.retry_after,
  createdAt: iso(row.created_at)!,
  appliedAt: iso(row.applied_at),
});

export const presentRunDetail = (row: RunRow): SyncRunDetail => ({
  ...presentRun(row),
  changes: row.changes,
});

/**
 * Reads the whole directory, then makes the diff and records it as a run (`status`). A directory
 * failure records a failed run with its reason and changes nothing. Older runs waiting for an
 * admin are superseded: only the newest diff can be applied.
 */
export async function recordPreview(
  db: Knex,
  config: SyncConfigRow,
  input: { trigger: 'manual' | 'schedule'; actorId: number | null; status: (plan: SyncPlan) => RunStatus },
  signal?: AbortSignal,
): Promise<RunRow> {
  const base = { channel_id: config.channel_id, trigger: input.trigger, actor_id: input.actorId };
  let plan: SyncPlan;
  try {
    const directory = await listAllUsers(await adapterOf(config), signal);
    plan = await planSync(db, config.channel_id, directory, config.department_target);
  } catch (err) {
    if (!(err instanceof DirectoryError)) throw err;
    const [failed] = await db('member_sync_runs')
      .insert({
        ...base,
        status: 'failed',
        reason: err.reason,
        detail: err.message,
        retry_after: err.retryAfter,
      })
      .returning('*');
    return failed;
  }
  return db.transaction(async (trx) => {
    await trx('member_sync_runs')
      .where({ channel_id: config.channel_id })
      .whereIn('status', ['preview', 'review'])
      .update({ status: 'superseded' });
    const [row] = await trx('member_sync_runs')
      .insert({
        ...base,
        status: input.status(plan),
        counts: JSON.stringify(plan.counts),
        changes: JSON.stringify(plan.changes),
        links: JSON.stringify(plan.links),
        member_count: plan.memberCount,
      })
      .returning('*');
    return row;
  });
}

/**
 * Applies a waiting run in one transaction with the run's row locked, so two clicks apply it once.
 * A refusal (no seat left) rolls the members back and records the run as failed with its reason.
 * Returns the run as it ends, or null when it was no longer waiting.
 */
export async function applyRun(
  db: Knex,
  services: SyncServices,
  config: SyncConfigRow,
  runId: number,
  actorId: number | null,
): Promise<RunRow | null> {
  try {
    return await db.transaction(async (trx) => {
      const run: RunRow | undefined = await trx('member_sync_runs').where({ id: runId }).forUpdate().first();
      if (!run || (run.status !== 'preview' && run.status !== 'review')) return null;
      await applyPlan(
        trx,
        services,
        { channelId: config.channel_id, actorId },
        config.department_target,
        run,
      );
      const [applied] = await trx('member_sync_runs')
        .where({ id: runId })
        .update({ status: 'applied', applied_at: trx.fn.now(), actor_id: actorId ?? run.actor_id })
        .returning('*');
      return applied;
    });
  } catch (err) {
    if (!isSeatLimit(err)) throw err;
    const [failed] = await db('member_sync_runs')
      .where({ id: runId })
      .update({ status: 'failed', reason: 'seat_limit', detail: (err as Error).message })
      .returning('*');
    return failed;
  }
}

/** The channel's runs, newest first. */
export async function listRuns(db: Knex, channelId: number, limit: number): Promise<RunRow[]> {
  return db('member_sync_runs').where({ channel_id: channelId }).orderBy('id', 'desc').limit(limit);
}
