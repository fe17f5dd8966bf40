import { defineLazyTexts, defineWebPlugin, withTexts } from '@seodang/sdk/web';

/** The screens' and sections' texts, fetched with the first one that opens (not on the main page). */
const screenTexts = defineLazyTexts('channel-admin', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
const withScreenTexts = <M,>(load: () => Promise<M>) => withTexts(load, screenTexts);

/**
 * The web half of channel-admin: /admin/members and /admin/invitations with their ways in from
 * Channel management, the /invite/{token} page, and the texts.
 */
export const plugin = defineWebPlugin({
  id: 'channel-admin',
  // The route titles (one chunk per language), fetched with the screens, which bring the rest.
  i18n: {
    namespace: 'channel-admin',
    loadWith: 'screens',
    resources: {
      ko: () => import('./i18n/titles/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/titles/en.ts').then((m) => m.en),
      ja: () => import('./i18n/titles/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/admin/members',
      screen: withScreenTexts(() => import('./screens/members-screen.tsx')),
      titleKey: 'title',
      requiresLogin: true,
    },
    {
      path: '/admin/invitations',
      screen: withScreenTexts(() => import('./screens/invitations-screen.tsx')),
      titleKey: 'invitations.title',
      requiresLogin: true,
    },
    {
      path: '/admin/mail',
      screen: withScreenTexts(() => import('./screens/mail-screen.tsx')),
      titleKey: 'mail.title',
      requiresLogin: true,
    },
    // Opened from a mail or a shared link, logged in or not.
    {
      path: '/invite/:token',
      screen: withScreenTexts(() => import('./screens/invite-screen.tsx')),
      titleKey: 'invitations.page.title',
    },
  ],
  slots: [
    { slot: 'admin.sections', component: withScreenTexts(() => import('./components/members-section.tsx')) },
    {
      slot: 'admin.sections',
      component: withScreenTexts(() => import('./components/invitations-section.tsx')),
    },
    { slot: 'admin.sections', component: withScreenTexts(() => import('./components/mail-section.tsx')) },
  ],
});
