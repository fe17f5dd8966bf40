import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';

/** The demo's reference: a square of the side read from stdin, then a line of text. */
export const turtleSquareReference = [
  'import turtle',
  '',
  't = turtle.Turtle()',
  'side = int(input())',
  'for _ in range(4):',
  '    t.forward(side)',
  '    t.left(90)',
  "print('정사각형 완성')",
  '',
].join('\n');

/**
 * The demo quiz, in Korean: the turtle draws a square of the side read from stdin. Each test
 * compares the drawing (the turtle's lines) and the output with the reference's; one is hidden.
 */
export const demoSkulptQuiz = {
  seedKey: 'quiz-skulpt.demo',
  type: 'skulpt',
  common: {
    title: '거북이 정사각형',
    contents: [
      '한 변의 길이를 입력받아, 거북이(`turtle`)로 그 길이의 정사각형을 그리세요.',
      '',
      '거북이는 (0, 0)에서 오른쪽을 보고 출발합니다. 앞으로 가며 **왼쪽으로** 돌아 그리고,',
      '다 그리면 `정사각형 완성`을 출력하세요.',
      '',
      '**브라우저에서 실행**으로 그림을 먼저 확인해 보세요.',
    ].join('\n'),
    difficulty: 1,
  },
  definition: {
    source: 'import turtle\n\nt = turtle.Turtle()\nside = int(input())\n',
    answer_code: turtleSquareReference,
    compare: 'trim',
    run_time_limit: 5,
    tolerance: 2,
    tests: [
      {
        name: '한 변 100',
        stdin: '100\n',
        expected: '정사각형 완성\n',
        score: 4,
        hidden: false,
        drawing: true,
      },
      { name: '한 변 50', stdin: '50\n', expected: null, score: 3, hidden: false, drawing: true },
      { name: '숨은 길이', stdin: '80\n', expected: null, score: 3, hidden: true, drawing: true },
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
