import { defineWebQuizTypes } from '@seodang/sdk/web';
import { arduinoLabel, microbitLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the microcontroller quiz types (`arduino`, `microbit`), loaded on quiz screens only,
 * with their texts in ko, en and ja; the editor, the player (and its virtual board) and the
 * review load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-microcontroller',
  i18n: { namespace: 'quiz-microcontroller', resources: texts },
  types: [
    {
      id: 'arduino',
      label: arduinoLabel,
      Editor: () => import('./arduino/arduino-editor.tsx'),
      Player: () => import('./arduino/arduino-player.tsx'),
      Review: () => import('./arduino/arduino-review.tsx'),
    },
    {
      id: 'microbit',
      label: microbitLabel,
      Editor: () => import('./microbit/microbit-editor.tsx'),
      Player: () => import('./microbit/microbit-player.tsx'),
      Review: () => import('./microbit/microbit-review.tsx'),
    },
  ],
});
