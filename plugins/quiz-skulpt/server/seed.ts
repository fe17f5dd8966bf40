import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';

/** The demo's reference: the multiplication table of the number read. */
export const timesTableReference = [
  'n = int(input())',
  'for i in range(1, 10):',
  "    print(f'{n} x {i} = {n * i}')",
  '',
].join('\n');

/** The demo quiz, in Korean: a times table read from stdin; one test names its output, two take the reference's. */
export const demoSkulptQuiz = {
  seedKey: 'quiz-skulpt.demo',
  type: 'skulpt',
  common: {
    title: '구구단 출력',
    contents: [
      '숫자 하나를 입력받아 그 단의 구구단을 출력하세요.',
      '',
      '예) 입력 `2` → `2 x 1 = 2` 부터 `2 x 9 = 18` 까지 한 줄에 하나씩.',
      '',
      '**브라우저에서 실행**으로 먼저 확인해 보세요. 거북이(`import turtle`)로 그림도 그릴 수 있습니다.',
    ].join('\n'),
    difficulty: 1,
  },
  definition: {
    source: '# 숫자를 입력받아 구구단을 출력하세요.\nn = int(input())\n',
    answer_code: timesTableReference,
    compare: 'trim',
    run_time_limit: 5,
    tests: [
      {
        name: '2단',
        stdin: '2\n',
        expected: Array.from({ length: 9 }, (_, i) => `2 x ${i + 1} = ${2 * (i + 1)}`).join('\n') + '\n',
        score: 4,
        hidden: false,
      },
      { name: '7단', stdin: '7\n', expected: null, score: 3, hidden: false },
      { name: '숨은 단', stdin: '13\n', expected: null, score: 3, hidden: true },
    ],
  },
};

/** One published demo quiz in the demo school channel, through the workspace's quiz seed (idempotent). */
export async function seedQuizSkulpt(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  await quizSeed.ensureQuiz({
    ...demoSkulptQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
    // Its reference passes in the judge (test/quiz-skulpt.test.ts validates this definition).
    referenceValidated: true,
  });
}
