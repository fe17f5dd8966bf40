import { defineWebEmbed, defineWebPlugin } from '@seodang/sdk/web';
import { purchaseSlot, type PurchaseSlotProps } from '../common/purchase.ts';

// The purchase box a paid item's page shows (the lecture page, the roadmap page; ids and props:
// common/purchase.ts, published as @seodang/plugin-commerce/purchase).
defineWebEmbed<PurchaseSlotProps>(purchaseSlot, () => import('./components/purchase.tsx'));

/**
 * Commerce's web half (service COMMERCE): the cart screen, the cart in the header and the purchase
 * box of a paid item's page. Where COMMERCE is switched off the shell does not load it, so none of
 * them shows. Checkout: /checkout, /checkout/success and /checkout/fail.
 */
export const plugin = defineWebPlugin({
  id: 'commerce',
  // Each language is its own chunk: the shell fetches only the one in use.
  i18n: {
    namespace: 'commerce',
    resources: {
      // Route titles and /admin sections are here; each screen area's own texts (checkout `pay.*`,
      // `refunds.*`, `manage.*`, `revenue.*`) load with its screens (area-texts.tsx).
      ko: () =>
        Promise.all([
          import('./i18n/ko.ts'),
          import('./i18n/eager/ko.ts'),
          import('./i18n/revenue/titles-ko.ts'),
        ]).then(([m, e, r]) => ({ ...m.ko, ...e.ko, ...r.ko })),
      en: () =>
        Promise.all([
          import('./i18n/en.ts'),
          import('./i18n/eager/en.ts'),
          import('./i18n/revenue/titles-en.ts'),
        ]).then(([m, e, r]) => ({ ...m.en, ...e.en, ...r.en })),
      ja: () =>
        Promise.all([
          import('./i18n/ja.ts'),
          import('./i18n/eager/ja.ts'),
          import('./i18n/revenue/titles-ja.ts'),
        ]).then(([m, e, r]) => ({ ...m.ja, ...e.ja, ...r.ja })),
    },
  },
  routes: [
    {
      path: '/cart',
      screen: () => import('./screens/cart-screen.tsx'),
      titleKey: 'title.cart',
      requiresLogin: true,
    },
    // The learner's payment history and refunds (spec §2 /learn, the learner area).
    {
      path: '/learn/payments',
      screen: () => import('./screens/payments-screen.tsx'),
      titleKey: 'refunds.title.payments',
      requiresLogin: true,
    },
    {
      path: '/learn/payments/:orderId',
      screen: () => import('./screens/payment-screen.tsx'),
      titleKey: 'refunds.title.payment',
      requiresLogin: true,
    },
    // The channel's refunds and payments (its admins; the site admin on the public site).
    {
      path: '/admin/refunds',
      screen: () => import('./screens/admin-refunds-screen.tsx'),
      titleKey: 'refunds.title.admin',
      requiresLogin: true,
    },
    // Checkout and where the provider's payment window comes back (checkout.ts, provider-web.ts).
    {
      path: '/checkout',
      screen: () => import('./screens/checkout-screen.tsx'),
      titleKey: 'pay.title.checkout',
      requiresLogin: true,
    },
    {
      path: '/checkout/success',
      screen: () => import('./screens/checkout-success-screen.tsx'),
      titleKey: 'pay.title.success',
      requiresLogin: true,
    },
    {
      path: '/checkout/fail',
      screen: () => import('./screens/checkout-fail-screen.tsx'),
      titleKey: 'pay.title.fail',
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
    // Revenue and settlement (teachers their own; the channel's admin, the site admin on the public site).
    {
      path: '/teach/revenue',
      screen: () => import('./screens/teach-revenue-screen.tsx'),
      titleKey: 'revenueTitle.teach',
      requiresLogin: true,
    },
    {
      path: '/admin/revenue',
      screen: () => import('./screens/admin-revenue-screen.tsx'),
      titleKey: 'revenueTitle.admin',
      requiresLogin: true,
    },
  ],
  slots: [
    { slot: 'header.end', component: () => import('./components/cart-badge.tsx') },
    // Channel management (/admin): the way to the channel's refunds and payments.
    { slot: 'admin.sections', component: () => import('./components/admin-refunds-section.tsx') },
    // Channel management (/admin): the way to the channel's coupons.
    { slot: 'admin.sections', component: () => import('./components/admin-coupons-section.tsx') },
    // Channel management (/admin): the way to revenue and settlement.
    { slot: 'admin.sections', component: () => import('./components/revenue-admin-section.tsx') },
  ],
});
