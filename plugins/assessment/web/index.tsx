import { defineWebPlugin } from '@seodang/sdk/web';
import { ko } from './i18n/ko.ts';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';

/** The assessment plugin's web half: management, the assessment page, the waiting room and the exam room. */
export const plugin = defineWebPlugin({
  id: 'assessment',
  i18n: { namespace: 'assessment', resources: { ko, en, ja } },
  routes: [
    { path: '/manage/my', screen: () => import('./screens/manage-screen.tsx'), titleKey: 'manage.title', requiresLogin: true },
    { path: '/manage/assessment/new', screen: () => import('./screens/new-assessment-screen.tsx'), titleKey: 'new.title', requiresLogin: true },
    { path: '/assessment/my', screen: () => import('./screens/my-screen.tsx'), titleKey: 'my.title', requiresLogin: true },
    { path: '/assessment/:lectureSeq/:lectureSlug', screen: () => import('./screens/assessment-screen.tsx'), titleKey: 'page.title', requiresLogin: true },
    { path: '/assessment/:sequence/:url_slug/additional-form', screen: () => import('./screens/additional-form-screen.tsx'), titleKey: 'form.title', requiresLogin: true },
    { path: '/assessment/:sequence/:url_slug/additional-form/complete', screen: () => import('./screens/additional-form-complete-screen.tsx'), titleKey: 'form.complete', requiresLogin: true },
    { path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex', screen: () => import('./screens/exam-screen.tsx'), titleKey: 'room.title', requiresLogin: true },
  ],
  menu: [
    { key: 'assessmentManagement', path: '/manage/my', labelKey: 'menu.management', target: 'teacher', service: 'ASSESSMENT' },
    { key: 'assessmentInfo', path: '/assessment/my', labelKey: 'menu.info', target: 'all', service: 'ASSESSMENT' },
  ],
});
