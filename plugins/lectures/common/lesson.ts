import { z } from 'zod';
import { contentItemTypes, lessonTypes } from './constants.ts';
import { idSchema } from '@seodang/sdk/common';

/** Quiz languages: the fifteen values of spec §3 "IDE project language option" (as the judge names them), and the block-coding languages. */
export const quizLanguages = [
  'c',
  'cpp',
  'java',
  'python',
  'python3',
  'go',
  'swift',
  'js',
  'ruby',
  'kotlin',
  'scala',
  'objectivec',
  'R',
  'php',
  'csharp',
  // §3 "Block-coding languages": a lesson's block-coding quiz.
  'entry',
  'scratch',
] as const;
export type QuizLanguage = (typeof quizLanguages)[number];

/** Largest rich text of one lesson content item (bytes are checked on the server too). */
export const lessonTextLimit = 200_000;

/** One content item of a lesson: a video link, an uploaded video file, or rich text. */
export const contentItemSchema = z.object({
  type: z.enum(contentItemTypes),
  content: z.string().max(lessonTextLimit, 'lectures.validation.lessonContent'),
});

/**
 * A lesson as the teacher writes it. Quiz lessons name the language the coding workspace opens
 * with; the quiz itself belongs to the workspace.
 */
export const lessonInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'lectures.validation.lessonTitle')
      .max(100, 'lectures.validation.lessonTitle'),
    type: z.enum(lessonTypes),
    phase: z.string().trim().max(30).nullable().optional(),
    quizLanguage: z.enum(quizLanguages).nullable().optional(),
    isPreview: z.boolean().default(false),
    items: z.array(contentItemSchema).max(20).default([]),
  })
  .refine((l) => l.type !== 'quiz' || !!l.quizLanguage, {
    path: ['quizLanguage'],
    message: 'lectures.validation.quizLanguage',
  });

export type LessonInput = z.input<typeof lessonInputSchema>;

/** The new order of a lecture's lessons: every lesson index exactly once. */
export const lessonOrderSchema = z.object({ order: z.array(idSchema).min(1).max(500) });

/**
 * Which lessons are locked for a learner (spec §4 LOCKED): when the teacher locks the
 * curriculum, a lesson opens only once every lesson before it is complete.
 */
export function lockedLessonIndexes(
  lessons: readonly { index: number; complete: boolean }[],
  sequential: boolean,
): Set<number> {
  const locked = new Set<number>();
  if (!sequential) return locked;
  let open = true;
  for (const lesson of lessons) {
    if (!open) locked.add(lesson.index);
    if (!lesson.complete) open = false;
  }
  return locked;
}
