import { defineWebPlugin } from '@seodang/sdk/web';

/** The lectures plugin's web half: main page, catalogue and search, lecture pages, the player, learning and teaching screens. */
export const plugin = defineWebPlugin({
  id: 'lectures',
  // Each language is its own chunk: the shell fetches only the one in use.
  i18n: {
    namespace: 'lectures',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    { path: '/search', screen: () => import('./screens/search-screen.tsx'), titleKey: 'title.search' },
    {
      path: '/category/:first',
      screen: () => import('./screens/search-screen.tsx'),
      titleKey: 'title.search',
    },
    {
      path: '/category/:first/:second',
      screen: () => import('./screens/search-screen.tsx'),
      titleKey: 'title.search',
    },
    { path: '/lecture/:lectureSeq/:lectureSlug', screen: () => import('./screens/lecture-screen.tsx') },
    {
      path: '/lecture/:lectureSeq/:lectureSlug/lesson/:lessonIndex',
      screen: () => import('./screens/lesson-screen.tsx'),
      inLesson: true,
    },
    {
      path: '/learn',
      screen: () => import('./screens/learn-screen.tsx'),
      titleKey: 'title.learn',
      requiresLogin: true,
    },
    {
      path: '/learn/my',
      screen: () => import('./screens/learn-screen.tsx'),
      titleKey: 'title.learnMy',
      requiresLogin: true,
    },
    {
      path: '/teach/my',
      screen: () => import('./screens/teach-my-screen.tsx'),
      titleKey: 'title.teachMy',
      requiresLogin: true,
    },
    {
      path: '/teach/lecture/new',
      screen: () => import('./screens/lecture-editor-screen.tsx'),
      titleKey: 'title.newLecture',
      requiresLogin: true,
    },
    {
      path: '/teach/lecture/:lectureSeq/edit',
      screen: () => import('./screens/lecture-editor-screen.tsx'),
      titleKey: 'title.editLecture',
      requiresLogin: true,
    },
    {
      path: '/teach/curriculum-codes',
      screen: () => import('./screens/curriculum-codes-screen.tsx'),
      titleKey: 'title.curriculumCodes',
      requiresLogin: true,
    },
    {
      path: '/teach/lecture/:lectureSeq/manage',
      screen: () => import('./screens/manage-screen.tsx'),
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
