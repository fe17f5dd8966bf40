import { defineWebEmbed, defineWebPlugin } from '@seodang/sdk/web';
import { ko } from './i18n/ko.ts';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';

// The exam room (assessment plugin) renders workspace quizzes through this embed.
defineWebEmbed('workspace.exam-quiz', () => import('./embed/exam-quiz.tsx'));

/**
 * The workspace's web half: the quiz list, the coding workspace, quiz authoring and help requests.
 * Kept tiny on purpose: the built-in web quiz types register when a quiz screen opens, so the
 * public main page carries none of their code.
 */
export const plugin = defineWebPlugin({
  id: 'workspace',
  i18n: { namespace: 'workspace', resources: { ko, en, ja } },
  routes: [
    { path: '/workspace', screen: () => import('./screens/quiz-list-screen.tsx'), titleKey: 'list.title', requiresLogin: true },
    { path: '/workspace/help', screen: () => import('./screens/help-screen.tsx'), titleKey: 'help.title', requiresLogin: true },
    { path: '/workspace/lesson/:lectureIndex/:lessonIndex', screen: () => import('./screens/lesson-quiz-screen.tsx'), titleKey: 'title', requiresLogin: true, inLesson: true },
    { path: '/workspace/quiz/new', screen: () => import('./screens/quiz-editor-screen.tsx'), titleKey: 'list.new', requiresLogin: true },
    { path: '/workspace/quiz/:quizIndex', screen: () => import('./screens/workspace-screen.tsx'), titleKey: 'title', requiresLogin: true, inLesson: true },
    { path: '/workspace/quiz/:quizIndex/edit', screen: () => import('./screens/quiz-editor-screen.tsx'), titleKey: 'editor.title', requiresLogin: true },
  ],
});
