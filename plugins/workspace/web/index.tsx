import { defineWebPlugin } from '@seodang/sdk/web';
import { ko } from './i18n/ko.ts';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';
import { registerBuiltInWebQuizTypes } from './quiz-types/register.ts';

registerBuiltInWebQuizTypes();

/** The workspace's web half: the coding workspace, quiz authoring and help requests (screens load on demand). */
export const plugin = defineWebPlugin({
  id: 'workspace',
  i18n: { namespace: 'workspace', resources: { ko, en, ja } },
  routes: [
    { path: '/workspace/quiz/:quizIndex', screen: () => import('./screens/workspace-screen.tsx'), titleKey: 'title', requiresLogin: true, inLesson: true },
    { path: '/workspace/quiz/new', screen: () => import('./screens/quiz-editor-screen.tsx'), titleKey: 'list.new', requiresLogin: true },
    { path: '/workspace/quiz/:quizIndex/edit', screen: () => import('./screens/quiz-editor-screen.tsx'), titleKey: 'list.new', requiresLogin: true },
  ],
});
