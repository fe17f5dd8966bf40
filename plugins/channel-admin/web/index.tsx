import { defineWebPlugin } from '@seodang/sdk/web';

/**
 * The web half of channel-admin: /admin/members and /admin/invitations with their ways in from
 * Channel management, the /invite/{token} page, and the texts.
 */
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
    {
      path: '/admin/invitations',
      screen: () => import('./screens/invitations-screen.tsx'),
      titleKey: 'invitations.title',
      requiresLogin: true,
    },
    {
      path: '/admin/mail',
      screen: () => import('./screens/mail-screen.tsx'),
      titleKey: 'mail.title',
      requiresLogin: true,
    },
    // Opened from a mail or a shared link, logged in or not.
    {
      path: '/invite/:token',
      screen: () => import('./screens/invite-screen.tsx'),
      titleKey: 'invitations.page.title',
    },
  ],
  slots: [
    { slot: 'admin.sections', component: () => import('./components/members-section.tsx') },
    { slot: 'admin.sections', component: () => import('./components/invitations-section.tsx') },
    { slot: 'admin.sections', component: () => import('./components/mail-section.tsx') },
  ],
});
