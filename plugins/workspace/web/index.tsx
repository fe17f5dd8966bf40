import { defineWebEmbed, defineWebPlugin } from '@seodang/sdk/web';
import {
  lessonEditorSlot,
  lessonPlayerSlot,
  type LessonEditorSlotProps,
  type LessonPlayerSlotProps,
} from '../common/lesson-slots.ts';

// The exam room (assessment plugin) renders workspace quizzes through this embed.
defineWebEmbed('workspace.exam-quiz', () => import('./embed/exam-quiz.tsx'));
// The lesson slots of the lectures plugin's screens (ids and props: common/lesson-slots.ts,
// published as @seodang/plugin-workspace/lesson-slots and rendered by the lectures plugin).
defineWebEmbed<LessonEditorSlotProps>(lessonEditorSlot, () => import('./lesson/lesson-quiz-editor.tsx'));
defineWebEmbed<LessonPlayerSlotProps>(lessonPlayerSlot, () => import('./lesson/lesson-quiz-list.tsx'));

/**
 * The workspace's web half: the quiz list, the coding workspace, quiz authoring and help requests.
 * Kept tiny on purpose: the built-in web quiz types register when a quiz screen opens, so the
 * public main page carries none of their code.
 */
export const plugin = defineWebPlugin({
  id: 'workspace',
  // Each language is its own chunk: the shell fetches only the one in use.
  i18n: {
    namespace: 'workspace',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  // The teacher's quizzes in the header, next to their lectures (label from the shell's menu names).
  menu: [
    { key: 'quizManagement', path: '/workspace', labelKey: 'shell:menu.quizManagement', target: 'teacher' },
  ],
  routes: [
    {
      path: '/workspace',
      screen: () => import('./screens/quiz-list-screen.tsx'),
      titleKey: 'list.title',
      requiresLogin: true,
    },
    {
      path: '/workspace/help',
      screen: () => import('./screens/help-screen.tsx'),
      titleKey: 'help.title',
      requiresLogin: true,
    },
    {
      path: '/workspace/lesson/:lectureIndex/:lessonIndex',
      screen: () => import('./screens/lesson-quiz-screen.tsx'),
      titleKey: 'title',
      requiresLogin: true,
      inLesson: true,
    },
    {
      path: '/workspace/quiz/new',
      screen: () => import('./screens/quiz-editor-screen.tsx'),
      titleKey: 'list.new',
      requiresLogin: true,
    },
    {
      path: '/workspace/quiz/:quizIndex',
      screen: () => import('./screens/workspace-screen.tsx'),
      titleKey: 'title',
      requiresLogin: true,
      inLesson: true,
    },
    {
      path: '/workspace/quiz/:quizIndex/grading',
      screen: () => import('./screens/grading-screen.tsx'),
      titleKey: 'grading.title',
      requiresLogin: true,
    },
    {
      path: '/workspace/quiz/:quizIndex/edit',
      screen: () => import('./screens/quiz-editor-screen.tsx'),
      titleKey: 'editor.title',
      requiresLogin: true,
    },
  ],
});
