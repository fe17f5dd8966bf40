import { z } from 'zod';
import { assessmentTitleMax } from './assessment-validation.ts';
import { levelTestInputSchema } from './levels.ts';
import { deviceGraceSecondsRange } from './waiting-room.ts';
import { idSchema } from '@seodang/sdk/common';

const date = z.coerce.date({ error: 'assessment.validation.date' });
/** A date that must be given: missing says so (§5 "The registration period is required"), malformed says the format. */
const requiredDate = z
  .unknown()
  .refine((v) => v !== undefined && v !== null && v !== '', {
    message: 'assessment.validation.periodRequired',
    abort: true,
  })
  .pipe(date);

/**
 * An assessment as created on /manage/assessment/new. Title and description are checked by
 * `validateAssessment` only, so an overlong one of any length answers the §5 code and message
 * (the request body limit bounds the size).
 */
export const assessmentInputSchema = z
  .object({
    title: z.string().default(''),
    description: z.string().default(''),
    registerOpen: requiredDate,
    registerClose: requiredDate,
    operateOpen: date.nullish(),
    operateClose: date.nullish(),
  })
  .refine(
    (a) =>
      !(a.registerOpen instanceof Date && a.registerClose instanceof Date) ||
      a.registerClose.getTime() >= a.registerOpen.getTime(),
    { message: 'assessment.validation.period', path: ['registerClose'] },
  );

/** Input of an assessment. */
export type AssessmentInput = z.input<typeof assessmentInputSchema>;

/** Whether each proctoring source is used, and required. */
export const deviceRuleSchema = z.enum(['required', 'optional', 'off']);

/** One quiz reference of an exam (a quiz id of the workspace plugin). */
export const quizRefSchema = z.object({
  quizId: z.string().min(1).max(64),
  title: z.string().min(1).max(100),
  score: z.number().int().min(0).max(1000).default(100),
});

/** How much an AI exam's assistant may give away (the lessons' guardrails). */
export const aiExamGuardrails = ['hints', 'explanations', 'fixes'] as const;

/** An AI exam: examinees get the assistant's prompt panel, with the exam's own guardrail and prompt limit. */
export const aiExamSchema = z.object({
  enabled: z.boolean(),
  guardrail: z.enum(aiExamGuardrails),
  usageLimit: z
    .number({ error: 'assessment.validation.aiExamLimit' })
    .int('assessment.validation.aiExamLimit')
    .min(1, 'assessment.validation.aiExamLimit')
    .max(9, 'assessment.validation.aiExamLimit'),
});

/** An exam's AI exam setting. */
export type AiExamSetting = z.output<typeof aiExamSchema>;

/** An exam before any AI exam setting is saved: an ordinary exam. */
export const defaultAiExam: AiExamSetting = { enabled: false, guardrail: 'hints', usageLimit: 5 };

/** An exam inside an assessment. */
export const examInputSchema = z
  .object({
    title: z.string().trim().min(1, 'assessment.validation.required').max(assessmentTitleMax),
    startAt: date,
    endAt: date,
    devices: z
      .object({
        webcam: deviceRuleSchema.default('required'),
        screen: deviceRuleSchema.default('required'),
        mobile: deviceRuleSchema.default('off'),
      })
      .default({ webcam: 'required', screen: 'required', mobile: 'off' }),
    identificationUpload: z.boolean().default(false),
    /** Seconds to bring a lost required device back before the exitTimer lets the examinee out; absent: unchanged (60 for a new exam). */
    deviceGraceSeconds: z
      .number({ error: 'assessment.validation.deviceGrace' })
      .int('assessment.validation.deviceGrace')
      .min(deviceGraceSecondsRange.min, 'assessment.validation.deviceGrace')
      .max(deviceGraceSecondsRange.max, 'assessment.validation.deviceGrace')
      .optional(),
    agreement: z.string().max(5000).default(''),
    quizzes: z.array(quizRefSchema).max(50).default([]),
    examineeIds: z.array(idSchema).max(5000).default([]),
    supervisorIds: z.array(idSchema).max(200).default([]),
    /** The AI exam setting; absent: unchanged (off for a new exam). */
    aiExam: aiExamSchema.optional(),
    /** Makes the exam a level test; null: it is not one; absent on PUT: unchanged. */
    levelTest: levelTestInputSchema.nullish(),
  })
  .refine((e) => e.endAt.getTime() > e.startAt.getTime(), {
    message: 'assessment.validation.period',
    path: ['endAt'],
  })
  .refine((e) => !e.levelTest || e.levelTest.passScore <= e.quizzes.reduce((s, q) => s + q.score, 0), {
    message: 'assessment.validation.passScoreOverTotal',
    path: ['levelTest', 'passScore'],
  });

/** Input of an exam. */
export type ExamInput = z.input<typeof examInputSchema>;

/** Targets of a supervisor action (§7): some examinees, or a supervision group. */
export const examTargetSchema = z.object({
  examIndex: idSchema,
  studentIds: z.array(idSchema).max(5000).optional(),
  supervisionGroupIndex: z.union([idSchema, z.literal('all')]).optional(),
  allExaminee: z.boolean().optional(),
  isRealTimeControlRoom: z.boolean().optional(),
});
