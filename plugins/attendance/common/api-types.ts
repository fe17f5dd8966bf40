import type { RecordFlag, RecordStatus, SessionState } from './statuses.ts';

/** A session as the API answers it (teachers). */
export interface AttendanceSession {
  id: number;
  lectureIndex: number;
  title: string;
  state: SessionState;
  /** ISO times. */
  startAt: string;
  closesAt: string;
  lateAfterMinutes: number;
  durationMinutes: number;
  codeIntervalSeconds: number;
  codeMarginSeconds: number;
  networks: string[];
  counts: Record<RecordStatus, number>;
  flagged: number;
}

/** A learner's row in a session (teachers). */
export interface AttendanceRecord {
  userId: number;
  loginId: string;
  name: string;
  /** Null: no record yet (the session is still open). */
  status: RecordStatus | null;
  checkedInAt: string | null;
  note: string;
  flags: RecordFlag[];
}

/** `GET /api/attendance/sessions/{id}/code`: the code shown now and when it changes, in server time. */
export interface DisplayCode {
  sessionId: number;
  code: string;
  /** The check-in address the QR carries. */
  url: string;
  /** A data: URL of the QR image. */
  qr: string;
  /** Server times (ms): now, and when the next code takes over. */
  serverTime: number;
  rotatesAt: number;
  intervalSeconds: number;
}

/** `POST /api/attendance/check-in`: the learner's record. */
export interface CheckInResult {
  sessionId: number;
  lectureIndex: number;
  lectureTitle: string;
  status: RecordStatus;
  checkedInAt: string | null;
  /** False when this was a second check-in: the existing record is answered. */
  created: boolean;
}

/** `GET /api/attendance/my`: one of my records. */
export interface MyAttendance {
  sessionId: number;
  lectureIndex: number;
  lectureTitle: string;
  title: string;
  startAt: string;
  status: RecordStatus;
  checkedInAt: string | null;
}
