import { defineWebEmbed, defineWebPlugin } from '@seodang/sdk/web';
import { lecturePurchaseSlot, type LecturePurchaseSlotProps } from '../common/lecture-purchase.ts';

// The lectures plugin's detail page shows this where a paid lecture is bought (ids and props:
// common/lecture-purchase.ts, published as @seodang/plugin-commerce/lecture-purchase).
defineWebEmbed<LecturePurchaseSlotProps>(
  lecturePurchaseSlot,
  () => import('./components/lecture-purchase.tsx'),
);

/**
 * Commerce's web half (service COMMERCE): the cart screen, the cart in the header and the lecture
 * page's purchase buttons. Where COMMERCE is switched off the shell does not load it, so none of
 * them shows. The checkout screen comes next (web/checkout.ts).
 */
export const plugin = defineWebPlugin({
  id: 'commerce',
  // Each language is its own chunk: the shell fetches only the one in use.
  i18n: {
    namespace: 'commerce',
    resources: {
      ko: () => import('./i18n/ko.ts').then((m) => m.ko),
      en: () => import('./i18n/en.ts').then((m) => m.en),
      ja: () => import('./i18n/ja.ts').then((m) => m.ja),
    },
  },
  routes: [
    {
      path: '/cart',
      screen: () => import('./screens/cart-screen.tsx'),
      titleKey: 'title.cart',
      requiresLogin: true,
    },
  ],
  slots: [{ slot: 'header.end', component: () => import('./components/cart-badge.tsx') }],
});
