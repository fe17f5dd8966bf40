import { defineWebEmbed, defineWebPlugin } from '@seodang/sdk/web';

// The identity photo, for the supervisor's identity check (props: examIndex, userId, version?).
defineWebEmbed('assessment.identity-photo', () => import('./identity/identity-photo-view.tsx'));

/** The assessment plugin's web half: management, the assessment page, the waiting room and the exam room. */
export const plugin = defineWebPlugin({
  id: 'assessment',
  // Each language is its own chunk: the shell fetches only the one in use.
  i18n: {
    namespace: 'assessment',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/manage/my',
      screen: () => import('./screens/manage-screen.tsx'),
      titleKey: 'manage.title',
      requiresLogin: true,
    },
    {
      path: '/manage/assessment/new',
      screen: () => import('./screens/new-assessment-screen.tsx'),
      titleKey: 'new.title',
      requiresLogin: true,
    },
    {
      path: '/manage/assessment/:lectureSeq',
      screen: () => import('./screens/manage-assessment-screen.tsx'),
      titleKey: 'manageAssessment.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/my',
      screen: () => import('./screens/my-screen.tsx'),
      titleKey: 'my.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/mobile',
      screen: () => import('./screens/mobile-camera-screen.tsx'),
      titleKey: 'mobile.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug',
      screen: () => import('./screens/assessment-screen.tsx'),
      titleKey: 'page.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:sequence/:url_slug/additional-form',
      screen: () => import('./screens/additional-form-screen.tsx'),
      titleKey: 'form.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:sequence/:url_slug/additional-form/complete',
      screen: () => import('./screens/additional-form-complete-screen.tsx'),
      titleKey: 'form.complete',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex',
      screen: () => import('./screens/exam-screen.tsx'),
      titleKey: 'room.title',
      requiresLogin: true,
      // A proctored exam: no site navigation around it.
      bare: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/report/:userId',
      screen: () => import('./report/report-screen.tsx'),
      titleKey: 'report.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/report',
      screen: () => import('./report/report-screen.tsx'),
      titleKey: 'report.title',
      requiresLogin: true,
    },
  ],
  menu: [
    {
      key: 'assessmentManagement',
      path: '/manage/my',
      labelKey: 'menu.management',
      target: 'teacher',
      service: 'ASSESSMENT',
    },
    {
      key: 'assessmentInfo',
      path: '/assessment/my',
      labelKey: 'menu.info',
      target: 'all',
      service: 'ASSESSMENT',
    },
  ],
});
