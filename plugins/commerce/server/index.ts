import { definePlugin } from '@seodang/sdk';
import { commerceMessages } from '../common/index.ts';
import { purchasablePoint } from '../common/purchasable.ts';
import { createPurchasableKinds } from './purchasables.ts';
import { registerCartRoutes } from './routes/cart.ts';

/**
 * Commerce (service COMMERCE): the cart, checkout with coupons, orders, payment and refunds. A
 * channel admin can switch COMMERCE off; every route of this plugin then answers
 * `403 service_disabled` there, and the shell leaves its screens out.
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
    registerCartRoutes(env, kinds);
  },
});
