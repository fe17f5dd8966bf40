import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';

/** The demo quest: walk to the treasure chest, picking up the key on the way, in Korean. */
export const demoQuestQuiz = {
  seedKey: 'quiz-crusadersquest.demo',
  type: 'crusadersquest',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '보물 상자',
  common: {
    title: '보물 상자',
    // Markdown, as the workspace shows a quiz's statement.
    contents:
      '영웅을 움직여 오른쪽 아래의 보물 상자까지 가세요. 가는 길에 열쇠를 주워야 합니다 (`pick_up()`).',
    difficulty: 1,
  },
  definition: {
    width: 6,
    height: 5,
    cells: ['......', '.##.E.', '..*.#.', '##..#.', '......'],
    start: { x: 0, y: 0, dir: 'right' },
    goal: { x: 5, y: 4 },
    commands: ['move_up', 'move_down', 'move_left', 'move_right', 'pick_up', 'is_item_here'],
    requireItems: true,
    stepLimit: 20,
    lineLimit: 12,
    starter: 'from hero import *\n\n',
    reference: [
      'from hero import *',
      '',
      'for _ in range(2):',
      '    move_down()',
      'for _ in range(2):',
      '    move_right()',
      'pick_up()',
      'for _ in range(2):',
      '    move_down()',
      'for _ in range(3):',
      '    move_right()',
      '',
    ].join('\n'),
    scores: { goal: 4, items: 2, steps: 2, lines: 2 },
  },
};

/** One published treasure quest in the demo school channel, through the workspace's quiz seed. */
export async function seedQuest(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  await quizSeed.ensureQuiz({
    ...demoQuestQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
    // Its reference passes in the judge (server/quest.test.ts validates this definition).
    referenceValidated: true,
  });
}
