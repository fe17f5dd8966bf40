import type { Knex, RegisterEnv } from '@seodang/sdk';

/** The scoped kind of sessions: `rc.inChannel(sessionKind, id)` finds one in the request's channel. */
export const sessionKind = 'attendance-session';

/** A session row as the lookup finds it. */
export interface SessionRow {
  id: number;
  channel_id: number | null;
  lecture_id: number;
  title: string;
  state: 'scheduled' | 'open' | 'closed';
  start_at: Date;
  late_after_minutes: number;
  duration_minutes: number;
  code_interval_seconds: number;
  code_margin_seconds: number;
  networks: string[];
  opened_at: Date | null;
  closed_at: Date | null;
}

/** The answer for a session that is missing or in another channel (the two look the same). */
export const sessionNotFound = {
  code: 'session_not_found',
  messageKey: 'attendance.error.session_not_found',
};

/** The sessions of one channel (`channelIndex` null: the public site). */
export const sessionsIn = (db: Knex, channelIndex: number | null): Knex.QueryBuilder =>
  db('attendance_sessions').whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]);

/** Registers the kind: an id of another channel is left out, so it answers exactly like a missing one. */
export function registerSessionKind(env: RegisterEnv): void {
  env.scopedKind<SessionRow>({
    kind: sessionKind,
    async find(db, ids, channelIndex) {
      return (await sessionsIn(db, channelIndex).whereIn('id', ids).select('*')) as SessionRow[];
    },
  });
}
