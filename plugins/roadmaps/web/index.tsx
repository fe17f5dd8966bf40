import { defineWebPlugin, fillSlot, withTexts } from '@seodang/sdk/web';
import { lectureAsideSlot } from '@seodang/plugin-lectures/lecture-slots';
import { texts } from './texts.ts';
import { slotTexts } from './slots/texts.ts';

/**
 * The web half of roadmaps: the list, a roadmap with its graph and outline, my roadmaps, and the
 * teacher's list and editor; the lecture page's "part of these roadmaps" box and the home page's
 * section. Everything (texts, the graph library and its layout) loads on its screen or slot.
 */
export const plugin = defineWebPlugin({
  id: 'roadmaps',
  routes: [
    { path: '/roadmap', screen: withTexts(() => import('./screens/list-screen.tsx'), texts) },
    {
      path: '/roadmap/my',
      screen: withTexts(() => import('./screens/my-screen.tsx'), texts),
      requiresLogin: true,
    },
    { path: '/roadmap/:sequence', screen: withTexts(() => import('./screens/roadmap-screen.tsx'), texts) },
    {
      path: '/teacher/:sequence/roadmap',
      screen: withTexts(() => import('./screens/teacher-screen.tsx'), texts),
    },
    {
      path: '/teach/roadmap',
      screen: withTexts(() => import('./screens/teach-screen.tsx'), texts),
      requiresLogin: true,
    },
    {
      path: '/teach/roadmap/new',
      screen: withTexts(() => import('./screens/editor-screen.tsx'), texts),
      requiresLogin: true,
    },
    {
      path: '/teach/roadmap/:sequence/edit',
      screen: withTexts(() => import('./screens/editor-screen.tsx'), texts),
      requiresLogin: true,
    },
  ],
  slots: [
    fillSlot(
      lectureAsideSlot,
      withTexts(() => import('./slots/lecture-roadmaps.tsx'), slotTexts),
    ),
    {
      slot: 'home.main',
      component: withTexts(() => import('./slots/home-section.tsx'), slotTexts),
      order: 20,
    },
  ],
});
