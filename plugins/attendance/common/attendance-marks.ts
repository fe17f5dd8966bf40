import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** A learner's mark in a session, with the session's lecture and channel. */
export interface AttendanceMark {
  sessionId: number;
  userId: number;
  /** The session's channel (null: the public site). */
  channelId: number | null;
  lectureIndex: number;
  /** present, late, absent or excused; `none` when the learner has no record in the session. */
  status: string;
}

/**
 * `attendance.attendance-marks`: learners' marks, read only, one organisation (a channel, or null
 * for the public site) at a time; a session of another organisation answers like a missing one.
 * For a consumer of `attendance.record-marked` that replays what an event lost.
 */
export interface AttendanceMarks {
  /** The learner's mark in the organisation's session, or null without that session. */
  markOf(channelId: number | null, sessionId: number, userId: number): Promise<AttendanceMark | null>;
  /**
   * The lecture's sessions started by now, in start order, each with the learner's status (null
   * without a record).
   */
  sessionsOf(
    channelId: number | null,
    lectureIndex: number,
    userId: number,
  ): Promise<{ sessionId: number; status: string | null }[]>;
  /**
   * The organisation's records by ascending record id after `afterId` (0 to start), at most
   * `limit`; `id` is the cursor of the next page.
   */
  marks(
    channelId: number | null,
    afterId: number,
    limit: number,
  ): Promise<(AttendanceMark & { id: number })[]>;
}

/** The service ref (server only). */
export const attendanceMarksRef: ServiceRef<AttendanceMarks> = createServiceRef<AttendanceMarks>(
  'attendance.attendance-marks',
);
