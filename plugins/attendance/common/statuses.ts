import { z } from 'zod';

/** A learner's mark in a session. */
export const recordStatuses = ['present', 'late', 'absent', 'excused'] as const;
/** One of {@link recordStatuses}. */
export type RecordStatus = (typeof recordStatuses)[number];
/** The letters of the export and the teacher's grid (P/L/A/E). */
export const statusLetters: Record<RecordStatus, string> = {
  present: 'P',
  late: 'L',
  absent: 'A',
  excused: 'E',
};

/** A session's states: scheduled (before it opens), open (codes rotate), closed. */
export const sessionStates = ['scheduled', 'open', 'closed'] as const;
/** One of {@link sessionStates}. */
export type SessionState = (typeof sessionStates)[number];

/** Why a check-in was flagged for the teacher. */
export type RecordFlag = 'shared_browser' | 'busy_address';

/** `PUT /api/attendance/sessions/{id}/records/{userId}`: the teacher's mark, with a note. */
export const recordInput = z.object({
  status: z.enum(recordStatuses),
  note: z.string().trim().max(500).default(''),
});
/** A record edit as the teacher's form sends it. */
export type RecordInput = z.input<typeof recordInput>;
