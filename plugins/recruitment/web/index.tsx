import { defineWebPlugin, withTexts } from '@seodang/sdk/web';
import { texts } from './texts.ts';

const screen = <M,>(load: () => Promise<M>) => withTexts(load, texts);

/**
 * The web half of recruitment: the teacher's and admin's postings (list, create, manage and
 * review), the public list, a posting's page with the application form, and my applications.
 * Every screen and its texts load on first visit; this entry carries only the routes and the menu.
 */
export const plugin = defineWebPlugin({
  id: 'recruitment',
  i18n: {
    namespace: 'recruitment',
    resources: {
      ko: () => import('./i18n/titles/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/titles/en.ts').then((m) => m.en),
      ja: () => import('./i18n/titles/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/manage/recruitment',
      screen: screen(() => import('./screens/manage-list-screen.tsx')),
      titleKey: 'titles.manage',
      requiresLogin: true,
    },
    {
      path: '/manage/recruitment/new',
      screen: screen(() => import('./screens/new-posting-screen.tsx')),
      titleKey: 'titles.new',
      requiresLogin: true,
    },
    {
      path: '/manage/recruitment/:sequence/edit',
      screen: screen(() => import('./screens/new-posting-screen.tsx')),
      titleKey: 'titles.edit',
      requiresLogin: true,
    },
    {
      path: '/manage/recruitment/:sequence',
      screen: screen(() => import('./screens/manage-posting-screen.tsx')),
      titleKey: 'titles.managePosting',
      requiresLogin: true,
    },
    {
      path: '/recruitment',
      screen: screen(() => import('./screens/list-screen.tsx')),
      titleKey: 'titles.list',
    },
    {
      path: '/recruitment/my',
      screen: screen(() => import('./screens/my-screen.tsx')),
      titleKey: 'titles.my',
      requiresLogin: true,
    },
    {
      path: '/recruitment/:sequence/:urlSlug',
      screen: screen(() => import('./screens/detail-screen.tsx')),
      titleKey: 'titles.detail',
    },
  ],
  menu: [
    {
      key: 'recruitmentManagement',
      path: '/manage/recruitment',
      labelKey: 'menu.management',
      target: 'teacher',
      service: 'RECRUITMENT',
    },
  ],
});
