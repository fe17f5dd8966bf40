import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** `attendance.attendance-rates`: a learner's attendance in a lecture, for a certificate's minimum. */
export interface AttendanceRates {
  /**
   * The learner's rate in percent over the lecture's closed sessions (present and late attend,
   * excused ones are left out: `attendanceRate`); null when no session counts.
   */
  rateOf(lectureIndex: number, userId: number): Promise<number | null>;
}

/** The service ref (server only). */
export const attendanceRatesRef: ServiceRef<AttendanceRates> = createServiceRef<AttendanceRates>(
  'attendance.attendance-rates',
);
