import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';
import { catProject, flagMoveBlocks } from '../common/projects.ts';

/**
 * The demo quiz, in Korean: when the green flag is clicked, the cat moves 10 steps. The starter
 * has the cat and no script; the reference has "when green flag clicked → move (10) steps".
 */
export const demoScratchQuiz = {
  seedKey: 'quiz-scratch.demo',
  type: 'scratch',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '고양이 10걸음',
  common: {
    title: '고양이 10걸음',
    contents: [
      '초록 깃발을 클릭하면 고양이가 **10걸음** 움직이게 만드세요.',
      '',
      '고양이는 (0, 0)에서 오른쪽(90도)을 보고 있습니다. `이벤트`의 **초록 깃발을 클릭했을 때** 블록과',
      '`동작`의 **10만큼 움직이기** 블록을 이어 보세요.',
    ].join('\n'),
    difficulty: 1,
  },
  definition: {
    starter: catProject('고양이'),
    reference: catProject('고양이', flagMoveBlocks(10)),
    lockedScripts: [],
    requiredOpcodes: ['event_whenflagclicked'],
    forbiddenOpcodes: [],
    maxBlocks: 10,
    tests: [
      {
        name: '10걸음 움직이기',
        greenFlag: true,
        inputs: { answers: [], events: [] },
        seed: 1,
        duration: 1,
        checks: [
          { type: 'sprite', sprite: '고양이', property: 'x', value: 10, tolerance: 0.5 },
          { type: 'sprite', sprite: '고양이', property: 'y', value: 0, tolerance: 0.5 },
        ],
        score: 7,
        hidden: false,
      },
      {
        name: '방향 그대로',
        greenFlag: true,
        inputs: { answers: [], events: [] },
        seed: 1,
        duration: 1,
        checks: [{ type: 'sprite', sprite: '고양이', property: 'direction', value: 90, tolerance: 0 }],
        score: 3,
        hidden: true,
      },
    ],
  },
};

/** One published demo quiz in the demo school channel, through the workspace's quiz seed (idempotent). */
export async function seedQuizScratch(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  await quizSeed.ensureQuiz({
    ...demoScratchQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
    // Its reference passes in the judge (test/quiz-scratch.test.ts validates this definition).
    referenceValidated: true,
  });
}
