import type { Knex } from 'knex';
import { createExtensionPoint, type ExtensionPoint } from '@seodang/sdk';

/** What Manage Assessment removes: some members of an exam, or the whole exam. */
export type ExamRemoval = { examIndex: number; userIds: number[] } | { examIndex: number; wholeExam: true };

/**
 * Runs inside the transaction that removes the members or the exam, so a plugin's own rows about
 * them (e.g. supervision groups) go with them or not at all.
 */
export type ExamRemovalHandler = (trx: Knex.Transaction, removal: ExamRemoval) => Promise<void>;

/** What contributors to the removal point can do. */
export interface ExamRemovalPoint {
  onRemoval(handler: ExamRemovalHandler): void;
}

/** Extension point: other plugins drop their rows of removed exam members and deleted exams (server only). */
export const examRemovalPoint: ExtensionPoint<ExamRemovalPoint> =
  createExtensionPoint<ExamRemovalPoint>('assessment.exam-removal');
