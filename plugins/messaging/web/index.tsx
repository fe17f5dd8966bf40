import { defineWebPlugin, withTexts } from '@seodang/sdk/web';
import { texts } from './texts.ts';

/**
 * The web half of messaging: the teacher's /teach/message (templates, compose, history) and a
 * recipient's /message/{sequence}. Everything, texts included, loads where it is shown.
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
});
