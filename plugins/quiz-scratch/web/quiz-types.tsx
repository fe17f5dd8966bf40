import { defineWebQuizTypes } from '@seodang/sdk/web';
import { scratchLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'scratch' quiz type, loaded on quiz screens only (never on other pages),
 * with its texts in ko, en and ja; its parts load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-scratch',
  i18n: { namespace: 'quiz-scratch', resources: texts },
  types: [
    {
      id: 'scratch',
      label: scratchLabel,
      // Scratch's editor needs 1024 px for its palette, script area, stage and sprite pane.
      layout: 'wide',
      Editor: () => import('./scratch-editor.tsx'),
      Player: () => import('./scratch-player.tsx'),
      Review: () => import('./scratch-review.tsx'),
    },
  ],
});
