import type { RegisterEnv } from '@seodang/sdk';
import { findExams, type ExamRow } from './services/exam-access.ts';
import type { AssessmentRow } from './assessment-row.ts';

/** The 404 of an exam that is missing or of another channel. */
export const examNotFound = { code: 'exam_not_found', messageKey: 'assessment.error.exam_not_found' };
/** The 404 of an assessment that is missing or of another channel. */
export const assessmentNotFound = { code: 'assessment_not_found', messageKey: 'assessment.error.not_found' };
/** The 404 of a quiz reference that is missing or of another channel. */
export const quizNotFound = { code: 'quiz_not_found', messageKey: 'assessment.error.quiz_not_found' };
/** The 404 of a user who is not a member of the channel (or not a public-site account). */
export const userNotFound = { code: 'user_not_found', messageKey: 'assessment.error.user_not_found' };

/**
 * The kinds of rows assessment ids point at, each found in the request's channel:
 * `assessment` (an AssessmentRow) and `exam` (an ExamRow with its assessment's channel and owner).
 */
export function registerAssessmentKinds(env: RegisterEnv): void {
  env.scopedKind<AssessmentRow>({
    kind: 'assessment',
    find: (db, ids, channelIndex) =>
      db('assessment_assessments')
        .whereIn('id', ids)
        .whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]),
  });
  env.scopedKind<ExamRow>({
    kind: 'exam',
    find: (db, ids, channelIndex) => findExams(db, ids, channelIndex),
  });
}
