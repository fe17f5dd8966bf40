import { AppError, type RequestContext } from '@seodang/sdk';
import type { AssessmentRow } from './assessment-row.ts';
import { assessmentNotFound } from './scoped-kinds.ts';
import { managesAssessment } from './services/exam-access.ts';

/** Assessments of the caller's channel (or of the public site). */
export const scoped = (rc: RequestContext) =>
  rc.db('assessment_assessments').whereRaw('coalesce(channel_id, 0) = ?', [rc.channel?.index ?? 0]);

/** The assessment in the request's channel, or a 404 (one of another channel is not found either). */
export const visibleAssessment = (rc: RequestContext, seq: number): Promise<AssessmentRow> =>
  rc.inChannel<AssessmentRow>('assessment', seq, assessmentNotFound);

/** The assessment for its owner or a channel admin (404 / 403 otherwise). */
export async function owned(rc: RequestContext, seq: number): Promise<AssessmentRow> {
  const row = await visibleAssessment(rc, seq);
  if (!managesAssessment(rc, row.owner_id)) throw new AppError(403, 'not_owner', 'error.forbidden');
  return row;
}
