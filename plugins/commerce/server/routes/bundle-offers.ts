import { z } from 'zod';
import { AppError, type RegisterEnv } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import type { BundleOffer } from '../../common/bundle-offer.ts';
import { purchasableKindPattern, type PurchasableQuote } from '../../common/purchasable.ts';
import { bundleKind, bundleRows } from '../bundles.ts';
import type { PurchasableKinds } from '../purchasables.ts';

const itemNotFound = { code: 'item_not_found', messageKey: 'commerce.error.item_not_found' };

/** At most this many bundles are offered on one page. */
const maxOffers = 5;

const params = z.object({
  itemType: z.string().regex(purchasableKindPattern, 'commerce.validation.itemType'),
  sequence: idSchema,
});

function offerOf(quote: PurchasableQuote): BundleOffer {
  const bought = quote.children.map((c) => ({ c, owned: false }));
  const had = (quote.ownedChildren ?? []).map((c) => ({ c, owned: true }));
  const children = [...bought, ...had].map(({ c, owned: mine }) => ({
    itemType: c.kind,
    sequence: c.ref,
    title: c.title,
    link: c.link,
    price: c.price,
    owned: mine,
  }));
  return {
    bundleIndex: quote.ref,
    title: quote.title,
    listPrice: children.reduce((sum, c) => sum + c.price, 0),
    price: quote.finalPrice,
    ownedDeduction: quote.ownedDeduction ?? 0,
    children,
  };
}

/**
 * `GET /api/commerce/items/:itemType/:sequence/bundles`: the channel's published bundles that hold
 * the item, priced for the viewer (the lectures they own come off; a bundle they own whole is not
 * offered), for the item's page. Public; the item is resolved in the request's channel (another channel's answers 404).
 */
export function registerBundleOfferRoutes(env: RegisterEnv, kinds: PurchasableKinds): void {
  env.route({
    method: 'GET',
    path: '/api/commerce/items/:itemType/:sequence/bundles',
    summary: 'The published bundles that hold an item, priced for the viewer',
    tags: ['commerce-cart'],
    access: 'public',
    params,
    async handler({ params: { itemType, sequence } }, rc) {
      if (!kinds.get(itemType) || itemType === bundleKind)
        throw new AppError(400, 'unknown_item_type', 'commerce.error.unknown_item_type');
      if (rc.hasScopedKind(itemType)) await rc.inChannel(itemType, sequence, itemNotFound);
      const channelIndex = rc.channel?.index ?? null;
      const ids = (
        (await bundleRows(rc.db, channelIndex)
          .where('is_published', true)
          .whereIn(
            'id',
            rc.db('commerce_bundle_items').select('bundle_id').where({ item_type: itemType, ref: sequence }),
          )
          .orderBy('id', 'desc')
          .limit(maxOffers)
          .select('id')) as { id: number }[]
      ).map((r) => r.id);
      const bundles = kinds.get(bundleKind);
      if (!bundles || ids.length === 0) return { data: { list: [] } };
      const scope = {
        db: rc.db,
        channelIndex,
        userId: rc.user?.id ?? null,
        locale: rc.locale,
        now: new Date(),
      };
      const quotes = await bundles.quote(scope, ids);
      const owned =
        scope.userId === null
          ? new Set<number>()
          : await bundles.owned({ ...scope, userId: scope.userId }, ids);
      const list = ids.flatMap((id) => {
        const quote = quotes.get(id);
        // Nothing to buy in a bundle the viewer has every lecture of.
        return quote && quote.sale.forSale && !owned.has(id) ? [offerOf(quote)] : [];
      });
      return { data: { list } };
    },
  });
}
