import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** `attendance.attendance-rates`: a learner's attendance in a lecture, for a certificate's minimum. */
export interface AttendanceRates {
  /**
   * The learner's rate in percent over the lecture's closed sessions (present and late attend,
   * excused ones are left out: `attendanceRate`); null when no session counts.
   */
  rateOf(lectureIndex: number, userId: number): Promise<number | null>;
  /**
   * How many of the learner's latest marks in the lecture, newest first, are present in a row
   * (excused sessions neither count nor break the run).
   */
  presentStreakOf(lectureIndex: number, userId: number): Promise<number>;
}

/** The service ref (server only). */
export const attendanceRatesRef: ServiceRef<AttendanceRates> = createServiceRef<AttendanceRates>(
  'attendance.attendance-rates',
);
