import { createServiceRef, type ServiceRef } from '@seodang/sdk';

/** Whose work on an exam's quizzes the workspace keeps: it decides whether an examinee has started. */
export interface ExamWork {
  /** Which of these users saved an answer to or submitted any of these quizzes (workspace quiz indexes as strings). */
  workersOf(userIds: number[], quizIds: string[]): Promise<number[]>;
}

/** `env.provideService(examWorkRef, ...)` in the workspace; the assessment asks it before removing anyone. */
export const examWorkRef: ServiceRef<ExamWork> = createServiceRef<ExamWork>('workspace.exam-work');
