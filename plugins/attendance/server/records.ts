import type { RequestContext } from '@seodang/sdk';
import { rosterRef } from '@seodang/plugin-lectures/roster';
import type { AttendanceRecord, RecordFlag, RecordStatus } from '../common/index.ts';
import type { SessionRow } from './scoped-kinds.ts';

interface RecordRow {
  session_id: number;
  user_id: number;
  status: RecordStatus;
  checked_in_at: Date | null;
  note: string;
  flags: RecordFlag[];
}

/** A learner: the lecture's roster, or someone who left it but kept records. */
interface Person {
  userId: number;
  loginId: string;
  name: string;
}

/** The lecture's learners and anyone else with a record in these sessions, by name. */
export async function peopleOf(
  rc: RequestContext,
  lectureIndex: number,
  records: RecordRow[],
): Promise<Person[]> {
  const roster = await rc.service(rosterRef).learners(lectureIndex);
  const known = new Set(roster.map((p) => p.userId));
  const others = [...new Set(records.map((r) => r.user_id).filter((id) => !known.has(id)))];
  const former = others.length
    ? ((await rc
        .db('users')
        .whereIn('id', others)
        .select('id as userId', 'user_id as loginId', 'name')) as Person[])
    : [];
  return [...roster, ...former].sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.userId - b.userId);
}

/** The records of some sessions. */
export const recordsOf = async (rc: RequestContext, sessionIds: number[]): Promise<RecordRow[]> =>
  sessionIds.length
    ? ((await rc
        .db('attendance_records')
        .whereIn('session_id', sessionIds)
        .select('session_id', 'user_id', 'status', 'checked_in_at', 'note', 'flags')) as RecordRow[])
    : [];

/** One session's rows: every learner, with their record when there is one. */
export async function sessionRecords(rc: RequestContext, session: SessionRow): Promise<AttendanceRecord[]> {
  const records = await recordsOf(rc, [session.id]);
  const people = await peopleOf(rc, session.lecture_id, records);
  return people.map((p) => {
    const r = records.find((x) => x.user_id === p.userId);
    return {
      ...p,
      status: r?.status ?? null,
      checkedInAt: r?.checked_in_at ? new Date(r.checked_in_at).toISOString() : null,
      note: r?.note ?? '',
      flags: r?.flags ?? [],
    };
  });
}
