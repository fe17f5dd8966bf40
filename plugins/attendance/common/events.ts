import { defineEvent, type EventDef } from '@seodang/sdk';

/** The payload of {@link attendanceMarked}. */
export interface AttendanceMarked {
  sessionId: number;
  userId: number;
  /** The session's channel (null: the public site). */
  channelId: number | null;
  lectureIndex: number;
  /** present, late, absent or excused. */
  status: string;
}

/**
 * `attendance.record-marked`: a learner's mark was stored (a check-in, or the teacher's edit),
 * emitted after the commit. Kept apart from `common/index.ts` so web bundles never pull in the
 * server SDK.
 */
export const attendanceMarked: EventDef<AttendanceMarked> =
  defineEvent<AttendanceMarked>('attendance.record-marked');
