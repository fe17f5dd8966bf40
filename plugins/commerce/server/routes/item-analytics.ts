import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import {
  purchasableKindPattern,
  type PurchasableAnalytics,
  type PurchasableQuote,
} from '../../common/purchasable.ts';
import type { PurchasableKinds } from '../purchasables.ts';

/**
 * The lectures an item's analytics events carry (spec §1): a bundle's children in its place, a
 * single item itself.
 */
export const analyticsOf = (quote: PurchasableQuote): PurchasableAnalytics[] =>
  quote.children.length > 0 ? quote.children.map((c) => c.analytics) : [quote.analytics];

const itemNotFound = { code: 'item_not_found', messageKey: 'commerce.error.item_not_found' };

const params = z.object({
  itemType: z.string().regex(purchasableKindPattern, 'commerce.validation.itemType'),
  sequence: idSchema,
});

/**
 * `GET /api/commerce/items/:itemType/:sequence/analytics`: the fields of an item's analytics
 * events as it sells now (its final price), for the web's `detail` event on the item's page.
 * Public (a visitor's view counts too); the id is resolved in the request's channel, and an item
 * that is missing, of another channel or not published answers 404 alike.
 */
export function registerItemAnalyticsRoutes(env: RegisterEnv, kinds: PurchasableKinds): void {
  env.route({
    method: 'GET',
    path: '/api/commerce/items/:itemType/:sequence/analytics',
    summary:
      "An item's fields for the e-commerce analytics events (sequence, subject, category ids, educator name, final price; a bundle's lectures)",
    tags: ['commerce-cart'],
    access: 'public',
    params,
    async handler({ params: { itemType, sequence } }, rc) {
      const kind = kinds.get(itemType);
      if (!kind) throw new AppError(400, 'unknown_item_type', 'commerce.error.unknown_item_type');
      if (rc.hasScopedKind(itemType)) await rc.inChannel(itemType, sequence, itemNotFound);
      const scope = {
        db: rc.db,
        channelIndex: rc.channel?.index ?? null,
        userId: rc.user?.id ?? null,
        locale: rc.locale,
        now: new Date(),
      };
      const quote = (await kind.quote(scope, [sequence])).get(sequence);
      if (!quote || (!quote.sale.forSale && quote.sale.reason === 'not_published'))
        throw new AppError(404, itemNotFound.code, itemNotFound.messageKey);
      return { data: { analytics: analyticsOf(quote) } };
    },
  });
}
