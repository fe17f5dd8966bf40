import { defineWebPlugin, defineWebQuizType } from '@seodang/sdk/web';
import { texts } from './texts.ts';

// The web half of the 'ordering' quiz type: parts load only when a quiz screen needs them.
defineWebQuizType({
  id: 'ordering',
  Editor: () => import('./ordering-editor.tsx'),
  Player: () => import('./ordering-player.tsx'),
  Review: () => import('./ordering-review.tsx'),
});

/** The web half of the ordering quiz type (no screens of its own; its texts in ko, en and ja). */
export const plugin = defineWebPlugin({
  id: 'quiz-ordering',
  i18n: { namespace: 'quiz-ordering', resources: texts },
});
