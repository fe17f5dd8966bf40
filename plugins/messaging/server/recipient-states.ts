import { mailRef, type Knex, type MailRecord, type RequestContext } from '@seodang/sdk';
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
 * Returns each recipient with its state and the mail server's last answer. However many
 * recipients: one read of them, one of their mails, and one write per state that changed.
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
  const mailIds = rows.flatMap((row) => (row.mail_id === null ? [] : [Number(row.mail_id)]));
  const mails = mailIds.length ? await rc.service(mailRef).statuses(mailIds) : new Map<number, MailRecord>();
  const changed = new Map<RecipientState, number[]>();
  const result = rows.map((row) => {
    const record = row.mail_id === null ? undefined : mails.get(Number(row.mail_id));
    if (!record) return { ...row, reply: null };
    const state: RecipientState = row.read_at ? 'read' : record.status;
    if (state !== row.state) {
      if (!changed.has(state)) changed.set(state, []);
      changed.get(state)!.push(row.id);
    }
    return { ...row, state, reply: record.lastReply };
  });
  for (const [state, ids] of changed) await updateStates(rc.db, ids, state);
  return result;
}

const updateStates = (db: Knex, ids: number[], state: RecipientState) =>
  db('messaging_recipients').whereRaw('id = any(?)', [ids]).update({ state });

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
