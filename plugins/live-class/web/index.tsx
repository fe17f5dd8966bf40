import { defineWebPlugin, withTexts } from '@seodang/sdk/web';
import { texts } from './texts.ts';

/**
 * The web half of live classes: the list of classes and a class's room. Everything (texts
 * included) loads on those screens only.
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
      path: '/live/:meetingIndex',
      screen: withTexts(() => import('./screens/live-room-screen.tsx'), texts),
      requiresLogin: true,
    },
  ],
});
