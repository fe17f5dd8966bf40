import { defineWebPlugin, withTexts } from '@seodang/sdk/web';
import { texts } from './texts.ts';

/**
 * The web half of roadmaps: the list, a roadmap with its graph and outline, my roadmaps, and the
 * teacher's list and editor. Everything (texts, the graph library and its layout) loads on its screen.
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
});
