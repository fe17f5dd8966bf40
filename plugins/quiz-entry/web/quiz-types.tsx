import { defineWebQuizTypes } from '@seodang/sdk/web';
import { entryLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'entry' quiz type, loaded on quiz screens only (never on other pages),
 * with its texts in ko, en and ja; its parts load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-entry',
  i18n: { namespace: 'quiz-entry', resources: texts },
  types: [
    {
      id: 'entry',
      label: entryLabel,
      // The block editor and the stage side by side need the screen's full width.
      layout: 'wide',
      Editor: () => import('./entry-editor.tsx'),
      Player: () => import('./entry-player.tsx'),
      Review: () => import('./entry-review.tsx'),
    },
  ],
});
