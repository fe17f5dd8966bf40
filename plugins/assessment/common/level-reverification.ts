/** Reverification of a level test (spec §4 NEED_REVERIFICATION): a teacher asks an examinee to certify the level again. */
import { z } from 'zod';
import { levelVerificationStates, type LevelVerification } from './levels.ts';

/** Longest reason a teacher gives. */
export const reverificationReasonMax = 500;

/** A teacher can ask again only about a finished attempt: a pass or a fail. */
export const canAskReverification = (code: LevelVerification): boolean =>
  code === levelVerificationStates.VERIFIED || code === levelVerificationStates.VERIFICATION_FAILED;

/** The verification once a teacher's request stands: the result is questioned until a newer level test certifies the level. */
export const withReverification = (code: LevelVerification, requested: boolean): LevelVerification =>
  requested && code !== levelVerificationStates.NOT_VERIFIED
    ? levelVerificationStates.NEED_REVERIFICATION
    : code;

/** POST /api/exam/{examIndex}/level-reverification: whom, why, and the newer level test of the same level to take. */
export const reverificationInputSchema = z.object({
  userId: z
    .number({ error: 'assessment.validation.reverificationUser' })
    .int()
    .positive('assessment.validation.reverificationUser'),
  reason: z
    .string({ error: 'assessment.validation.reverificationReason' })
    .trim()
    .min(1, 'assessment.validation.reverificationReason')
    .max(reverificationReasonMax, 'assessment.validation.reverificationReasonLength'),
  retakeExamIndex: z
    .number({ error: 'assessment.validation.retakeExam' })
    .int('assessment.validation.retakeExam')
    .positive('assessment.validation.retakeExam'),
});

/** The input as the form sends it. */
export type ReverificationInput = z.input<typeof reverificationInputSchema>;
