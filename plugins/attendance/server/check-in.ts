import { randomBytes } from 'node:crypto';
import { AppError, type Knex, type RequestContext } from '@seodang/sdk';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import { closesAt, statusAt, type CheckInResult, type RecordStatus } from '../common/index.ts';
import { attendanceMarked } from '../common/events.ts';
import { redeemClaim } from './claims.ts';
import { codeStore } from './code-store.ts';
import { flagCheckIn } from './flags.ts';
import { lectureTitle } from './lecture-titles.ts';
import { inNetworks, plainAddress } from './networks.ts';
import type { SessionRow } from './scoped-kinds.ts';
import { timesOf } from './sessions.ts';

const refuse = (status: number, code: string) => new AppError(status, code, `attendance.error.${code}`);

/** The browser's own attendance id (a long-lived cookie), to see two accounts in one browser. */
export const browserCookie = 'sd_attendance_browser';

interface RawCookies {
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string, options: Record<string, unknown>): void;
  };
}

/** The browser's id, given to it on its first check-in. */
function browserOf(rc: RequestContext): string {
  const ctx = rc.raw as RawCookies;
  const known = ctx.cookies.get(browserCookie);
  if (known && /^[\w-]{16,64}$/.test(known)) return known;
  const id = randomBytes(18).toString('base64url');
  ctx.cookies.set(browserCookie, id, {
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 400 * 86_400_000,
    overwrite: true,
  });
  return id;
}

/** The session a typed code (or a claim carried through login) points at, and when the learner arrived. */
async function sessionOfCode(
  rc: RequestContext,
  code: string,
  claim: string | undefined,
): Promise<{ sessionId: number; arrivedAt: number }> {
  const channelId = rc.channel?.index ?? null;
  // A claim counts from the visitor's arrival, whether or not the code still lives.
  const payload = claim ? await redeemClaim(claim, channelId) : null;
  if (payload && payload.code === code) return { sessionId: payload.sessionId, arrivedAt: payload.arrivedAt };
  const found = await codeStore.lookup(channelId, code);
  if (found?.live) return { sessionId: found.sessionId, arrivedAt: Date.now() };
  if (claim) throw refuse(400, 'claim_invalid');
  throw found ? refuse(400, 'code_expired') : refuse(404, 'code_unknown');
}

/** What a check-in answers of the caller's record. */
type OwnRecord = { status: RecordStatus; checked_in_at: Date | null };

/** The session and the caller's own record of it (null: none yet), in one read. */
async function sessionAndMine(
  db: Knex,
  sessionId: number,
  userId: number,
): Promise<{ session: SessionRow; mine: OwnRecord | null } | undefined> {
  const row = (await db('attendance_sessions as s')
    .leftJoin('attendance_records as r', (j) => j.on('r.session_id', 's.id').andOnVal('r.user_id', userId))
    .where('s.id', sessionId)
    .first('s.*', 'r.id as mine_id', 'r.status as mine_status', 'r.checked_in_at as mine_checked_in_at')) as
    | (SessionRow & { mine_id: number | null; mine_status: RecordStatus; mine_checked_in_at: Date | null })
    | undefined;
  if (!row) return undefined;
  const { mine_id, mine_status, mine_checked_in_at, ...session } = row;
  return {
    session,
    mine: mine_id === null ? null : { status: mine_status, checked_in_at: mine_checked_in_at },
  };
}

/**
 * Checks the caller in with a code: present up to the late limit, late after it, an existing
 * record answered as it is. Refusals in order: unknown or expired code, closed session, not a
 * learner of the lecture, wrong network.
 */
export async function checkIn(rc: RequestContext, code: string, claim?: string): Promise<CheckInResult> {
  const user = rc.requireUser();
  const { sessionId, arrivedAt } = await sessionOfCode(rc, code, claim);
  const found = await sessionAndMine(rc.db, sessionId, user.id);
  if (!found) throw refuse(404, 'code_unknown');
  const { session, mine } = found;
  if (session.state === 'closed' || arrivedAt > closesAt(timesOf(session)))
    throw refuse(409, 'session_closed');
  const title = await lectureTitle(rc, session.lecture_id);
  const answer = (row: OwnRecord, created: boolean): CheckInResult => ({
    sessionId: session.id,
    lectureIndex: session.lecture_id,
    lectureTitle: title,
    status: row.status,
    checkedInAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    created,
  });
  if (mine) return answer(mine, false);
  if (!(await rc.service(rosterRef).isLearner(session.lecture_id, user.id)))
    throw refuse(403, 'not_enrolled');
  if (!inNetworks(rc.ip, session.networks)) throw refuse(403, 'wrong_network');
  const [row] = await rc
    .db('attendance_records')
    .insert({
      session_id: session.id,
      user_id: user.id,
      status: statusAt(timesOf(session), arrivedAt),
      source: 'check-in',
      checked_in_at: new Date(arrivedAt),
      address: plainAddress(rc.ip),
      browser: browserOf(rc),
    })
    .onConflict(['session_id', 'user_id'])
    .ignore()
    .returning('*');
  if (!row) {
    // A double tap raced this one: answer the record it made.
    return answer(
      await rc.db('attendance_records').where({ session_id: session.id, user_id: user.id }).first(),
      false,
    );
  }
  await flagCheckIn(rc.db, row);
  await rc.emit(attendanceMarked, {
    sessionId: session.id,
    userId: user.id,
    channelId: session.channel_id,
    lectureIndex: session.lecture_id,
    status: row.status,
  });
  return answer(row, true);
}
