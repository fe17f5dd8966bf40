import test from 'ava';
import { z } from 'zod';
import { defineQuizType } from './quiz-type.ts';

const trueFalse = defineQuizType({
  id: 'true_false',
  label: { ko: 'O/X', en: 'True or false', ja: '○×' },
  schema: z.object({ question: z.string(), answer: z.boolean() }),
  answerSchema: z.object({ value: z.boolean() }),
  learnerView: ({ question }) => ({ question }),
  grading: {
    kind: 'auto',
    grade: (d, a) => ({ score: d.answer === a.value ? 1 : 0, maxScore: 1, correct: d.answer === a.value }),
  },
});

test('a quiz type grades and hides its answer from learners', async (t) => {
  t.is(trueFalse.kind, 'seodang-quiz-type');
  t.deepEqual(trueFalse.learnerView({ question: '1+1=2?', answer: true }), { question: '1+1=2?' });
  if (trueFalse.grading.kind !== 'auto') return t.fail();
  t.true((await trueFalse.grading.grade({ question: 'q', answer: true }, { value: true })).correct);
});

test('ids are validated', (t) => {
  t.throws(() => defineQuizType({ ...trueFalse, id: 'Bad Id' }), { message: /must be lower-case/ });
});
