import type { Knex } from 'knex';
import { AppError, serveMediaFile, type RegisterEnv } from '@seodang/sdk';
import { requireReportOf } from '../services/exam-access.ts';
import { examParams, iso } from '../routes/params.ts';
import { assessmentFiles } from '../services/files.ts';
import { idSchema } from '@seodang/sdk/common';

const recordingsPath = '/api/exam/:examIndex/report/:userId/recordings';
const userParams = examParams.extend({ userId: idSchema });
// A player keeps seeking with the URL it was sent to: long enough for a supervisor's review, an hour at most.
const directPlaybackSeconds = 3600;

/** Recordings of one examinee (their publishers' files, matched through the room's participant list). */
export const recordingsOf = (db: Knex, examIndex: number, userId: number) =>
  db('assessment_recordings as r')
    .join('assessment_recording_publishers as p', function joinOwner() {
      this.on('p.exam_id', 'r.exam_id').andOn('p.publisher_id', 'r.publisher_id');
    })
    .where({ 'r.exam_id': examIndex, 'p.user_id': userId });

/** Supervisors list and play an examinee's recordings; the file answers byte ranges so players can seek. */
export function registerRecordingRoutes(env: RegisterEnv): void {
  const tags = ['exam', 'report', 'video'];
  env.route({
    method: 'GET',
    path: recordingsPath,
    summary: "An examinee's recordings (ready ones are playable)",
    tags,
    access: 'user',
    params: userParams,
    async handler({ params }, rc) {
      const { exam } = await requireReportOf(rc, params.examIndex, params.userId);
      // An audio muxed into its video's file is no recording of its own.
      const rows = await recordingsOf(rc.db, exam.id, params.userId)
        .whereNot('r.state', 'merged')
        .orderBy('r.id')
        .select(
          'r.id',
          'r.kind',
          'r.state',
          'r.content_type',
          'r.size',
          'r.started_at',
          'r.ended_at',
          'r.created_at',
          'p.device',
        );
      return {
        data: rows.map((r) => ({
          id: r.id,
          device: r.device,
          kind: r.kind,
          state: r.state,
          contentType: r.content_type,
          size: r.size === null ? null : Number(r.size),
          startedAt: iso(r.started_at ?? r.created_at),
          endedAt: iso(r.ended_at),
          url: r.state === 'ready' ? `/api/exam/${exam.id}/report/${params.userId}/recordings/${r.id}` : null,
        })),
      };
    },
  });
  env.route({
    method: 'GET',
    path: `${recordingsPath}/:recordingId`,
    summary:
      'One recording file (supports Range requests; with S3 storage, a redirect to a short-lived URL of the store)',
    tags,
    access: 'user',
    params: userParams.extend({ recordingId: idSchema }),
    async handler({ params }, rc) {
      const { exam } = await requireReportOf(rc, params.examIndex, params.userId);
      const row = await recordingsOf(rc.db, exam.id, params.userId)
        .where({ 'r.id': params.recordingId, 'r.state': 'ready' })
        .first('r.storage_key');
      const notFound = () => new AppError(404, 'recording_not_found', 'assessment.error.recording_not_found');
      if (!row) throw notFound();
      // With S3 the player reads and seeks straight from the store, once the checks above passed.
      await serveMediaFile(rc, assessmentFiles(rc), row.storage_key, {
        notFound,
        rangeMessageKey: 'assessment.error.range_not_satisfiable',
        directSeconds: directPlaybackSeconds,
      });
      return undefined;
    },
  });
}
