import { definePlugin } from '@seodang/sdk';
import { commerceMessages } from '../common/index.ts';
import { purchasablePoint } from '../common/purchasable.ts';
import { registerCommerceJobs } from './jobs.ts';
import { commercePaymentsRef, paymentDeps } from './payments-service.ts';
import { createPurchasableKinds } from './purchasables.ts';
import { registerCartRoutes } from './routes/cart.ts';
import { registerCheckoutRoutes } from './routes/checkout.ts';
import { registerWebhookRoutes } from './routes/webhook.ts';
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
    // Plugins that sell something (listing commerce as optional) register their kinds here.
    const kinds = createPurchasableKinds();
    env.registerExtensionPoint(purchasablePoint, kinds.point);
    // The provider COMMERCE_PROVIDER names; the test provider is refused in production.
    env.provideService(commercePaymentsRef, (ctx) => ({
      setup: paymentSetupOf(commerceSettingsOf(ctx.config), ctx.config.env, ctx.log),
    }));
    registerCartRoutes(env, kinds);
    registerCheckoutRoutes(env, {
      kinds,
      setup: (rc) => rc.service(commercePaymentsRef).setup,
      deps: (rc) => paymentDeps(rc, kinds),
    });
    registerWebhookRoutes(env, (rc) => rc.service(commercePaymentsRef).setup);
    registerCommerceJobs(env, (ctx) => paymentDeps(ctx, kinds));
  },
});
