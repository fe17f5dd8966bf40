import { z } from 'zod';
import { AppError, mailRef, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import {
  deleteHistoryInput,
  historyQuery,
  type HistoryDetail,
  type HistoryItem,
} from '../../common/index.ts';
import { deliverNotices } from '../delivery.ts';
import { countStates, recipientsWithState, sendResultOf, type RecipientRow } from '../recipient-states.ts';
import { messageNotFound, sendKind, sendsIn, type SendRow } from '../scoped-kinds.ts';
import { messagingAccess } from './templates.ts';

/** Teachers see what they sent; the channel's admins see every send of the channel. */
const seesAll = (rc: RequestContext) => rc.role === 'admin';

async function ownSend(rc: RequestContext, sequence: number): Promise<SendRow> {
  const row = await rc.inChannel<SendRow>(sendKind, sequence, messageNotFound);
  if (!seesAll(rc) && row.sender_id !== rc.requireUser().id)
    throw new AppError(403, 'not_sender', 'messaging.error.not_sender');
  return row;
}

function presentItem(row: SendRow, recipients: { state: RecipientRow['state'] }[]): HistoryItem {
  const states = countStates(recipients);
  return {
    sequence: row.id,
    type: row.type,
    headline: row.headline,
    senderName: row.sender_name ?? '',
    audience: row.audience,
    recipientCount: recipients.length,
    sentAt: new Date(row.created_at).toISOString(),
    states,
    ...(row.type === 'mail' ? { sendResult: sendResultOf(states) } : {}),
  };
}

/** The send history: list (searched, sorted, paged), detail per recipient, resend, delete. */
export function registerHistoryRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/message/history',
    summary: 'Sent notices or mails, searched, sorted and paged (10 a page)',
    tags: ['messaging'],
    access: [...messagingAccess],
    query: historyQuery,
    async handler({ query }, rc) {
      const base = sendsIn(rc.db, rc.channel?.index ?? null).where(
        'messaging_sends.type',
        query.searchFilter,
      );
      if (!seesAll(rc)) base.where('messaging_sends.sender_id', rc.requireUser().id);
      const keyword = query.searchKeyword.replace(/[\\%_]/g, (c) => `\\${c}`);
      if (query.searchMode === 'subject' && keyword)
        base.whereILike('messaging_sends.headline', `%${keyword}%`);
      if (query.searchMode === 'recipient' && keyword)
        base.whereExists((q) =>
          q
            .from('messaging_recipients as r')
            .whereRaw('r.send_id = messaging_sends.id')
            .whereILike('r.name', `%${keyword}%`),
        );
      const [{ count }] = await base.clone().clearSelect().count({ count: '*' });
      const direction = query.sortType === 'send-time-asc' ? 'asc' : 'desc';
      const rows: SendRow[] = await base
        .orderBy([
          { column: 'messaging_sends.created_at', order: direction },
          { column: 'messaging_sends.id', order: direction },
        ])
        .limit(query.limitItemCount)
        .offset((query.page - 1) * query.limitItemCount);
      const recipients = await recipientsWithState(
        rc,
        rows.map((r) => r.id),
      );
      const list = rows.map((row) =>
        presentItem(
          row,
          recipients.filter((r) => r.send_id === row.id),
        ),
      );
      return { data: { list, dataLength: Number(count) } };
    },
  });

  env.route({
    method: 'GET',
    path: '/api/message/history/:sequence',
    summary: 'One send with each recipient and their state',
    tags: ['messaging'],
    access: [...messagingAccess],
    params: z.object({ sequence: idSchema }),
    async handler({ params }, rc) {
      const row = await ownSend(rc, params.sequence);
      const recipients = await recipientsWithState(rc, [row.id]);
      const detail: HistoryDetail = {
        ...presentItem(row, recipients),
        message: row.message,
        recipients: recipients.map((r) => ({
          userId: r.user_id,
          name: r.name,
          state: r.state,
          reply: r.reply,
          readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
        })),
      };
      return { data: detail };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/message/history/:sequence/resend',
    summary: 'Send the copies that failed or bounced again',
    tags: ['messaging'],
    access: [...messagingAccess],
    params: z.object({ sequence: idSchema }),
    async handler({ params }, rc) {
      const row = await ownSend(rc, params.sequence);
      const recipients = await recipientsWithState(rc, [row.id]);
      const again = recipients.filter((r) => r.state === 'failed' || r.state === 'bounced');
      let count = 0;
      if (row.type === 'mail') {
        const mail = rc.service(mailRef);
        for (const r of again) if (r.mail_id !== null && (await mail.retry(Number(r.mail_id)))) count += 1;
      } else if (again.length) {
        count = await rc
          .db('messaging_recipients')
          .whereIn(
            'id',
            again.map((r) => r.id),
          )
          .update({ state: 'queued' });
        await rc.enqueue(deliverNotices, { sendId: row.id }, { jobId: `notices-${row.id}-${Date.now()}` });
      }
      return { result: count };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/message/history',
    summary: 'Delete the chosen sends from the history',
    tags: ['messaging'],
    access: [...messagingAccess],
    body: deleteHistoryInput,
    async handler({ body }, rc) {
      const rows = await rc.inChannelMany<SendRow>(sendKind, body.selecteSequenceArr, messageNotFound);
      if (!seesAll(rc) && rows.some((r) => r.sender_id !== rc.requireUser().id))
        throw new AppError(403, 'not_sender', 'messaging.error.not_sender');
      const count = await rc
        .db('messaging_sends')
        .whereIn(
          'id',
          rows.map((r) => r.id),
        )
        .update({ deleted_at: rc.db.fn.now() });
      return { result: count };
    },
  });
}
