import { z } from 'zod';

/** Longest answer to one question of the additional form. */
export const additionalAnswerMax = 2000;

/** One question of an assessment's additional application form, as the teacher defines it. */
export const additionalQuestionSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'assessment.form.badKey'),
    label: z.string().trim().min(1, 'assessment.validation.required').max(200),
    type: z.enum(['text', 'textarea', 'choice']),
    required: z.boolean().default(false),
    options: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  })
  .refine((q) => q.type !== 'choice' || q.options.length >= 2, {
    message: 'assessment.form.optionsRequired',
    path: ['options'],
  });

/** A question of the form. */
export type AdditionalQuestion = z.output<typeof additionalQuestionSchema>;

/** The teacher's form: at most 30 questions with distinct keys. */
export const additionalFormSchema = z.object({
  questions: z
    .array(additionalQuestionSchema)
    .max(30)
    .refine((qs) => new Set(qs.map((q) => q.key)).size === qs.length, {
      message: 'assessment.form.duplicateKey',
    }),
});

/** What an applicant sends: the answer text (or chosen option) per question key. */
export const additionalAnswersSchema = z.object({
  answers: z.record(z.string().max(40), z.string().max(additionalAnswerMax)),
});

/** A broken rule of one answer: the question's key and the message key. */
export interface AnswerProblem {
  key: string;
  messageKey: string;
}

/**
 * Checks answers against the form (shared by the server, which refuses, and the screen, which
 * shows the same messages before sending): required questions answered, options chosen from the
 * list, no answers to questions the form does not have.
 */
export function answerProblems(
  questions: readonly AdditionalQuestion[],
  answers: Readonly<Record<string, string>>,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const keys = new Set(questions.map((q) => q.key));
  for (const key of Object.keys(answers))
    if (!keys.has(key)) problems.push({ key, messageKey: 'assessment.form.unknownQuestion' });
  for (const q of questions) {
    const value = (answers[q.key] ?? '').trim();
    if (!value) {
      if (q.required) problems.push({ key: q.key, messageKey: 'assessment.form.required' });
    } else if (q.type === 'choice' && !q.options.includes(value)) {
      problems.push({ key: q.key, messageKey: 'assessment.form.choice' });
    }
  }
  return problems;
}

/** Answers as stored: trimmed, only the form's questions, empty ones left out. */
export const cleanAnswers = (
  questions: readonly AdditionalQuestion[],
  answers: Readonly<Record<string, string>>,
) => Object.fromEntries(questions.map((q) => [q.key, (answers[q.key] ?? '').trim()]).filter(([, v]) => v));
