import { defineWebQuizTypes } from '@seodang/sdk/web';
import { questLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'crusadersquest' quiz type (Treasure quest), loaded on quiz screens only,
 * with its texts in ko, en and ja; its parts load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-crusadersquest',
  i18n: { namespace: 'quiz-crusadersquest', resources: texts },
  types: [
    {
      id: 'crusadersquest',
      label: questLabel,
      Editor: () => import('./quest-editor.tsx'),
      Player: () => import('./quest-player.tsx'),
      Review: () => import('./quest-review.tsx'),
      // The review lists each check in the viewer's language; the harness's own texts are English.
      reviewShowsTests: true,
    },
  ],
});
