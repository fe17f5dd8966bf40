import { stringify } from 'csv-stringify/sync';
import type { Knex } from '@seodang/sdk';
import type { RosterService } from '@seodang/plugin-lectures/roster';
import type { AttendanceRow, UserType } from '../common/index.ts';
import type { MeetingRow } from './scoped-kinds.ts';

/**
 * Who was in the class and for how long, from the stretches of presence (a join to its leave or
 * the class's end; one still open counts to now): first join, last leave, minutes present and the
 * share of the class's length (from its start to its end, or now), by name. A lecture's class
 * also lists its learners who never entered (`roster`, joined learners): no first join, 0 minutes.
 */
export async function attendanceOf(
  db: Knex,
  meeting: MeetingRow,
  roster: RosterService | null = null,
): Promise<AttendanceRow[]> {
  const rows = (await db('live_participants as p')
    .join('users as u', 'u.id', 'p.user_id')
    .leftJoin('live_presence as s', function () {
      this.on('s.meeting_id', 'p.meeting_id').andOn('s.user_id', 'p.user_id');
    })
    .where('p.meeting_id', meeting.id)
    .groupBy('p.user_id', 'u.name', 'p.user_type', 'p.first_joined_at', 'p.last_left_at', 'p.present')
    .select(
      'p.user_id',
      'u.name',
      'p.user_type',
      'p.first_joined_at',
      db.raw('case when p.present then null else p.last_left_at end as last_left_at'),
      db.raw(
        'coalesce(sum(extract(epoch from (coalesce(s.left_at, ?::timestamptz, now()) - s.joined_at))), 0) as seconds',
        [meeting.ended_at],
      ),
    )) as {
    user_id: number;
    name: string;
    user_type: UserType;
    first_joined_at: Date;
    last_left_at: Date | null;
    seconds: string;
  }[];
  const start = meeting.started_at ? new Date(meeting.started_at).getTime() : null;
  const end = meeting.ended_at ? new Date(meeting.ended_at).getTime() : Date.now();
  const classSeconds = start === null ? 0 : Math.max(0, (end - start) / 1000);
  const entered = rows.map((r): AttendanceRow => {
    const seconds = Math.max(0, Number(r.seconds));
    return {
      userObjectId: r.user_id,
      name: r.name,
      userType: r.user_type,
      firstJoinedAt: new Date(r.first_joined_at).toISOString(),
      lastLeftAt: r.last_left_at ? new Date(r.last_left_at).toISOString() : null,
      minutesPresent: Math.round(seconds / 60),
      sharePercent: classSeconds > 0 ? Math.min(100, Math.round((seconds / classSeconds) * 100)) : 0,
    };
  });
  const seen = new Set(entered.map((r) => r.userObjectId));
  const learners = meeting.lecture_id !== null && roster ? await roster.learners(meeting.lecture_id) : [];
  const absent = learners
    .filter((l) => !seen.has(l.userId))
    .map((l): AttendanceRow => ({
      userObjectId: l.userId,
      name: l.name,
      userType: 'attendee',
      firstJoinedAt: null,
      lastLeftAt: null,
      minutesPresent: 0,
      sharePercent: 0,
    }));
  return [...entered, ...absent].sort(
    (a, b) => a.name.localeCompare(b.name, 'ko') || a.userObjectId - b.userObjectId,
  );
}

/** The attendance as CSV (a BOM, so spreadsheet programs read the names right), headers in the caller's language. */
export function attendanceCsv(rows: AttendanceRow[], header: string[]): Buffer {
  const body = rows.map((r) => [
    r.name,
    r.userType,
    r.firstJoinedAt ?? '',
    r.lastLeftAt ?? '',
    r.minutesPresent,
    r.sharePercent,
  ]);
  return Buffer.from(stringify([header, ...body], { bom: true }), 'utf8');
}
