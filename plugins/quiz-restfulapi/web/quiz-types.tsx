import { defineWebQuizTypes } from '@seodang/sdk/web';
import { restfulapiLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'restfulapi' quiz type (REST API server), loaded on quiz screens only, with
 * its texts in ko, en and ja; its parts load when a screen shows them.
 */
export const quizTypes = defineWebQuizTypes({
  id: 'quiz-restfulapi',
  i18n: { namespace: 'quiz-restfulapi', resources: texts },
  types: [
    {
      id: 'restfulapi',
      label: restfulapiLabel,
      Editor: () => import('./restfulapi-editor.tsx'),
      Player: () => import('./restfulapi-player.tsx'),
      Review: () => import('./restfulapi-review.tsx'),
    },
  ],
});
