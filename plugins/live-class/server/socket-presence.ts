import { coreEvents, type RegisterEnv, type StartContext } from '@seodang/sdk';
import { leave, publishHands, publishUsers } from './presence.ts';
import { unlistTokens } from './room-tokens.ts';
import { placedRooms } from './rooms.ts';

/** A reload opens a new socket within this time: only a page still gone after it has left. */
export const socketLeaveGraceMs = 3000;

const pendingChecks = new Set<NodeJS.Timeout>();

/** The class of a `live:{meetingIndex}` topic (the hosts' `live:{n}:hosts` is not counted). */
function meetingOfTopic(topic: string): number | null {
  const match = /^live:(\d{1,15})$/.exec(topic);
  const index = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(index) && index > 0 ? index : null;
}

/** Leaves the class for someone whose sockets are all still gone (their tokens off the room's list), and tells the class. */
async function leaveIfStillGone(ctx: StartContext, meetingId: number, userId: number): Promise<void> {
  const row = (await ctx.db('live_sockets').where({ meeting_id: meetingId, user_id: userId }).first()) as
    { sockets: number } | undefined;
  if (row && row.sockets > 0) return;
  const left = await leave(ctx.db, meetingId, userId);
  await unlistTokens(ctx, await placedRooms(ctx, left.meeting), left.meeting, left.revoked);
  if (!left.changed) return;
  await publishUsers(ctx, left.meeting);
  await publishHands(ctx, meetingId);
}

/**
 * Follows each participant's class sockets through core's presence events, so a learner whose
 * browser is gone without a goodbye (closed tab, crashed machine, lost network) leaves the class:
 * their place frees up, their hand comes down and attendance closes their stretch. The count lives
 * in the database, so it spans core instances.
 */
export function registerSocketPresence(env: RegisterEnv): void {
  env.on(coreEvents.topicSubscribed, async ({ userId, topic }, ctx) => {
    const meetingId = meetingOfTopic(topic);
    if (meetingId === null) return;
    // The topic's policy let the socket in, so the class exists; it may end or go meanwhile.
    await ctx.db
      .raw(
        `INSERT INTO live_sockets (meeting_id, user_id, sockets)
         SELECT id, ?, 1 FROM live_meetings WHERE id = ?
         ON CONFLICT (meeting_id, user_id) DO UPDATE SET sockets = live_sockets.sockets + 1`,
        [userId, meetingId],
      )
      .catch((err: Error) => ctx.log.warn({ err, meetingId, userId }, 'live socket count failed'));
  });
  env.on(coreEvents.socketClosed, async ({ userId, topics }, ctx) => {
    for (const meetingId of topics.map(meetingOfTopic)) {
      if (meetingId === null) continue;
      const [row] = (await ctx
        .db('live_sockets')
        .where({ meeting_id: meetingId, user_id: userId })
        .update({ sockets: ctx.db.raw('greatest(sockets - 1, 0)') })
        .returning('sockets')) as { sockets: number }[];
      if (!row || row.sockets > 0) continue;
      const timer = setTimeout(() => {
        pendingChecks.delete(timer);
        leaveIfStillGone(ctx, meetingId, userId).catch((err: unknown) =>
          ctx.log.error({ err, meetingId, userId }, 'live class leave check failed'),
        );
      }, socketLeaveGraceMs);
      pendingChecks.add(timer);
    }
  });
}

/** Drops the pending leave checks (the plugin is stopping). */
export function stopSocketPresence(): void {
  for (const timer of pendingChecks) clearTimeout(timer);
  pendingChecks.clear();
}
