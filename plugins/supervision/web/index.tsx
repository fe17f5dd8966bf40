import { defineWebPlugin } from '@seodang/sdk/web';
import { ko } from './i18n/ko.ts';
import { en } from './i18n/en.ts';
import { ja } from './i18n/ja.ts';

/** The supervision plugin's web half: the control room, the exam control view and supervision groups. */
export const plugin = defineWebPlugin({
  id: 'supervision',
  i18n: { namespace: 'supervision', resources: { ko, en, ja } },
  routes: [
    { path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/control-room', screen: () => import('./screens/control-room-screen.tsx'), titleKey: 'title', requiresLogin: true },
    { path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/control', screen: () => import('./screens/exam-control-screen.tsx'), titleKey: 'controlView', requiresLogin: true },
    { path: '/assessment/:lectureSeq/:lectureSlug/exam/:examIndex/supervision-groups', screen: () => import('./screens/groups-screen.tsx'), titleKey: 'groups.title', requiresLogin: true },
  ],
});
