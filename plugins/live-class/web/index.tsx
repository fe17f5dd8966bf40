import { defineWebPlugin, fillSlot, withTexts } from '@seodang/sdk/web';
import { lectureAsideSlot, lectureManageSectionsSlot } from '@seodang/plugin-lectures/lecture-slots';
import { texts } from './texts.ts';

/**
 * The web half of live classes: the list of classes, a class's room, the lecture page's box
 * with the next class and Manage Lecture's live classes section. Everything (texts included)
 * loads where it is shown.
 */
export const plugin = defineWebPlugin({
  id: 'live-class',
  routes: [
    {
      path: '/live',
      screen: withTexts(() => import('./screens/live-list-screen.tsx'), texts),
      requiresLogin: true,
    },
    {
      path: '/live/:meetingIndex/recording',
      screen: withTexts(() => import('./screens/recording-screen.tsx'), texts),
      requiresLogin: true,
    },
    {
      path: '/live/:meetingIndex/attendance',
      screen: withTexts(() => import('./screens/attendance-screen.tsx'), texts),
      requiresLogin: true,
    },
    {
      path: '/live/:meetingIndex',
      screen: withTexts(() => import('./screens/live-room-screen.tsx'), texts),
      requiresLogin: true,
    },
  ],
  slots: [
    fillSlot(
      lectureAsideSlot,
      withTexts(() => import('./slots/next-class-box.tsx'), texts),
    ),
    fillSlot(
      lectureManageSectionsSlot,
      withTexts(() => import('./slots/lecture-classes.tsx'), texts),
    ),
  ],
});
