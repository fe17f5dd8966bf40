import { defineLazyTexts, defineWebPlugin, withTexts } from '@seodang/sdk/web';

/** The screens' texts, fetched with the first screen that needs them (not on the main page). */
const screenTexts = defineLazyTexts('lectures', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
const withScreenTexts = <M,>(load: () => Promise<M>) => withTexts(load, screenTexts);

/** The lectures plugin's web half: main page, catalogue and search, lecture pages, the player, learning and teaching screens. */
export const plugin = defineWebPlugin({
  id: 'lectures',
  // Every page loads only the route titles, menu labels and the main page's section and cards
  // (one chunk per language); the screens bring the rest.
  i18n: {
    namespace: 'lectures',
    resources: {
      ko: () => import('./i18n/titles/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/titles/en.ts').then((m) => m.en),
      ja: () => import('./i18n/titles/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/search',
      screen: withScreenTexts(() => import('./screens/search-screen.tsx')),
      titleKey: 'title.search',
    },
    {
      path: '/category/:first',
      screen: withScreenTexts(() => import('./screens/search-screen.tsx')),
      titleKey: 'title.search',
    },
    {
      path: '/category/:first/:second',
      screen: withScreenTexts(() => import('./screens/search-screen.tsx')),
      titleKey: 'title.search',
    },
    {
      path: '/lecture/:lectureSeq/:lectureSlug',
      screen: withScreenTexts(() => import('./screens/lecture-screen.tsx')),
    },
    {
      path: '/lecture/:lectureSeq/:lectureSlug/lesson/:lessonIndex',
      screen: withScreenTexts(() => import('./screens/lesson-screen.tsx')),
      inLesson: true,
    },
    {
      path: '/learn',
      screen: withScreenTexts(() => import('./screens/learn-screen.tsx')),
      titleKey: 'title.learn',
      requiresLogin: true,
    },
    {
      path: '/learn/my',
      screen: withScreenTexts(() => import('./screens/learn-screen.tsx')),
      titleKey: 'title.learnMy',
      requiresLogin: true,
    },
    {
      path: '/teach/my',
      screen: withScreenTexts(() => import('./screens/teach-my-screen.tsx')),
      titleKey: 'title.teachMy',
      requiresLogin: true,
    },
    {
      path: '/teach/lecture/new',
      screen: withScreenTexts(() => import('./screens/lecture-editor-screen.tsx')),
      titleKey: 'title.newLecture',
      requiresLogin: true,
    },
    {
      path: '/teach/lecture/:lectureSeq/edit',
      screen: withScreenTexts(() => import('./screens/lecture-editor-screen.tsx')),
      titleKey: 'title.editLecture',
      requiresLogin: true,
    },
    {
      path: '/teach/curriculum-codes',
      screen: withScreenTexts(() => import('./screens/curriculum-codes-screen.tsx')),
      titleKey: 'title.curriculumCodes',
      requiresLogin: true,
    },
    {
      path: '/teach/lecture/:lectureSeq/manage',
      screen: withScreenTexts(() => import('./screens/manage-screen.tsx')),
      titleKey: 'title.manage',
      requiresLogin: true,
    },
  ],
  // The main page is the shell's; lectures add their part through its `home.main` slot.
  slots: [{ slot: 'home.main', component: () => import('./screens/home-section.tsx') }],
  menu: [
    {
      key: 'lectureManagement',
      path: '/teach/my',
      labelKey: 'menu.manage',
      target: 'teacher',
      service: 'LECTURE',
    },
    { key: 'myLectures', path: '/learn/my', labelKey: 'menu.my', target: 'all', service: 'LECTURE' },
  ],
});
