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
      ko: () =>
        Promise.all([import('./i18n/ko.ts'), import('./i18n/manage/ko.ts')]).then(([m, c]) => ({
          ...m.ko,
          ...c.ko,
        })),
      en: () =>
        Promise.all([import('./i18n/en.ts'), import('./i18n/manage/en.ts')]).then(([m, c]) => ({
          ...m.en,
          ...c.en,
        })),
      ja: () =>
        Promise.all([import('./i18n/ja.ts'), import('./i18n/manage/ja.ts')]).then(([m, c]) => ({
          ...m.ja,
          ...c.ja,
        })),
    },
  },
  routes: [
    {
      path: '/cart',
      screen: () => import('./screens/cart-screen.tsx'),
      titleKey: 'title.cart',
      requiresLogin: true,
    },
    // Coupon management and bundles (teachers; the channel's admin for /admin/coupons).
    {
      path: '/teach/coupons',
      screen: () => import('./screens/teach-coupons-screen.tsx'),
      titleKey: 'manage.title.teachCoupons',
      requiresLogin: true,
    },
    {
      path: '/admin/coupons',
      screen: () => import('./screens/admin-coupons-screen.tsx'),
      titleKey: 'manage.title.adminCoupons',
      requiresLogin: true,
    },
    {
      path: '/teach/bundles',
      screen: () => import('./screens/bundles-screen.tsx'),
      titleKey: 'manage.title.bundles',
      requiresLogin: true,
    },
  ],
  slots: [
    { slot: 'header.end', component: () => import('./components/cart-badge.tsx') },
    // Channel management (/admin): the way to the channel's coupons.
    { slot: 'admin.sections', component: () => import('./components/admin-coupons-section.tsx') },
  ],
});
