import { defineLazyTexts, defineWebEmbed, defineWebPlugin, withTexts } from '@seodang/sdk/web';

/** The screens' texts, fetched with the first screen or embed that needs them (not on the main page). */
const screenTexts = defineLazyTexts('assessment', {
  ko: () => import('./i18n/ko.ts').then((m) => m.ko),
  en: () => import('./i18n/en.ts').then((m) => m.en),
  ja: () => import('./i18n/ja.ts').then((m) => m.ja),
});
const withScreenTexts = <M,>(load: () => Promise<M>) => withTexts(load, screenTexts);

// The identity photo, for the supervisor's identity check (props: examIndex, userId, version?).
defineWebEmbed(
  'assessment.identity-photo',
  withScreenTexts(() => import('./identity/identity-photo-view.tsx')),
);

/** The assessment plugin's web half: management, the assessment page, the waiting room and the exam room. */
export const plugin = defineWebPlugin({
  id: 'assessment',
  // Every page loads only the route titles and menu labels (one chunk per language); the screens bring the rest.
  i18n: {
    namespace: 'assessment',
    resources: {
      ko: () => import('./i18n/titles/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/titles/en.ts').then((m) => m.en),
      ja: () => import('./i18n/titles/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/manage/my',
      screen: withScreenTexts(() => import('./screens/manage-screen.tsx')),
      titleKey: 'manage.title',
      requiresLogin: true,
    },
    {
      path: '/manage/assessment/new',
      screen: withScreenTexts(() => import('./screens/new-assessment-screen.tsx')),
      titleKey: 'new.title',
      requiresLogin: true,
    },
    {
      path: '/manage/assessment/:lectureSeq',
      screen: withScreenTexts(() => import('./screens/manage-assessment-screen.tsx')),
      titleKey: 'manageAssessment.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/my',
      screen: withScreenTexts(() => import('./screens/my-screen.tsx')),
      titleKey: 'my.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/mobile',
      screen: withScreenTexts(() => import('./screens/mobile-camera-screen.tsx')),
      titleKey: 'mobile.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug',
      screen: withScreenTexts(() => import('./screens/assessment-screen.tsx')),
      titleKey: 'page.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:sequence/:url_slug/additional-form',
      screen: withScreenTexts(() => import('./screens/additional-form-screen.tsx')),
      titleKey: 'form.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:sequence/:url_slug/additional-form/complete',
      screen: withScreenTexts(() => import('./screens/additional-form-complete-screen.tsx')),
      titleKey: 'form.complete',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex',
      screen: withScreenTexts(() => import('./screens/exam-screen.tsx')),
      titleKey: 'room.title',
      requiresLogin: true,
      // A proctored exam: no site navigation around it, and no analytics but the exam's own.
      bare: true,
      proctored: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/report/:userId',
      screen: withScreenTexts(() => import('./report/report-screen.tsx')),
      titleKey: 'report.title',
      requiresLogin: true,
    },
    {
      path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/report',
      screen: withScreenTexts(() => import('./report/report-screen.tsx')),
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
