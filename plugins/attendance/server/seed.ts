import type { Knex, SeedContext } from '@seodang/sdk';
import { demoRoster } from '@seodang/plugin-lectures/demo-roster';
import { sessionDefaults, type RecordStatus } from '../common/index.ts';

/** The demo school's lecture that keeps attendance. */
const demoLecture = '정보 수업: 파이썬 기초';
const day = 86_400_000;

/** The past sessions' marks, in roster order (the learners beyond these get the last letter). */
const pastMarks: RecordStatus[][] = [
  ['present', 'late'],
  ['present', 'absent'],
  ['excused', 'present'],
];

async function addSession(db: Knex, values: Record<string, unknown>): Promise<number> {
  const [{ id }] = await db('attendance_sessions')
    .insert({
      late_after_minutes: sessionDefaults.lateAfterMinutes,
      duration_minutes: sessionDefaults.durationMinutes,
      code_interval_seconds: sessionDefaults.codeIntervalSeconds,
      code_margin_seconds: sessionDefaults.codeMarginSeconds,
      ...values,
    })
    .returning('id');
  return id as number;
}

/**
 * Demo data: in the demo school's Python lecture, three past weekly sessions with present, late,
 * absent and excused marks (P/L/A/E) and one session open now. Idempotent: once the lecture has
 * sessions, nothing is added.
 */
export async function seedAttendance(ctx: SeedContext): Promise<void> {
  const { db, channelId } = ctx;
  const roster = await demoRoster(db, channelId, demoLecture);
  if (!roster) return;
  if (await db('attendance_sessions').where({ lecture_id: roster.lectureIndex }).first('id')) return;
  const base = { channel_id: channelId, lecture_id: roster.lectureIndex, created_by: roster.ownerId };
  for (const [week, marks] of pastMarks.entries()) {
    const startAt = new Date(Date.now() - (3 - week) * 7 * day);
    const sessionId = await addSession(db, {
      ...base,
      title: `${week + 1}주차`,
      state: 'closed',
      start_at: startAt,
      opened_at: startAt,
      closed_at: new Date(startAt.getTime() + 60 * 60_000),
    });
    const records = roster.learners.map((learner, i) => {
      const status = marks[Math.min(i, marks.length - 1)];
      const checkedIn = status === 'present' ? 3 : status === 'late' ? 14 : null;
      return {
        session_id: sessionId,
        user_id: learner.userId,
        status,
        source: checkedIn === null ? 'teacher' : 'check-in',
        checked_in_at: checkedIn === null ? null : new Date(startAt.getTime() + checkedIn * 60_000),
        note: status === 'excused' ? '병원 진료 확인서 제출' : '',
        updated_by: checkedIn === null ? roster.ownerId : null,
      };
    });
    if (records.length) await db('attendance_records').insert(records);
  }
  const now = new Date(Date.now() - 5 * 60_000);
  await addSession(db, {
    ...base,
    title: '4주차',
    state: 'open',
    start_at: now,
    opened_at: now,
    duration_minutes: 180,
  });
}
