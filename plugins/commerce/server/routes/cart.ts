import { z } from 'zod';
import { AppError, type Knex, type RegisterEnv, type RequestContext } from '@seodang/sdk';
import { idSchema } from '@seodang/sdk/common';
import {
  purchasableKindPattern,
  type PurchasableQuote,
  type PurchaseScope,
} from '../../common/purchasable.ts';
import type { PurchasableKinds } from '../purchasables.ts';
import type { CartChild, CartItem } from '../../common/cart.ts';
import { analyticsOf } from './item-analytics.ts';

const tags = ['commerce-cart'];

/** The scoped kind of cart rows: `rc.inChannel(cartItemKind, id)` finds one in the request's channel. */
export const cartItemKind = 'cart-item';

/** A cart row. */
interface CartRow {
  id: number;
  channel_id: number | null;
  user_id: number;
  item_type: string;
  ref: number;
  is_checked: boolean;
}

/** An item that is missing, in another channel or not the caller's: one answer for all three. */
const itemNotFound = { code: 'item_not_found', messageKey: 'commerce.error.item_not_found' };
const cartItemNotFound = { code: 'cart_item_not_found', messageKey: 'commerce.error.cart_item_not_found' };

const cartRows = (db: Knex, channelIndex: number | null) =>
  db('commerce_cart_items').whereRaw('coalesce(channel_id, 0) = ?', [channelIndex ?? 0]);

const presentChild =
  (parentIndex: number, isOwned: boolean) =>
  (q: PurchasableQuote): CartChild => ({
    parentIndex,
    itemType: q.kind,
    lectureSequence: q.ref,
    title: q.title,
    link: q.link,
    price: q.price,
    discountedPrice: q.discountedPrice,
    finalPrice: q.finalPrice,
    isOwned,
  });

function scopeOf(rc: RequestContext): PurchaseScope & { userId: number } {
  return {
    db: rc.db,
    channelIndex: rc.channel?.index ?? null,
    userId: rc.requireUser().id,
    locale: rc.locale,
    now: new Date(),
  };
}

/** The caller's cart in the request's channel: items whose kind and item still exist, oldest first. */
async function cartOf(rc: RequestContext, kinds: PurchasableKinds): Promise<CartItem[]> {
  const scope = scopeOf(rc);
  const rows: CartRow[] = await cartRows(rc.db, scope.channelIndex)
    .where('user_id', scope.userId)
    .orderBy('id')
    .select('*');
  const byType = new Map<string, number[]>();
  for (const r of rows) byType.set(r.item_type, [...(byType.get(r.item_type) ?? []), r.ref]);
  const quotes = new Map<string, Map<number, PurchasableQuote>>();
  const wishes = new Map<string, Set<number>>();
  for (const [type, refs] of byType) {
    const kind = kinds.get(type);
    if (!kind) continue;
    quotes.set(type, await kind.quote(scope, refs));
    wishes.set(type, kind.wished ? await kind.wished(scope, refs) : new Set());
  }
  return rows.flatMap((r): CartItem[] => {
    const q = quotes.get(r.item_type)?.get(r.ref);
    if (!q) return [];
    return [
      {
        itemIndex: r.id,
        itemType: r.item_type,
        isChecked: r.is_checked,
        isWishing: wishes.get(r.item_type)?.has(r.ref) ?? false,
        isWishingStateChanging: false,
        lectureSequence: r.ref,
        lectureList: [
          ...q.children.map(presentChild(r.id, false)),
          ...(q.ownedChildren ?? []).map(presentChild(r.id, true)),
        ],
        title: q.title,
        link: q.link,
        price: q.price,
        discountedPrice: q.discountedPrice,
        finalPrice: q.finalPrice,
        ownedDeduction: q.ownedDeduction ?? 0,
        isForSale: q.sale.forSale,
      },
    ];
  });
}

const addBody = z.object({
  itemType: z.string().regex(purchasableKindPattern, 'commerce.validation.itemType'),
  sequence: idSchema,
});
const deleteBody = z.object({ itemIndexes: z.array(idSchema).min(1).max(100) });
const checkBody = z.object({
  itemIndexes: z.array(idSchema).min(1).max(100),
  isChecked: z.boolean({ error: 'commerce.validation.isChecked' }),
});

/** The caller's own cart rows of the request's channel among `ids`: all of them, or the one 404. */
async function ownRows(rc: RequestContext, ids: number[]): Promise<CartRow[]> {
  const userId = rc.requireUser().id;
  const rows = await rc.inChannelMany<CartRow>(cartItemKind, ids, cartItemNotFound);
  if (rows.some((r) => r.user_id !== userId))
    throw new AppError(404, cartItemNotFound.code, cartItemNotFound.messageKey);
  return rows;
}

/**
 * The cart (spec §7 "Commerce"): `GET /api/cart/list`, `POST /api/cart`, `DELETE /api/cart`, and
 * `PATCH /api/cart` (the checked state, kept for checkout). Items
 * are quoted through the purchasable kinds, in the request's channel; an item id of another
 * channel answers like a missing one.
 */
export function registerCartRoutes(env: RegisterEnv, kinds: PurchasableKinds): void {
  env.scopedKind<CartRow>({
    kind: cartItemKind,
    async find(db, ids, channelIndex) {
      return (await cartRows(db, channelIndex).whereIn('id', ids).select('*')) as CartRow[];
    },
  });

  env.route({
    method: 'GET',
    path: '/api/cart/list',
    summary: 'My cart in this channel: cartItemCount and cartItemList',
    tags,
    access: 'user',
    async handler(_input, rc) {
      const cartItemList = await cartOf(rc, kinds);
      return { data: { cartItemCount: cartItemList.length, cartItemList } };
    },
  });

  env.route({
    method: 'POST',
    path: '/api/cart',
    summary: 'Put an item in my cart: itemType (a purchasable kind, e.g. lecture) and its sequence',
    tags,
    access: 'user',
    body: addBody,
    bodyLimit: '4kb',
    async handler({ body }, rc) {
      const kind = kinds.get(body.itemType);
      if (!kind) throw new AppError(400, 'unknown_item_type', 'commerce.error.unknown_item_type');
      // The id is resolved in the request's channel first: another channel's item is a plain 404.
      if (rc.hasScopedKind(body.itemType)) await rc.inChannel(body.itemType, body.sequence, itemNotFound);
      const scope = scopeOf(rc);
      const quote = (await kind.quote(scope, [body.sequence])).get(body.sequence);
      if (!quote) throw new AppError(404, itemNotFound.code, itemNotFound.messageKey);
      if (!quote.sale.forSale)
        throw new AppError(
          400,
          'not_for_sale',
          quote.sale.messageKey ?? `commerce.error.not_for_sale.${quote.sale.reason}`,
        );
      if ((await kind.owned(scope, [body.sequence])).has(body.sequence))
        throw new AppError(409, 'already_owned', 'commerce.error.already_owned');
      const inserted: { id: number }[] = await rc.db
        .raw(
          `INSERT INTO commerce_cart_items (channel_id, user_id, item_type, ref) VALUES (?, ?, ?, ?)
         ON CONFLICT ((coalesce(channel_id, 0)), user_id, item_type, ref) DO NOTHING RETURNING id`,
          [scope.channelIndex, scope.userId, body.itemType, body.sequence],
        )
        .then((r: { rows: { id: number }[] }) => r.rows);
      if (inserted.length === 0) throw new AppError(409, 'already_in_cart', 'commerce.error.already_in_cart');
      const [{ n }] = await cartRows(rc.db, scope.channelIndex)
        .where('user_id', scope.userId)
        .count({ n: '*' });
      rc.status(201);
      // `analytics`: what the web's `add` event reports of it (spec §1).
      return { data: { itemIndex: inserted[0].id, cartItemCount: Number(n), analytics: analyticsOf(quote) } };
    },
  });

  env.route({
    method: 'DELETE',
    path: '/api/cart',
    summary: 'Take items out of my cart (the checked ones): itemIndexes',
    tags,
    access: 'user',
    body: deleteBody,
    bodyLimit: '8kb',
    async handler({ body }, rc) {
      const userId = rc.requireUser().id;
      const rows = await ownRows(rc, body.itemIndexes);
      const channelIndex = rc.channel?.index ?? null;
      await cartRows(rc.db, channelIndex)
        .where('user_id', userId)
        .whereIn(
          'id',
          rows.map((r) => r.id),
        )
        .delete();
      const [{ n }] = await cartRows(rc.db, channelIndex).where('user_id', userId).count({ n: '*' });
      return { data: { cartItemCount: Number(n) } };
    },
  });

  env.route({
    method: 'PATCH',
    path: '/api/cart',
    summary: 'Check or uncheck items of my cart (kept for checkout): itemIndexes and isChecked',
    tags,
    access: 'user',
    body: checkBody,
    bodyLimit: '8kb',
    async handler({ body }, rc) {
      const rows = await ownRows(rc, body.itemIndexes);
      await cartRows(rc.db, rc.channel?.index ?? null)
        .where('user_id', rc.requireUser().id)
        .whereIn(
          'id',
          rows.map((r) => r.id),
        )
        .update({ is_checked: body.isChecked });
      return { data: { itemIndexes: rows.map((r) => r.id), isChecked: body.isChecked } };
    },
  });
}
