import { mailRef, type Knex, type RequestContext } from '@seodang/sdk';
import { recipientStates, type RecipientState } from '../common/index.ts';

/** A recipient row as the history reads it. */
export interface RecipientRow {
  id: number;
  send_id: number;
  user_id: number;
  name: string;
  state: RecipientState;
  mail_id: number | null;
  read_at: Date | null;
}

/**
 * Brings the mail recipients of these sends up to date with core's outbox (queued, sent, failed,
 * bounced; a late bounce turns a sent mail bounced, a retry queued again). A read copy stays read.
 * Returns each recipient with its state and the mail server's last answer.
 */
export async function recipientsWithState(
  rc: RequestContext,
  sendIds: number[],
): Promise<(RecipientRow & { reply: string | null })[]> {
  if (sendIds.length === 0) return [];
  const rows: RecipientRow[] = await rc
    .db('messaging_recipients')
    .whereIn('send_id', sendIds)
    .orderBy([{ column: 'name' }, { column: 'id' }]);
  const mail = rc.service(mailRef);
  const result: (RecipientRow & { reply: string | null })[] = [];
  // A few outbox reads at a time: a page holds at most 10 sends.
  for (let i = 0; i < rows.length; i += 20) {
    const chunk = await Promise.all(
      rows.slice(i, i + 20).map(async (row) => {
        if (row.mail_id === null) return { ...row, reply: null };
        const record = await mail.status(Number(row.mail_id));
        if (!record) return { ...row, reply: null };
        const state: RecipientState = row.read_at ? 'read' : record.status;
        if (state !== row.state) await updateState(rc.db, row.id, state);
        return { ...row, state, reply: record.lastReply };
      }),
    );
    result.push(...chunk);
  }
  return result;
}

const updateState = (db: Knex, id: number, state: RecipientState) =>
  db('messaging_recipients').where({ id }).update({ state });

/** How many recipients are in each state. */
export function countStates(rows: { state: RecipientState }[]): Record<RecipientState, number> {
  const counts = Object.fromEntries(recipientStates.map((s) => [s, 0])) as Record<RecipientState, number>;
  for (const row of rows) counts[row.state] += 1;
  return counts;
}

/** A mail send's result at a glance: the worst state any copy is in, 'sent' when all went out. */
export function sendResultOf(counts: Record<RecipientState, number>): RecipientState {
  for (const state of ['bounced', 'failed', 'queued'] as const) if (counts[state] > 0) return state;
  return counts.sent > 0 ? 'sent' : 'read';
}
