import type { SeedContext } from '@seodang/sdk';
import { workspaceQuizSeedRef } from '@seodang/plugin-workspace/server-refs';

/** The blink demo's reference: pin 13's LED on for 500 ms, off for 500 ms. */
export const blinkReference = [
  'void setup() {',
  '  pinMode(13, OUTPUT);',
  '}',
  '',
  'void loop() {',
  '  digitalWrite(13, HIGH);',
  '  delay(500);',
  '  digitalWrite(13, LOW);',
  '  delay(500);',
  '}',
  '',
].join('\n');

/** The button demo's reference: the LED is on while the button on pin 2 (to GND, pull-up) is pressed. */
export const buttonReference = [
  'const int BUTTON = 2;',
  'const int LED = 13;',
  '',
  'void setup() {',
  '  pinMode(BUTTON, INPUT_PULLUP);',
  '  pinMode(LED, OUTPUT);',
  '}',
  '',
  'void loop() {',
  '  if (digitalRead(BUTTON) == LOW) {',
  '    digitalWrite(LED, HIGH);',
  '  } else {',
  '    digitalWrite(LED, LOW);',
  '  }',
  '}',
  '',
].join('\n');

const starter = 'void setup() {\n  // 한 번만 실행됩니다.\n}\n\nvoid loop() {\n  // 계속 반복됩니다.\n}\n';

/** `LED 깜빡이기`: blink pin 13 every 500 ms, checked by its toggle period and its levels. */
export const demoBlinkQuiz = {
  seedKey: 'quiz-microcontroller.arduino.blink',
  type: 'arduino',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: 'LED 깜빡이기',
  common: {
    title: 'LED 깜빡이기',
    contents: [
      '아두이노 우노의 13번 핀에 달린 LED를 **0.5초(500ms)마다** 켜고 끄세요.',
      '',
      '처음에는 켜진 상태로 시작합니다. `pinMode`, `digitalWrite`, `delay`를 써 보세요.',
      '',
      '보드가 없어도 괜찮아요. **실행**을 누르면 가상 보드에서 LED가 깜빡입니다.',
    ].join('\n'),
    difficulty: 1,
  },
  definition: {
    source: starter,
    answer_code: blinkReference,
    run_time_limit: 30,
    tests: [
      {
        name: '500ms마다 깜빡임',
        duration_ms: 3000,
        pins: [{ kind: 'toggle', pin: 13, every_ms: 500, tolerance_ms: 20, from_ms: 0 }],
        score: 6,
      },
      {
        name: '켜고 끄는 순서',
        duration_ms: 1200,
        pins: [
          { kind: 'level', pin: 13, at_ms: 250, level: 1 },
          { kind: 'level', pin: 13, at_ms: 750, level: 0 },
        ],
        score: 2,
      },
      {
        name: '오래 깜빡이기',
        duration_ms: 4500,
        pins: [{ kind: 'toggle', pin: 13, every_ms: 500, tolerance_ms: 20, from_ms: 1500 }],
        score: 2,
        hidden: true,
      },
    ],
  },
};

/** `버튼으로 LED`: the LED follows a button on pin 2, pressed and released at virtual times. */
export const demoButtonQuiz = {
  seedKey: 'quiz-microcontroller.arduino.button',
  type: 'arduino',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '버튼으로 LED',
  common: {
    title: '버튼으로 LED',
    contents: [
      '2번 핀에 버튼이 GND와 연결되어 있습니다. 버튼을 **누르는 동안만** 13번 핀의 LED를 켜세요.',
      '',
      '버튼 핀은 `INPUT_PULLUP`으로 설정하세요. 누르면 `LOW`, 떼면 `HIGH`가 읽힙니다.',
    ].join('\n'),
    difficulty: 2,
  },
  definition: {
    source: starter,
    answer_code: buttonReference,
    run_time_limit: 30,
    tests: [
      {
        name: '누르면 켜지고 떼면 꺼짐',
        duration_ms: 1500,
        inputs: [
          { pin: 2, at_ms: 500, level: 0 },
          { pin: 2, at_ms: 1000, level: 1 },
        ],
        pins: [
          { kind: 'level', pin: 13, at_ms: 400, level: 0 },
          { kind: 'level', pin: 13, at_ms: 800, level: 1 },
          { kind: 'level', pin: 13, at_ms: 1300, level: 0 },
        ],
        score: 5,
      },
      {
        name: '여러 번 누르기',
        duration_ms: 2000,
        inputs: [
          { pin: 2, at_ms: 200, level: 0 },
          { pin: 2, at_ms: 400, level: 1 },
          { pin: 2, at_ms: 1200, level: 0 },
        ],
        pins: [
          { kind: 'level', pin: 13, at_ms: 300, level: 1 },
          { kind: 'level', pin: 13, at_ms: 900, level: 0 },
          { kind: 'level', pin: 13, at_ms: 1900, level: 1 },
        ],
        score: 5,
        hidden: true,
      },
    ],
  },
};

/** The heart demo's reference: a heart for 500 ms, a blank display for 500 ms, again and again. */
export const heartReference = [
  'from microbit import *',
  '',
  'while True:',
  '    display.show(Image.HEART)',
  '    sleep(500)',
  '    display.clear()',
  '    sleep(500)',
  '',
].join('\n');

const blank = ['00000', '00000', '00000', '00000', '00000'];

/** `하트 깜빡이기` (micro:bit): show a heart, clear, every 500 ms; checked by the display's frames. */
export const demoHeartQuiz = {
  seedKey: 'quiz-microcontroller.microbit.heart',
  type: 'microbit',
  // The demo school lab's lesson that opens it (a lecture of the lectures plugin's seed).
  lessonTitle: '하트 깜빡이기',
  common: {
    title: '하트 깜빡이기',
    contents: [
      '마이크로비트의 LED 화면에 **하트(`Image.HEART`)를 0.5초(500ms) 보여 주고**, 0.5초 동안 화면을 지우기를 계속 되풀이하세요.',
      '',
      '`display.show`, `display.clear`, `sleep`을 써 보세요.',
      '',
      '보드가 없어도 괜찮아요. **실행**을 누르면 시뮬레이터의 LED 화면에서 하트가 깜빡입니다.',
    ].join('\n'),
    difficulty: 1,
  },
  definition: {
    source: 'from microbit import *\n\n# 하트를 보여 주고 지우기를 되풀이하세요.\n',
    answer_code: heartReference,
    run_time_limit: 10,
    tests: [
      {
        name: '하트와 빈 화면',
        duration_ms: 2000,
        checks: [
          { kind: 'display', at_ms: 100, image: 'HEART' },
          { kind: 'display', at_ms: 600, grid: blank },
          { kind: 'display', at_ms: 1100, image: 'HEART' },
          { kind: 'display', at_ms: 1600, grid: blank },
        ],
        score: 6,
      },
      {
        name: '오래 깜빡이기',
        duration_ms: 5000,
        checks: [
          { kind: 'display', at_ms: 3200, image: 'HEART' },
          { kind: 'display', at_ms: 3700, grid: blank },
          { kind: 'display', at_ms: 4450, image: 'HEART' },
          { kind: 'display', at_ms: 4990, grid: blank },
        ],
        score: 4,
        hidden: true,
      },
    ],
  },
};

/** The demo quizzes in the demo school channel, through the workspace's quiz seed (idempotent). */
export async function seedQuizMicrocontroller(ctx: SeedContext): Promise<void> {
  const quizSeed = ctx.optionalService?.(workspaceQuizSeedRef);
  if (!quizSeed) return;
  for (const quiz of [demoBlinkQuiz, demoButtonQuiz, demoHeartQuiz])
    await quizSeed.ensureQuiz({
      ...quiz,
      channelId: ctx.channelId,
      authorId: ctx.users['sua.teacher'] ?? null,
      // Their references pass in the judge (server/arduino.test.ts and server/microbit.test.ts validate these definitions).
      referenceValidated: true,
    });
}
