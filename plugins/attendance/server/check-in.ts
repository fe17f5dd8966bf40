import { randomBytes } from 'node:crypto';
import { AppError, type RequestContext } from '@seodang/sdk';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import { lessonContextRef } from '@seodang/plugin-lectures/lesson-context';
import { closesAt, statusAt, type CheckInResult, type RecordStatus } from '../common/index.ts';
import { attendanceMarked } from '../common/events.ts';
import { redeemClaim } from './claims.ts';
import { codeStore } from './code-store.ts';
import { flagCheckIn } from './flags.ts';
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

/**
 * Checks the caller in with a code: present up to the late limit, late after it, an existing
 * record answered as it is. Refusals in order: unknown or expired code, closed session, not a
 * learner of the lecture, wrong network.
 */
export async function checkIn(rc: RequestContext, code: string, claim?: string): Promise<CheckInResult> {
  const user = rc.requireUser();
  const { sessionId, arrivedAt } = await sessionOfCode(rc, code, claim);
  const session = (await rc.db('attendance_sessions').where({ id: sessionId }).first()) as
    SessionRow | undefined;
  if (!session) throw refuse(404, 'code_unknown');
  if (session.state === 'closed' || arrivedAt > closesAt(timesOf(session)))
    throw refuse(409, 'session_closed');
  const lecture = await rc
    .service(lessonContextRef)
    .lecture({ userId: user.id, channelId: rc.channel?.index ?? null }, session.lecture_id);
  const answer = (
    row: { status: RecordStatus; checked_in_at: Date | null },
    created: boolean,
  ): CheckInResult => ({
    sessionId: session.id,
    lectureIndex: session.lecture_id,
    lectureTitle: lecture?.title ?? '',
    status: row.status,
    checkedInAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    created,
  });
  const existing = await rc
    .db('attendance_records')
    .where({ session_id: session.id, user_id: user.id })
    .first();
  if (existing) return answer(existing, false);
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
