import type { Knex, MediaRooms, RequestContext } from '@seodang/sdk';
import type { MeetingRow } from './scoped-kinds.ts';

/**
 * A class's room admits only the tokens its joins handed out (VideoRoom's token list): each join's
 * token names the room, is kept here (`live_room_tokens`) and put on the room's list; a leave or a
 * removal revokes it and takes it off, so Janus itself refuses it; a room made anew lists the kept
 * ones again; the class's end forgets them all.
 */

/** A join's token as kept: it ends with the class (`tokenExpiry`). */
export interface RoomTokenGrant {
  token: string;
  expiresAt: Date;
}

/** Keeps a join's token in `trx` (the join's transaction, under the class's row lock). */
export async function keepToken(
  trx: Knex.Transaction,
  meetingId: number,
  userId: number,
  grant: RoomTokenGrant,
): Promise<void> {
  await trx('live_room_tokens').insert({
    token: grant.token,
    meeting_id: meetingId,
    user_id: userId,
    expires_at: grant.expiresAt,
  });
}

/** Revokes a participant's tokens in `trx` (a leave, a removal); answers the ones revoked now. */
export async function revokeTokens(
  trx: Knex.Transaction,
  meetingId: number,
  userId: number,
): Promise<string[]> {
  const rows = (await trx('live_room_tokens')
    .where({ meeting_id: meetingId, user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: trx.fn.now() })
    .returning('token')) as { token: string }[];
  return rows.map((r) => r.token);
}

/** Every token of the participant that was revoked: what a removal takes off the list (again, when retried). */
export async function revokedTokensOf(db: Knex, meetingId: number, userId: number): Promise<string[]> {
  const rows = (await db('live_room_tokens')
    .where({ meeting_id: meetingId, user_id: userId })
    .whereNotNull('revoked_at')
    .select('token')) as { token: string }[];
  return rows.map((r) => r.token);
}

/** The tokens a room made anew lists again: neither revoked nor expired. */
export async function keptTokens(db: Knex, meetingId: number): Promise<string[]> {
  const rows = (await db('live_room_tokens')
    .where({ meeting_id: meetingId })
    .whereNull('revoked_at')
    .where('expires_at', '>', db.fn.now())
    .select('token')) as { token: string }[];
  return rows.map((r) => r.token);
}

/** Forgets every token of the class in `trx` (its end: the room goes with them). */
export async function forgetTokens(trx: Knex.Transaction, meetingId: number): Promise<void> {
  await trx('live_room_tokens').where({ meeting_id: meetingId }).delete();
}

/**
 * Puts a join's token on the room's list. A leave or removal that revoked it meanwhile (it may
 * have taken it off Janus before this put it on) takes it off again here. True when it is listed;
 * throws when Janus did not answer.
 */
export async function listToken(
  rc: Pick<RequestContext, 'db' | 'log'>,
  rooms: MediaRooms,
  meeting: MeetingRow,
  token: string,
): Promise<boolean> {
  const room = Number(meeting.janus_room);
  if (!(await rooms.allow(room, [token]))) return false;
  const kept = (await rc.db('live_room_tokens').where({ token }).whereNull('revoked_at').first('token')) as
    { token: string } | undefined;
  if (kept) return true;
  await unlistTokens(rc, rooms, meeting, [token]);
  return false;
}

/**
 * Takes revoked tokens off the room's list (none placed: no room to list them). False, logged,
 * when Janus did not answer (a room Janus lost is made anew without them).
 */
export async function unlistTokens(
  rc: Pick<RequestContext, 'log'>,
  rooms: MediaRooms | null,
  meeting: MeetingRow,
  tokens: string[],
): Promise<boolean> {
  if (!rooms || !tokens.length) return true;
  return rooms.disallow(Number(meeting.janus_room), tokens).then(
    () => true,
    (err: unknown) => {
      rc.log.warn({ err, meetingId: meeting.id }, 'live class tokens not taken off the room list yet');
      return false;
    },
  );
}
