import { defineWebQuizTypes } from '@seodang/sdk/web';
import { aimlLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'aiml' quiz type (Machine learning), loaded on quiz screens only, with its
 * texts in ko, en and ja; its parts load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-aiml',
  i18n: { namespace: 'quiz-aiml', resources: texts },
  types: [
    {
      id: 'aiml',
      label: aimlLabel,
      Editor: () => import('./aiml-editor.tsx'),
      Player: () => import('./aiml-player.tsx'),
      Review: () => import('./aiml-review.tsx'),
      // The review shows the metric, the points and the plots in the viewer's language.
      reviewShowsTests: true,
    },
  ],
});
