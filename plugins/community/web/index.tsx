import { defineWebPlugin } from '@seodang/sdk/web';

/** The community plugin's web half: notices, notifications and the Q&A forum. */
export const plugin = defineWebPlugin({
  id: 'community',
  // Each language is its own chunk: the shell fetches only the one in use.
  i18n: {
    namespace: 'community',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    { path: '/notice', screen: () => import('./screens/notice-list-screen.tsx'), titleKey: 'notice.title' },
    {
      path: '/notice/new',
      screen: () => import('./screens/notice-editor-screen.tsx'),
      titleKey: 'notice.new',
      requiresLogin: true,
    },
    {
      path: '/notice/:index',
      screen: () => import('./screens/notice-detail-screen.tsx'),
      titleKey: 'notice.title',
    },
    {
      path: '/notice/:index/edit',
      screen: () => import('./screens/notice-editor-screen.tsx'),
      titleKey: 'notice.edit',
      requiresLogin: true,
    },
    {
      path: '/notification',
      screen: () => import('./screens/notification-screen.tsx'),
      titleKey: 'notification.title',
      requiresLogin: true,
    },
    {
      path: '/notification/promotion',
      screen: () => import('./screens/notification-screen.tsx'),
      titleKey: 'notification.title',
      requiresLogin: true,
    },
    { path: '/qna', screen: () => import('./screens/qna-list-screen.tsx'), titleKey: 'qna.title' },
    {
      path: '/qna/new',
      screen: () => import('./screens/qna-ask-screen.tsx'),
      titleKey: 'qna.askTitle',
      requiresLogin: true,
    },
    { path: '/qna/:index', screen: () => import('./screens/qna-detail-screen.tsx'), titleKey: 'qna.title' },
    {
      path: '/qna/:index/edit',
      screen: () => import('./screens/qna-ask-screen.tsx'),
      titleKey: 'qna.editQuestion',
      requiresLogin: true,
    },
  ],
  menu: [
    { key: 'notice', path: '/notice', labelKey: 'menu.notice' },
    { key: 'qna', path: '/qna', labelKey: 'menu.qna' },
  ],
  slots: [{ slot: 'header.end', component: () => import('./components/notification-bell.tsx') }],
});
