import { z } from 'zod';
import { quizModes } from './statuses.ts';
import { idSchema } from '@seodang/sdk/common';

/** The common quiz fields of §3, with their spec names. */
export const quizCommonSchema = z.object({
  title: z.string().trim().min(1).max(60),
  purpose: z.string().max(200).default(''),
  open: z.boolean().default(true),
  setting: z.object({ mode: z.enum(quizModes).default('submit_mode') }).default({ mode: 'submit_mode' }),
  form: z.literal('web').default('web'),
  difficulty: z.number().int().min(0).max(5).default(1),
  /** The problem statement: markdown with code blocks and guide anchors (rendered safely). */
  contents: z
    .string()
    .max(1 << 20)
    .default(''),
  classification: z.string().max(100).default(''),
  use_run_screen_example: z.boolean().default(false),
  authorship: z.string().max(100).default(''),
  contents_type: z.enum(['markdown', 'pdf']).default('markdown'),
  pdf_path: z.string().max(500).default(''),
  /** When true the learner only sees 'Code has been submitted. (Grading results private)'. */
  hideGradingResult: z.boolean().default(false),
});
/** Common quiz fields. */
export type QuizCommon = z.infer<typeof quizCommonSchema>;

/** Where a quiz lives: a channel, optionally a lesson of a lecture (lectures plugin). */
export const quizPlacementSchema = z.object({
  lectureIndex: idSchema.nullable().default(null),
  lessonIndex: idSchema.nullable().default(null),
});

/** Body of creating or replacing a quiz (teacher). `definition` is checked by the quiz type's schema. */
export const quizSaveSchema = z
  .object({
    type: z.string().min(1).max(60),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
    common: quizCommonSchema,
    definition: z.unknown(),
  })
  .extend(quizPlacementSchema.shape);
/** A quiz save body. */
export type QuizSave = z.infer<typeof quizSaveSchema>;
