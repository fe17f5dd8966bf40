import { defineWebPlugin } from '@seodang/sdk/web';

/** The supervision plugin's web half: the control room, the exam control view and supervision groups. */
export const plugin = defineWebPlugin({
  id: 'supervision',
  // Each language is its own chunk, fetched with the plugin's first screen (it has no menu item).
  i18n: {
    namespace: 'supervision',
    loadWith: 'screens',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/control-room',
      screen: () => import('./screens/control-room-screen.tsx'),
      titleKey: 'title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/control',
      screen: () => import('./screens/exam-control-screen.tsx'),
      titleKey: 'controlView',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/supervision-groups',
      screen: () => import('./screens/groups-screen.tsx'),
      titleKey: 'groups.title',
      requiresLogin: true,
    },
  ],
});
