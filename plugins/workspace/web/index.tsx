import { defineLazyTexts, defineWebEmbed, defineWebPlugin, withTexts } from '@seodang/sdk/web';
import {
  lessonEditorSlot,
  lessonPlayerSlot,
  type LessonEditorSlotProps,
  type LessonPlayerSlotProps,
} from '../common/lesson-slots.ts';
import { workspaceQuizEmbed, type WorkspaceQuizProps } from '../common/quiz-embed.ts';

/** The screens' texts, fetched with the first screen or embed that needs them (not on the main page). */
const screenTexts = defineLazyTexts('workspace', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
const withScreenTexts = <M,>(load: () => Promise<M>) => withTexts(load, screenTexts);

// One quiz inside another plugin's screen: the exam room (assessment plugin) under its first
// name, a live class's code tab as `workspace.quiz` (id and props: common/quiz-embed.ts).
defineWebEmbed(
  'workspace.exam-quiz',
  withScreenTexts(() => import('./embed/exam-quiz.tsx')),
);
defineWebEmbed<WorkspaceQuizProps>(
  workspaceQuizEmbed,
  withScreenTexts(() => import('./embed/exam-quiz.tsx')),
);
// The lesson slots of the lectures plugin's screens (ids and props: common/lesson-slots.ts,
// published as @seodang/plugin-workspace/lesson-slots and rendered by the lectures plugin).
defineWebEmbed<LessonEditorSlotProps>(
  lessonEditorSlot,
  withScreenTexts(() => import('./lesson/lesson-quiz-editor.tsx')),
);
defineWebEmbed<LessonPlayerSlotProps>(
  lessonPlayerSlot,
  withScreenTexts(() => import('./lesson/lesson-quiz-list.tsx')),
);

/**
 * The workspace's web half: the quiz list, the coding workspace, quiz authoring and help requests.
 * Kept tiny on purpose: the built-in web quiz types register when a quiz screen opens, so the
 * public main page carries none of their code.
 */
export const plugin = defineWebPlugin({
  id: 'workspace',
  // Every page loads only the route titles (one chunk per language); the screens bring the rest.
  i18n: {
    namespace: 'workspace',
    resources: {
      ko: () => import('./i18n/titles/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/titles/en.ts').then((m) => m.en),
      ja: () => import('./i18n/titles/ja.ts').then((m) => m.ja),
    },
  },
  // The teacher's quizzes in the header, next to their lectures (label from the shell's menu names).
  menu: [
    { key: 'quizManagement', path: '/workspace', labelKey: 'shell:menu.quizManagement', target: 'teacher' },
  ],
  routes: [
    {
      path: '/workspace',
      screen: withScreenTexts(() => import('./screens/quiz-list-screen.tsx')),
      titleKey: 'list.title',
      requiresLogin: true,
    },
    {
      path: '/workspace/help',
      screen: withScreenTexts(() => import('./screens/help-screen.tsx')),
      titleKey: 'help.title',
      requiresLogin: true,
    },
    {
      path: '/workspace/lesson/:lectureIndex/:lessonIndex',
      screen: withScreenTexts(() => import('./screens/lesson-quiz-screen.tsx')),
      titleKey: 'title',
      requiresLogin: true,
      inLesson: true,
    },
    {
      path: '/workspace/quiz/new',
      screen: withScreenTexts(() => import('./screens/quiz-editor-screen.tsx')),
      titleKey: 'list.new',
      requiresLogin: true,
    },
    {
      path: '/workspace/quiz/:quizIndex',
      screen: withScreenTexts(() => import('./screens/workspace-screen.tsx')),
      titleKey: 'title',
      requiresLogin: true,
      inLesson: true,
    },
    {
      path: '/workspace/quiz/:quizIndex/grading',
      screen: withScreenTexts(() => import('./screens/grading-screen.tsx')),
      titleKey: 'grading.title',
      requiresLogin: true,
    },
    {
      path: '/workspace/quiz/:quizIndex/edit',
      screen: withScreenTexts(() => import('./screens/quiz-editor-screen.tsx')),
      titleKey: 'editor.title',
      requiresLogin: true,
    },
  ],
});
