import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';

/** The custom definition: a teacher-written JavaScript grader. */
export const customSchema = z.object({
  /**
   * `function check({ input, output, expected })` run in isolated-vm by the judge: `output` is the
   * learner's answer text. Returns a boolean or `{ ok, score?, message? }` (score 0..1).
   */
  grader: z
    .string()
    .min(1)
    .max(256 << 10),
  timeLimitMs: z.number().int().min(10).max(10_000).default(1000),
  memoryLimitMiB: z.number().int().min(8).max(512).default(64),
  score: z.number().min(0).max(1000).default(1),
  placeholder: z.string().max(200).default(''),
});
/** A custom definition. */
export type CustomDefinition = z.infer<typeof customSchema>;

/** `custom`: a free-text answer judged by the teacher's JavaScript grader, in isolated-vm inside the judge. */
export const customQuizType = defineQuizType({
  id: 'custom',
  label: { ko: '사용자 정의 채점', en: 'Custom grader', ja: 'カスタム採点' },
  schema: customSchema,
  answerSchema: z.object({ text: z.string().max(64 << 10) }),
  learnerView: (d) => ({ placeholder: d.placeholder, score: d.score }),
  grading: {
    kind: 'judge',
    job(d, a, purpose) {
      if (purpose.mode !== 'submit') return null;
      return {
        kind: 'grade',
        language: 'js',
        // The answer reaches the grader as the output of a one-line program.
        source: `process.stdout.write(${JSON.stringify(a.text)});`,
        // The carrier program's time and memory mean nothing to the learner.
        reportUsage: false,
        tests: [
          { name: 'answer', input: '', expected: { kind: 'text', text: '' }, score: d.score, hidden: false },
        ],
        checker: { kind: 'js', code: d.grader, timeLimitMs: d.timeLimitMs, memoryLimitMiB: d.memoryLimitMiB },
      };
    },
  },
  files: (a) => [{ name: 'answer.txt', content: a.text }],
});
