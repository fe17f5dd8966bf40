import { defineWebPlugin, fillSlot, withTexts } from '@seodang/sdk/web';
import { learnAsideSlot, lectureManageSectionsSlot } from '@seodang/plugin-lectures/lecture-slots';
import { texts } from './texts.ts';

/**
 * The web half of attendance: the check-in page of a code, the teacher's full-screen code display,
 * my records, the code box on /learn and the sessions section of Manage Lecture. Everything (texts
 * included) loads where it is shown.
 */
export const plugin = defineWebPlugin({
  id: 'attendance',
  routes: [
    {
      // Open to visitors who are not signed in: the code is checked on arrival and kept through login.
      path: '/attendance/:code',
      screen: withTexts(() => import('./screens/check-in-screen.tsx'), texts),
      channelPublic: true,
    },
    {
      path: '/teach/attendance/:sessionId/display',
      screen: withTexts(() => import('./screens/display-screen.tsx'), texts),
      requiresLogin: true,
      bare: true,
    },
    {
      path: '/learn/attendance',
      screen: withTexts(() => import('./screens/my-attendance-screen.tsx'), texts),
      requiresLogin: true,
    },
  ],
  slots: [
    fillSlot(
      learnAsideSlot,
      withTexts(() => import('./slots/code-box.tsx'), texts),
    ),
    fillSlot(
      lectureManageSectionsSlot,
      withTexts(() => import('./slots/lecture-sessions.tsx'), texts),
    ),
  ],
});
