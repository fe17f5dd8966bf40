import type { Knex } from 'knex';
import { defineJob, type RegisterEnv } from '@seodang/sdk';

/** Removed memberships kept past their undo window are only clutter after a day (the action log keeps the story). */
const keepRemovals = '1 day';

/** Deletes the kept copies of removed memberships once they can no longer be undone. */
export const memberRemovalsSweepJob = defineJob<Record<string, never>>('core.member-removals-sweep');

/** Deletes removals older than a day; returns how many. */
export async function sweepRemovals(db: Knex): Promise<number> {
  return db('channel_member_removals')
    .where('removed_at', '<', db.raw(`now() - interval '${keepRemovals}'`))
    .delete();
}

/** The hourly sweep of old removals. */
export function registerRemovalSweep(env: RegisterEnv, db: Knex): void {
  env.job(memberRemovalsSweepJob, async () => ({ deleted: await sweepRemovals(db) }), {
    attempts: 1,
    schedule: { everyMs: 60 * 60_000, data: {} },
  });
}
