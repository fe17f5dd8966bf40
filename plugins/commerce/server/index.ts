import { definePlugin } from '@seodang/sdk';
import { commerceMessages } from '../common/index.ts';
import { refundTexts } from '../common/refund-messages.ts';
import { revenueTexts } from '../common/revenue-messages.ts';
import { couponAdminMessages } from '../common/coupon-admin-messages.ts';
import { purchasablePoint } from '../common/purchasable.ts';
import { createBundleKind } from './bundles.ts';
import { registerCommerceJobs } from './jobs.ts';
import { commercePaymentsRef, paymentDeps } from './payments-service.ts';
import { createPurchasableKinds } from './purchasables.ts';
import { registerBundleOfferRoutes } from './routes/bundle-offers.ts';
import { registerBundleRoutes } from './routes/bundles.ts';
import { registerCartRoutes } from './routes/cart.ts';
import { registerItemAnalyticsRoutes } from './routes/item-analytics.ts';
import { registerAdminRefundRoutes } from './routes/admin-refunds.ts';
import { registerCheckoutRoutes } from './routes/checkout.ts';
import { registerRefundRoutes } from './routes/refunds.ts';
import { registerCouponAdminRoutes } from './routes/coupon-admin.ts';
import { registerWebhookRoutes } from './routes/webhook.ts';
import { seedCommerce } from './seed.ts';
import { registerRevenueJobs } from './revenue-jobs.ts';
import { registerRevenueRoutes } from './routes/revenue.ts';
import { commerceSettingsOf, paymentSetupOf } from './settings.ts';

/**
 * Commerce (service COMMERCE): the cart, checkout with coupons, orders, payment and refunds. A
 * channel admin can switch COMMERCE off; every route of this plugin then answers
 * `403 service_disabled` there (the provider's webhook excepted), and the shell leaves its
 * screens out.
 */
export const plugin = definePlugin({
  id: 'commerce',
  register(env) {
    // Declare only; nothing runs yet.
    env.migrations(new URL('./migrations/', import.meta.url));
    env.messages(commerceMessages);
    env.messages(refundTexts);
    env.messages(revenueTexts);
    env.messages(couponAdminMessages);
    // Plugins that sell something (listing commerce as optional) register their kinds here.
    const kinds = createPurchasableKinds();
    env.registerExtensionPoint(purchasablePoint, kinds.point);
    // Commerce's own kind, through the same point: a bundle of lectures at one price.
    kinds.point.register(createBundleKind(kinds));
    // The provider COMMERCE_PROVIDER names; the test provider is refused in production.
    env.provideService(commercePaymentsRef, (ctx) => ({
      setup: paymentSetupOf(commerceSettingsOf(ctx.config), ctx.config.env, ctx.log),
    }));
    registerCartRoutes(env, kinds);
    registerItemAnalyticsRoutes(env, kinds);
    registerCheckoutRoutes(env, {
      kinds,
      setup: (rc) => rc.service(commercePaymentsRef).setup,
      deps: (rc) => paymentDeps(rc, kinds),
    });
    registerRefundRoutes(env, { kinds, deps: (rc) => paymentDeps(rc, kinds) });
    registerAdminRefundRoutes(env, (rc) => paymentDeps(rc, kinds));
    registerWebhookRoutes(env, (rc) => rc.service(commercePaymentsRef).setup);
    registerCouponAdminRoutes(env);
    registerBundleRoutes(env, kinds);
    registerBundleOfferRoutes(env, kinds);
    registerCommerceJobs(env, (ctx) => paymentDeps(ctx, kinds));
    // Revenue reports, settlement statements and the monthly closing job.
    registerRevenueRoutes(env);
    registerRevenueJobs(env);
  },
  seed: seedCommerce,
});
