import { fileStorageRef, type FileStore, type ServiceRef } from '@seodang/sdk';
import type { Knex } from 'knex';

/** Anything that hands out services: the start context or a request's. */
interface ServiceHost {
  service<T>(ref: ServiceRef<T>): T;
}

/**
 * The plugin's files in core's storage (local disk or S3): recordings and identity photos. Their
 * keys are stored on the rows whole, so objects written before keys had a channel stay readable.
 */
export const assessmentFiles = (host: ServiceHost): FileStore =>
  host.service(fileStorageRef).forPlugin('assessment');

/** The folder of one exam's files: `channel-<id>/exam-<id>/` (exams outside a channel: `site/exam-<id>/`). */
export function examFolder(channelId: number | null, examId: number): string {
  return `${channelId ? `channel-${channelId}` : 'site'}/exam-${examId}`;
}

/** {@link examFolder} of an exam known by its id. */
export async function examFolderOf(db: Knex, examId: number): Promise<string> {
  const row = await db('assessment_exams as e')
    .join('assessment_assessments as a', 'a.id', 'e.assessment_id')
    .where('e.id', examId)
    .first('a.channel_id');
  return examFolder(row?.channel_id ?? null, examId);
}
