import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';

/** The demo ordering quiz: a program's steps, in Korean. */
export const demoOrderingQuiz = {
  seedKey: 'quiz-ordering.demo',
  type: 'ordering',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '프로그램의 순서',
  common: {
    title: '프로그램의 순서',
    contents: '프로그램이 하는 일을 순서대로 놓으세요.',
    difficulty: 1,
  },
  definition: { items: ['입력 받기', '계산하기', '출력하기'], score: 3 },
};

/** One published ordering quiz in the demo school channel, through the workspace's quiz seed. */
export async function seedOrdering(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  await quizSeed.ensureQuiz({
    ...demoOrderingQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
  });
}
