import { defineWebPlugin, fillSlot, withTexts } from '@seodang/sdk/web';
import { lectureManageSectionsSlot } from '@seodang/plugin-lectures/lecture-slots';
import { texts } from './texts.ts';

/**
 * The web half of messaging: the teacher's /teach/message (templates, compose, history), a
 * recipient's /message/{sequence}, and the ways in from /admin and Manage Lecture. Everything,
 * texts included, loads where it is shown.
 */
export const plugin = defineWebPlugin({
  id: 'messaging',
  routes: [
    {
      path: '/teach/message',
      screen: withTexts(() => import('./screens/teach-message-screen.tsx'), texts),
      requiresLogin: true,
    },
    {
      path: '/message/:sequence',
      screen: withTexts(() => import('./screens/received-message-screen.tsx'), texts),
      requiresLogin: true,
    },
  ],
  slots: [
    { slot: 'admin.sections', component: withTexts(() => import('./slots/admin-section.tsx'), texts) },
    fillSlot(
      lectureManageSectionsSlot,
      withTexts(() => import('./slots/lecture-messages.tsx'), texts),
    ),
  ],
});
