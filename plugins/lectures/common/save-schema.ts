import { z } from 'zod';
import { acceptTypes, difficulties } from './constants.ts';
import { categoryTree } from './categories.ts';
import { lectureInputSchema } from './lecture-validation.ts';
import { idSchema } from '@seodang/sdk/common';

/** Lecture settings of spec §3. */
export const lectureSettingsSchema = z.object({
  permission: z.enum(['public', 'private']).default('public'),
  acceptType: z.enum(acceptTypes).default('immediate'),
  allowPrint: z.boolean().default(false),
  allowInternalCopy: z.boolean().default(false),
  isBase: z.boolean().default(false),
  /** Lessons open only after the earlier ones are complete (LOCKED until then). */
  sequentialLessons: z.boolean().default(false),
});

/**
 * What the authoring form sends (SETTING and INTRODUCTION steps together). The shape is checked
 * here; the §5 rules run through `lectureIssues` on both sides.
 */
export const lectureSaveSchema = lectureInputSchema.extend({
  categoryFirst: z.enum(categoryTree.map((c) => c.value) as [string, ...string[]], {
    message: 'lectures.validation.category',
  }),
  categorySecond: z.string().max(60).nullable().optional(),
  difficulty: z.enum(difficulties).default('normal'),
  certificateIssued: z.boolean().default(false),
  settings: lectureSettingsSchema.default({
    permission: 'public',
    acceptType: 'immediate',
    allowPrint: false,
    allowInternalCopy: false,
    isBase: false,
    sequentialLessons: false,
  }),
  /** Copy contents and lessons of this base (skeleton) lecture into a new lecture. */
  baseLectureIndex: idSchema.nullable().optional(),
});

/** Authoring form values. */
export type LectureSaveInput = z.input<typeof lectureSaveSchema>;
