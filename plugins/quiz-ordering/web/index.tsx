import { defineWebPlugin, defineWebQuizType } from '@seodang/sdk/web';

// The web half of the 'ordering' quiz type: parts load only when a quiz screen needs them.
defineWebQuizType({
  id: 'ordering',
  Editor: () => import('./ordering-editor.tsx'),
  Player: () => import('./ordering-player.tsx'),
  Review: () => import('./ordering-review.tsx'),
});

/** The web half of the ordering quiz type (no screens of its own). */
export const plugin = defineWebPlugin({ id: 'quiz-ordering' });
