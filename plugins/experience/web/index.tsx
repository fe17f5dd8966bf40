import { defineWebPlugin } from '@seodang/sdk/web';

/** The web half of experience: the profile screen and the header's level chip, both loaded on demand. */
export const plugin = defineWebPlugin({
  id: 'experience',
  // Each language is its own chunk, fetched with the plugin's screen and chip only.
  i18n: {
    namespace: 'experience',
    loadWith: 'screens',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/learn/experience',
      screen: () => import('./screens/experience-screen.tsx'),
      titleKey: 'title',
      requiresLogin: true,
    },
  ],
  // The chip fetches its texts once a signed-in user's profile is there, not with every page.
  slots: [
    { slot: 'header.end', component: () => import('./slots/level-chip.tsx'), loadsOwnTexts: true },
    { slot: 'admin.sections', component: () => import('./slots/admin-section.tsx') },
  ],
});
