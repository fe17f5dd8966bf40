import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import { notHost, requireMeeting } from '../access.ts';
import { handQueue, publishHands, requirePresent } from '../presence.ts';

const byIndex = z.object({ meetingIndex: idSchema });

/** `/api/live/{meetingIndex}/reaction`: raised hands, queued in raise order. */
export function registerReactionRoutes(env: RegisterEnv): void {
  env.route({
    method: 'POST',
    path: '/api/live/:meetingIndex/reaction',
    summary: 'Raise your hand (raising it again keeps your place in the queue)',
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    body: z.object({ type: z.literal('hand').default('hand') }),
    bodyLimit: '1kb',
    async handler({ params }, rc) {
      const { meeting } = await requireMeeting(rc, params.meetingIndex);
      const user = rc.requireUser();
      await requirePresent(rc.db, meeting, user.id);
      const inserted = await rc
        .db('live_reactions')
        .insert({ meeting_id: meeting.id, user_id: user.id, type: 'hand' })
        .onConflict(['meeting_id', 'user_id', 'type'])
        .ignore()
        .returning('seq');
      if (inserted.length) await publishHands(rc, meeting.id);
      return { data: { list: await handQueue(rc.db, meeting.id) } };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/live/:meetingIndex/reaction',
    summary:
      "Lower a hand: your own; a host also anyone's (userObjectId) or the first in the queue (next=true)",
    tags: ['live-class'],
    access: 'user',
    params: byIndex,
    query: z.object({
      userObjectId: idSchema.optional(),
      next: z.enum(['true', 'false']).optional(),
    }),
    async handler({ params, query }, rc) {
      const { meeting, isHost } = await requireMeeting(rc, params.meetingIndex);
      const user = rc.requireUser();
      let target = user.id;
      if (query.next === 'true' || (query.userObjectId && query.userObjectId !== user.id)) {
        if (!isHost) throw notHost();
        if (query.next === 'true') {
          const first = (await handQueue(rc.db, meeting.id))[0];
          if (!first) return { data: { list: [] } };
          target = first.userObjectId;
        } else target = query.userObjectId!;
      }
      if (meeting.status === 'ended')
        throw new AppError(409, 'already_ended', 'live-class.error.already_ended');
      const lowered = await rc
        .db('live_reactions')
        .where({ meeting_id: meeting.id, user_id: target, type: 'hand' })
        .delete();
      if (lowered) await publishHands(rc, meeting.id);
      return { data: { list: await handQueue(rc.db, meeting.id) } };
    },
  });
}
