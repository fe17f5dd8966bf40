import { z } from 'zod';
import { idSchema } from '@seodang/sdk/common';

/** The quizzes of one lesson, in the order learners see them (PUT replaces the whole list). */
export const lessonQuizzesSchema = z.object({
  quizzes: z
    .array(idSchema)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'workspace.validation.duplicateQuiz'),
});
export type LessonQuizzes = z.infer<typeof lessonQuizzesSchema>;
