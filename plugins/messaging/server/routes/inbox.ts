import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import type { ReceivedMessage } from '../../common/index.ts';
import { messageNotFound, receivedKind, type SendRow } from '../scoped-kinds.ts';

/** `/message/{sequence}`: a recipient opens their copy, which marks it read. */
export function registerInboxRoutes(env: RegisterEnv): void {
  env.route({
    method: 'GET',
    path: '/api/message/inbox/:sequence',
    summary: "The caller's own copy of a message; opening it marks it read",
    tags: ['messaging'],
    access: 'user',
    params: z.object({ sequence: idSchema }),
    async handler({ params }, rc) {
      const send = await rc.inChannel<SendRow>(receivedKind, params.sequence, messageNotFound);
      const copy = await rc
        .db('messaging_recipients')
        .where({ send_id: send.id, user_id: rc.requireUser().id })
        .first('id', 'headline', 'message', 'read_at');
      // Someone who did not receive it is told it does not exist, like another channel's.
      if (!copy) throw new AppError(404, messageNotFound.code, messageNotFound.messageKey);
      if (!copy.read_at)
        await rc
          .db('messaging_recipients')
          .where({ id: copy.id })
          .whereNull('read_at')
          .update({ read_at: rc.db.fn.now(), state: 'read' });
      const message: ReceivedMessage = {
        sequence: send.id,
        type: send.type,
        headline: copy.headline,
        message: copy.message,
        senderName: send.sender_name ?? '',
        sentAt: new Date(send.created_at).toISOString(),
      };
      return { data: message };
    },
  });
}
