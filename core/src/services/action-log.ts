import type { Knex } from 'knex';
import type { ActionVerb } from '@seodang/sdk/common';

/** Records an admin action in the channel's action log (spec §3 verbs). */
export async function logAction(
  db: Knex,
  entry: {
    channelId: number | null;
    actorId: number | null;
    verb: ActionVerb;
    target: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db('action_logs').insert({
    channel_id: entry.channelId,
    actor_id: entry.actorId,
    verb: entry.verb,
    target: entry.target,
    detail: JSON.stringify(entry.detail ?? {}),
  });
}
