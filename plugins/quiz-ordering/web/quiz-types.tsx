import { defineWebQuizTypes } from '@seodang/sdk/web';
import { orderingLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'ordering' quiz type, loaded on quiz screens only (never on other pages),
 * with its texts in ko, en and ja; its parts load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-ordering',
  i18n: { namespace: 'quiz-ordering', resources: texts },
  types: [
    {
      id: 'ordering',
      label: orderingLabel,
      Editor: () => import('./ordering-editor.tsx'),
      Player: () => import('./ordering-player.tsx'),
      Review: () => import('./ordering-review.tsx'),
    },
  ],
});
