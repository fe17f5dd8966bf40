import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { chatInput, liveEvents, liveTopic, type ChatMessage } from '../../common/index.ts';
import { requireHost, requireMeeting } from '../access.ts';
import { requirePresent } from '../presence.ts';

const byIndex = z.object({ meetingIndex: idSchema });

/** At most this many messages per person in any window of `chatWindowSeconds`. */
export const chatBurst = 5;
export const chatWindowSeconds = 5;

interface ChatRow {
  id: string;
  user_id: number | null;
  name: string | null;
  message: string;
  created_at: Date;
}

const present = (row: ChatRow): ChatMessage => ({
  id: Number(row.id),
  userObjectId: row.user_id,
  name: row.name ?? '',
  message: row.message,
  createdAt: new Date(row.created_at).toISOString(),
});

/** `/api/live/{meetingIndex}/chat`: the class's chat, kept, read from a point (`?after=`) after a reconnect. */
export function registerChatRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/live/:meetingIndex/chat',
    summary:
      'The chat, oldest first: the last 200 messages, or those after the message id `after` (a reconnect fetches its gap)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    query: z.object({ after: idSchema.optional() }),
    async handler({ params, query }, rc) {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      let rows = rc
        .db('live_chat_messages as c')
        .leftJoin('users as u', 'u.id', 'c.user_id')
        .where('c.meeting_id', meeting.id)
        .whereNull('c.deleted_at')
        .select('c.id', 'c.user_id', 'u.name', 'c.message', 'c.created_at');
      if (query.after) rows = rows.where('c.id', '>', query.after).orderBy('c.id', 'asc').limit(200);
      else rows = rows.orderBy('c.id', 'desc').limit(200);
      const list = ((await rows) as ChatRow[]).map(present);
      if (!query.after) list.reverse();
      return { data: { list } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/chat',
    summary: 'Send a chat message to the class (1–1,000 characters; 5 in any 5 seconds per person)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: chatInput,
    bodyLimit: '8kb',
    async handler({ params, body }, rc) {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      const user = rc.requireUser();
      await requirePresent(rc.db, meeting, user.id);
      // Plain text, kept as written: screens show it as text, never as HTML.
      const text = body.message;
      const row = await rc.db.transaction(async (trx) => {
        // One sender's messages queue on their participant row, so the count below is exact under bursts.
        await trx('live_participants')
          .where({ meeting_id: meeting.id, user_id: user.id })
          .forUpdate()
          .first();
        const recent = (await trx('live_chat_messages')
          .where({ meeting_id: meeting.id, user_id: user.id })
          .where('created_at', '>', trx.raw(`now() - interval '${chatWindowSeconds} seconds'`))
          .count<{ n: string }[]>({ n: '*' })) as { n: string }[];
        if (Number(recent[0].n) >= chatBurst) {
          rc.header('Retry-After', String(chatWindowSeconds));
          throw new AppError(429, 'chat_too_fast', 'live-class.error.chat_too_fast');
        }
        const [inserted] = (await trx('live_chat_messages')
          .insert({ meeting_id: meeting.id, user_id: user.id, message: text })
          .returning(['id', 'user_id', 'message', 'created_at'])) as ChatRow[];
        return { ...inserted, name: user.name };
      });
      const message = present(row);
      await rc.publish(liveTopic(meeting.id), liveEvents.chat, message);
      rc.status(201);
      return { data: message };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/live/:meetingIndex/chat/:messageId',
    summary: 'Remove a chat message for everyone (hosts)',
    tags: ['live-class'],
    access: 'user',
    params: z.object({ meetingIndex: idSchema, messageId: idSchema }),
    async handler({ params }, rc) {
      const { meeting } = await requireHost(rc, params.meetingIndex);
      const removed = await rc
        .db('live_chat_messages')
        .where({ id: params.messageId, meeting_id: meeting.id })
        .whereNull('deleted_at')
        .update({ deleted_at: rc.db.fn.now(), deleted_by: rc.requireUser().id });
      const exists =
        removed ||
        (await rc
          .db('live_chat_messages')
          .where({ id: params.messageId, meeting_id: meeting.id })
          .first('id'));
      if (!exists) throw new AppError(404, 'message_not_found', 'live-class.error.message_not_found');
      if (removed) await rc.publish(liveTopic(meeting.id), liveEvents.chatDeleted, { id: params.messageId });
      return { data: true };
    },
  });
}
