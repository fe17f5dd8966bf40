import { z } from 'zod';
import { defineQuizType } from '@seodang/sdk/common';

/** The teacher's definition: a sentence with `___` where each blank goes, and the blanks' answers. */
export const blanksSchema = z.object({
  sentence: z.string().trim().min(1).max(2000),
  answers: z.array(z.string().trim().min(1).max(100)).min(1).max(20),
  score: z.number().min(0).max(1000).default(4),
});
export type BlanksDefinition = z.infer<typeof blanksSchema>;

/** The learner's answer: one text per blank, in order. */
export const blanksAnswer = z.object({ blanks: z.array(z.string().max(100)).max(20) });
export type BlanksAnswer = z.infer<typeof blanksAnswer>;

/** All a learner receives of a definition: never the answers. */
export const blanksView = (d: BlanksDefinition) => ({
  sentence: d.sentence,
  blanks: d.answers.length,
  score: d.score,
});
export type BlanksView = ReturnType<typeof blanksView>;

const same = (a = '', b = '') => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `hello-blanks`: fill in the blanks; each right blank earns its share of the points. */
export const blanksQuizType = defineQuizType<BlanksDefinition, BlanksAnswer>({
  id: 'hello-blanks',
  label: { ko: '빈칸 채우기', en: 'Fill in the blanks', ja: '穴埋め' },
  schema: blanksSchema,
  answerSchema: blanksAnswer,
  learnerView: blanksView,
  grading: {
    kind: 'auto',
    grade(d, a) {
      const each = d.score / d.answers.length;
      const details = d.answers.map((right, i) => {
        const correct = same(a.blanks[i], right);
        return { name: `${i + 1}`, correct, score: correct ? each : 0 };
      });
      const rightCount = details.filter((x) => x.correct).length;
      return {
        score: each * rightCount, // 2 of 4 blanks right: half the points, the outcome PARTIAL
        maxScore: d.score,
        correct: rightCount === d.answers.length,
        details,
        feedback: `${rightCount} / ${d.answers.length}`,
      };
    },
  },
  // The download `{quizTitle}.zip` holds one file: each blank on its own line.
  files: (a) => [{ name: 'answer.txt', content: `${a.blanks.join('\n')}\n` }],
});
