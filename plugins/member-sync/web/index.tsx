import { defineWebPlugin } from '@seodang/sdk/web';

/** The web half of member-sync: /admin/sync, its way in from Channel management, and the texts. */
export const plugin = defineWebPlugin({
  id: 'member-sync',
  // Each language is its own chunk, fetched with the plugin's screens and slots only.
  i18n: {
    namespace: 'member-sync',
    loadWith: 'screens',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/admin/sync',
      screen: () => import('./screens/sync-screen.tsx'),
      titleKey: 'title',
      requiresLogin: true,
    },
  ],
  slots: [{ slot: 'admin.sections', component: () => import('./components/sync-section.tsx') }],
});
