import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';
import { checkTestArrays } from './code-tests.ts';
import { checkProgramOptions } from '../common/program-options.ts';
import { checkCodeAnswer, codeAnswer, codeFiles, type CodeAnswerValue } from './code-answer.ts';
import {
  programmingJob,
  programmingLearnerView,
  programmingReference,
  programmingShape,
} from './programming.ts';

/** The functional-programming definition: programming fields plus a hidden harness per language. */
export const functionalSchema = z
  .object({
    ...programmingShape,
    /**
     * Code the judge appends after the learner's function, per language: it reads stdin, calls
     * the function and prints the result. Never shown to learners.
     */
    harness: z.record(z.string(), z.string().max(256 << 10)).default({}),
  })
  .superRefine(checkTestArrays)
  .superRefine(checkProgramOptions);

/** `functional-programming`: the learner writes a function; the teacher's harness calls it with each test's input. */
export const functionalProgrammingQuizType = defineQuizType<
  z.infer<typeof functionalSchema>,
  CodeAnswerValue
>({
  id: 'functional-programming',
  label: { ko: '함수형 프로그래밍', en: 'Function implementation', ja: '関数実装' },
  schema: functionalSchema,
  answerSchema: codeAnswer,
  learnerView: programmingLearnerView,
  grading: {
    kind: 'judge',
    job: (d, a, purpose) => programmingJob(d, a, purpose, d.harness[a.language] ?? ''),
  },
  checkAnswer: (d, a) => checkCodeAnswer(d.language, d.source, a),
  referenceAnswer: programmingReference,
  files: codeFiles,
});
