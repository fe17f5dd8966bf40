import type { Knex } from 'knex';
import { createExtensionPoint, createServiceRef, type ExtensionPoint } from '@seodang/sdk';

/** Resolves a supervision group of an exam to its examinees' user ids. */
export type GroupResolver = (db: Knex, examIndex: number, groupIndex: number) => Promise<number[]>;

/** What contributors to the targets point can do. */
export interface ExamTargetsPoint {
  /** The supervision plugin sets how `supervisionGroupIndex` becomes user ids. */
  setGroupResolver(resolver: GroupResolver): void;
}

/** Extension point: how `supervisionGroupIndex` in exam actions becomes user ids (server only). */
export const examTargetsPoint: ExtensionPoint<ExamTargetsPoint> =
  createExtensionPoint<ExamTargetsPoint>('assessment.exam-targets');

/** Exam membership questions other plugins (supervision) ask. */
export interface ExamAccess {
  /** The exam if it is in this channel and the user supervises it (assigned supervisor, owner or channel admin); else null. */
  supervisedExam(
    examIndex: number,
    channelIndex: number | null,
    userId: number,
    channelRole: string | null,
  ): Promise<{ index: number; lectureIndex: number; sequence: number } | null>;
  /** User ids of the exam's examinees, optionally restricted to `among`. */
  examinees(examIndex: number, among?: number[]): Promise<number[]>;
  /** User ids of the exam's assigned supervisors. */
  supervisors(examIndex: number): Promise<number[]>;
  /** Which of these users are paused now. */
  pausedUsers(examIndex: number, userIds: number[]): Promise<Set<number>>;
}

/** Service ref of ExamAccess (server only). */
export const examAccessRef = createServiceRef<ExamAccess>('assessment.exam-access');
