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
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '거북이 정사각형',
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

/** The bouncing ball's reference: a ball falls from 2 m onto a floor and bounces back, no loss. */
export const bouncingBallReference = [
  'GlowScript 3.2 VPython',
  'floor = box(pos=vector(0, -0.05, 0), size=vector(4, 0.1, 2), color=color.green)',
  'ball = sphere(pos=vector(0, 2, 0), radius=0.2, color=color.red, make_trail=True)',
  'ball.velocity = vector(0, 0, 0)',
  'g = vector(0, -9.8, 0)',
  'dt = 0.01',
  't = 0',
  'while t < 10:',
  '    rate(100)',
  '    ball.velocity = ball.velocity + g * dt',
  '    ball.pos = ball.pos + ball.velocity * dt',
  '    if ball.pos.y < ball.radius and ball.velocity.y < 0:',
  '        ball.velocity.y = -ball.velocity.y',
  '    t = t + dt',
  '',
].join('\n');

/**
 * The glowscript demo, in Korean: a ball bouncing on a floor. The checks take the reference's
 * values (the height before and after the first bounce, the velocity); one test is hidden.
 */
export const demoGlowscriptQuiz = {
  seedKey: 'quiz-skulpt.glowscript-demo',
  type: 'glowscript',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '튀는 공',
  common: {
    title: '튀는 공',
    contents: [
      '바닥(`box`) 위 2 m 높이에서 공(`sphere`, 반지름 0.2)을 떨어뜨려, 바닥에 닿으면 튀어 오르게 하세요.',
      '',
      '- 중력 가속도는 `vector(0, -9.8, 0)`, 시간 간격 `dt = 0.01`, 한 단계마다 `rate(100)`을 부르세요.',
      '- 공의 속도는 `ball.velocity`에 두고, 속도를 먼저 바꾼 뒤 위치를 바꾸세요.',
      '- 공의 아래쪽(`ball.pos.y < ball.radius`)이 바닥에 닿고 내려가는 중이면 `ball.velocity.y`의 부호를 바꾸세요.',
      '',
      '**브라우저에서 실행**으로 3D 장면을 먼저 확인해 보세요.',
    ].join('\n'),
    difficulty: 2,
  },
  definition: {
    source: [
      'GlowScript 3.2 VPython',
      'floor = box(pos=vector(0, -0.05, 0), size=vector(4, 0.1, 2), color=color.green)',
      'ball = sphere(pos=vector(0, 2, 0), radius=0.2, color=color.red, make_trail=True)',
      'ball.velocity = vector(0, 0, 0)',
      '',
    ].join('\n'),
    answer_code: bouncingBallReference,
    run_time_limit: 5,
    duration: 10,
    tests: [
      {
        name: '떨어지는 중',
        score: 4,
        hidden: false,
        checks: [
          { expr: 'ball.pos', time: 0.5, quantity: 'value', expected: null, tolerance: 0.01 },
          { expr: 'ball.pos', time: 0.5, quantity: 'velocity', expected: null, tolerance: 0.05 },
        ],
      },
      {
        name: '첫 번째 튀기',
        score: 3,
        hidden: false,
        checks: [{ expr: 'ball.velocity.y', time: 0.7, quantity: 'value', expected: null, tolerance: 0.05 }],
      },
      {
        name: '3초 뒤',
        score: 3,
        hidden: true,
        checks: [{ expr: 'ball.pos', time: 3, quantity: 'value', expected: null, tolerance: 0.02 }],
      },
    ],
  },
};

/** The published demo quizzes (one per type) in the demo school channel, through the workspace's quiz seed (idempotent). */
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
  await quizSeed.ensureQuiz({
    ...demoGlowscriptQuiz,
    channelId: ctx.channelId,
    authorId: ctx.users['sua.teacher'] ?? null,
    // Its reference passes in the judge (server/glowscript.test.ts validates this definition).
    referenceValidated: true,
  });
}
