import { defineWebPlugin, fillSlot, withTexts } from '@seodang/sdk/web';
import { lectureManageSectionsSlot } from '@seodang/plugin-lectures/lecture-slots';
import { texts } from './texts.ts';

/** The web half of credentials: the verify screen (open to everyone) and its texts in ko, en and ja. */
export const plugin = defineWebPlugin({
  id: 'credentials',
  // Each language is its own chunk, fetched with the plugin's screens and slots only.
  i18n: {
    namespace: 'credentials',
    loadWith: 'screens',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/credentials/verify',
      screen: () => import('./screens/verify-screen.tsx'),
      titleKey: 'verifyTitle',
      // Whoever was handed a credential checks it here, with no account in the channel.
      channelPublic: true,
    },
    {
      path: '/learn/certificates',
      screen: () => import('./screens/my-certificates-screen.tsx'),
      titleKey: 'myCertificatesTitle',
      requiresLogin: true,
    },
    {
      path: '/learn/badges',
      screen: () => import('./screens/my-badges-screen.tsx'),
      titleKey: 'myBadgesTitle',
      requiresLogin: true,
    },
    {
      path: '/teach/badges',
      screen: () => import('./screens/manage-badges-screen.tsx'),
      titleKey: 'manageBadgesTitle',
      requiresLogin: true,
    },
    {
      path: '/admin/certification-events',
      screen: () => import('./screens/certification-events-screen.tsx'),
      titleKey: 'eventsAdminTitle',
      requiresLogin: true,
    },
    {
      path: '/certification/:event',
      screen: () => import('./screens/certification-event-screen.tsx'),
      titleKey: 'eventTitle',
      // An event's page is open to visitors of the channel, like a certificate's.
      channelPublic: true,
    },
    {
      path: '/cert/:certId',
      screen: () => import('./screens/certificate-screen.tsx'),
      titleKey: 'certificateTitle',
      // A certificate's page is for whoever the holder shows it to: no login, no membership.
      channelPublic: true,
    },
  ],
  slots: [
    { slot: 'header.end', component: () => import('./slots/issued-toast.tsx'), loadsOwnTexts: true },
    { slot: 'admin.sections', component: withTexts(() => import('./slots/events-admin-section.tsx'), texts) },
    fillSlot(
      lectureManageSectionsSlot,
      withTexts(() => import('./slots/lecture-certificates.tsx'), texts),
    ),
  ],
});
