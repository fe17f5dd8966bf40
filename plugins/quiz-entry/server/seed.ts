import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';
import type { Block, Project } from '../common/runtime/project.ts';

let counter = 0;
const id = (prefix: string) => `${prefix}${++counter}`;
const n = (value: number): Block => ({ id: id('n'), type: 'number', fields: { NUM: value } });
const repeat = (count: number, inner: Block[]): Block => ({
  id: id('r'),
  type: 'repeat_basic',
  inputs: { COUNT: n(count) },
  statements: { DO: inner },
});
const changeY = (by: number): Block => ({ id: id('y'), type: 'move_y', inputs: { VALUE: n(by) } });
const changeX = (by: number): Block => ({ id: id('x'), type: 'move_x', inputs: { VALUE: n(by) } });

/** The maze's start block: locked by the teacher, so every answer keeps it. */
const startBlock: Block = { id: 'start', type: 'when_run_button_click', locked: true, x: 20, y: 20 };

/** The stage: 엔트리봇 bottom left, two walls, the flag bottom right. */
function maze(scripts: Block[][]): Project {
  return {
    objects: [
      {
        id: 'bot',
        name: '엔트리봇',
        x: -180,
        y: -100,
        direction: 90,
        costumes: ['🤖', '🙌'],
        costume: 0,
        visible: true,
        width: 30,
        height: 30,
        scripts,
      },
      {
        id: 'wall1',
        name: '벽1',
        x: -60,
        y: -40,
        direction: 90,
        costumes: ['🧱'],
        costume: 0,
        visible: true,
        width: 20,
        height: 190,
        scripts: [],
      },
      {
        id: 'wall2',
        name: '벽2',
        x: 60,
        y: 40,
        direction: 90,
        costumes: ['🧱'],
        costume: 0,
        visible: true,
        width: 20,
        height: 190,
        scripts: [],
      },
      {
        id: 'goal',
        name: '깃발',
        x: 180,
        y: -100,
        direction: 90,
        costumes: ['🚩'],
        costume: 0,
        visible: true,
        width: 40,
        height: 40,
        scripts: [],
      },
    ],
    variables: [],
    lists: [],
  };
}

/** The reference: up, right between the walls, down, right to the flag, then a word. */
export const mazeReference: Project = maze([
  [
    startBlock,
    repeat(10, [changeY(20)]),
    repeat(9, [changeX(20)]),
    repeat(10, [changeY(-20)]),
    repeat(9, [changeX(20)]),
    { id: 'say', type: 'change_to_next_shape', fields: { DIR: 'next' } },
    {
      id: 'said',
      type: 'dialog',
      inputs: { TEXT: { id: 'said-text', type: 'text', fields: { TEXT: '도착!' } } },
    },
  ],
]);

/** What the learner starts from: the locked start block alone. */
export const mazeStarter: Project = maze([[startBlock]]);

/**
 * The demo quiz, in Korean: 엔트리봇 walks the maze to the flag without touching a wall. One test
 * is shown, one hidden (the walls); the reference passes both.
 */
export const demoEntryQuiz = {
  seedKey: 'quiz-entry.demo',
  type: 'entry',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '엔트리 미로',
  common: {
    title: '엔트리 미로',
    contents: [
      '엔트리봇이 벽에 닿지 않고 미로를 지나 **깃발**까지 가도록 블록을 조립하세요.',
      '',
      '- 엔트리봇은 왼쪽 아래 (-180, -100)에서 출발하고, 깃발은 오른쪽 아래 (180, -100)에 있습니다.',
      '- 두 벽 사이로 지나가야 합니다. 벽에 닿으면 안 됩니다.',
      '- 깃발에 도착하면 `도착!`이라고 말하세요.',
      '',
      '**시작하기** 버튼으로 무대에서 먼저 확인해 보세요.',
    ].join('\n'),
    difficulty: 1,
  },
  definition: {
    starter: mazeStarter,
    reference: mazeReference,
    requiredBlocks: ['repeat_basic'],
    forbiddenBlocks: ['locate_xy'],
    maxBlocks: 30,
    stepLimit: 100_000,
    tests: [
      {
        name: '깃발에 도착',
        inputs: { answers: [], keys: [], clicks: [], seed: 1 },
        duration: 5,
        checks: [
          { kind: 'object', object: '엔트리봇', property: 'x', op: 'eq', value: 180, tolerance: 10 },
          { kind: 'object', object: '엔트리봇', property: 'y', op: 'eq', value: -100, tolerance: 10 },
          { kind: 'said', object: '엔트리봇', text: '도착!' },
        ],
        score: 6,
        hidden: false,
      },
      {
        name: '벽에 닿지 않기',
        inputs: { answers: [], keys: [], clicks: [], seed: 1 },
        duration: 5,
        checks: [
          { kind: 'touched', object: '엔트리봇', target: '벽1', expected: false },
          { kind: 'touched', object: '엔트리봇', target: '벽2', expected: false },
          { kind: 'touched', object: '엔트리봇', target: '깃발', expected: true },
        ],
        score: 4,
        hidden: true,
      },
    ],
  },
};

/** One published demo quiz in the demo school channel, through the workspace's quiz seed (idempotent). */
export async function seedQuizEntry(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  await quizSeed.ensureQuiz({
    ...demoEntryQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
    // Its reference passes in the judge (test/quiz-entry.test.ts validates this definition).
    referenceValidated: true,
  });
}
