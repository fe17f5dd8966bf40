import { defineWebPlugin } from '@seodang/sdk/web';

/** The web half of channel-admin: /admin/members, its way in from Channel management, its texts. */
export const plugin = defineWebPlugin({
  id: 'channel-admin',
  // Each language is its own chunk: a page fetches only the one in use.
  i18n: {
    namespace: 'channel-admin',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/admin/members',
      screen: () => import('./screens/members-screen.tsx'),
      titleKey: 'title',
      requiresLogin: true,
    },
  ],
  slots: [{ slot: 'admin.sections', component: () => import('./components/members-section.tsx') }],
});
