import { defineWebQuizTypes } from '@seodang/sdk/web';
import { glowscriptLabel, skulptLabel } from '../common/label.ts';
import { texts } from './texts.ts';

/**
 * The web half of the 'skulpt' and 'glowscript' quiz types, loaded on quiz screens only (never on
 * other pages), with their texts in ko, en and ja; their parts load when a screen shows them (so
 * three.js comes with the glowscript player only).
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
    {
      id: 'glowscript',
      label: glowscriptLabel,
      Editor: () => import('./glowscript-editor.tsx'),
      Player: () => import('./glowscript-player.tsx'),
      Review: () => import('./glowscript-review.tsx'),
    },
  ],
});
