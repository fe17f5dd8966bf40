/**
 * Demo carts for `npm start` (`@seodang/plugin-commerce/demo-cart`, server only). Commerce seeds
 * before the plugins that sell through it (they list it as optional), so it has nothing of theirs
 * to put in a cart yet; a selling plugin's own `seed` calls this once its demo items exist.
 */
import type { Knex } from '@seodang/sdk';

/** One item in a demo user's cart. */
export interface DemoCartItem {
  /** The channel of the cart (null: the public site). */
  channelIndex: number | null;
  /** users.id of the cart's owner. */
  userId: number;
  /** The purchasable kind (`lecture`, …). */
  itemType: string;
  /** The item's id in its kind. */
  ref: number;
}

/**
 * Puts the items in their users' carts, checked, leaving any already there as they are. Does
 * nothing where commerce is not installed (no cart table), so a seller's seed may always call it.
 */
export async function putInDemoCarts(db: Knex, items: readonly DemoCartItem[]): Promise<void> {
  if (items.length === 0 || !(await db.schema.hasTable('commerce_cart_items'))) return;
  for (const item of items)
    await db.raw(
      `INSERT INTO commerce_cart_items (channel_id, user_id, item_type, ref) VALUES (?, ?, ?, ?)
       ON CONFLICT ((coalesce(channel_id, 0)), user_id, item_type, ref) DO NOTHING`,
      [item.channelIndex, item.userId, item.itemType, item.ref],
    );
}
