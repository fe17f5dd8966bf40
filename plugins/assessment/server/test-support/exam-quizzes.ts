import type { TestCore } from '@seodang/sdk/testing';

/** Objective quiz types (graded in-process, no judge needed) with the answers the tests rely on. */
const definitions = {
  /** Right answer: choice 2. */
  multiple_choice: { choices: ['a', 'b', 'c'], answers: [2], score: 5 },
  /** Right answer: false. */
  true_false: { answer: false },
  /** Up to two files of any kind, graded by hand. */
  file_submit: { extensions: [], maxFiles: 2, score: 10 },
};

/**
 * Creates a published exam_mode workspace quiz and returns it as an exam's quiz reference
 * (`examFixture`'s `quizzes`), worth `score` exam points.
 */
export async function addExamQuiz(
  teacher: ReturnType<TestCore['client']>,
  type: keyof typeof definitions,
  title: string,
  score: number,
  overrides: { definition?: object; common?: object } = {},
): Promise<{ quizId: string; title: string; score: number }> {
  const r = await teacher.post('/api/workspace/quizzes', {
    type,
    status: 1,
    common: { title, contents: '문제', setting: { mode: 'exam_mode' }, ...overrides.common },
    definition: overrides.definition ?? definitions[type],
  });
  if (r.status !== 201) throw new Error(`exam quiz not created: ${JSON.stringify(r.body)}`);
  return { quizId: String(r.body.data.index), title, score };
}
