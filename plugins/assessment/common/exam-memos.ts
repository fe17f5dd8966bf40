import { z } from 'zod';

/** Longest memo of one quiz, in characters. */
export const examMemoTextMax = 20_000;

/** `PUT /api/exam/{examIndex}/memo`: the memo of one quiz of the exam (its quizId). */
export const examMemoBodySchema = z.object({
  quizId: z.string().trim().min(1).max(64),
  text: z.string().max(examMemoTextMax),
});

/** One quiz's memo as the exam state returns it. */
export interface ExamMemo {
  quizId: string;
  text: string;
  updatedAt: string;
}
