import { defineWebQuizTypes } from '@seodang/sdk/web';
import { skulptLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'skulpt' quiz type, loaded on quiz screens only (never on other pages),
 * with its texts in ko, en and ja; its parts load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-skulpt',
  i18n: { namespace: 'quiz-skulpt', resources: texts },
  types: [
    {
      id: 'skulpt',
      label: skulptLabel,
      Editor: () => import('./skulpt-editor.tsx'),
      Player: () => import('./skulpt-player.tsx'),
      Review: () => import('./skulpt-review.tsx'),
    },
  ],
});
