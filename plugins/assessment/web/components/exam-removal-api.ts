import { api } from '@seodang/sdk/web';
import type { ManagedExam } from '../api.ts';

/** Manage Assessment's removals: an exam member (examinees only before they start) and a whole exam (only while nobody has started). */
export const examRemovalApi = {
  removeMember: (seq: number, examIndex: number, userId: number) =>
    api.delete(`/api/assessment/${seq}/exam/${examIndex}/members/${userId}`),
  removeExam: (seq: number, examIndex: number) => api.delete(`/api/assessment/${seq}/exam/${examIndex}`),
};

/** A member as Manage Assessment lists it: a `started` examinee can no longer be removed or re-roled. */
export type ManagedMember = ManagedExam['members'][number] & { started?: boolean };

/** An exam as Manage Assessment lists it, with how many examinees have started (deletable only while none has). */
export type RemovableExam = ManagedExam & { members: ManagedMember[]; startedCount?: number };
