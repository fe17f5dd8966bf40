/**
 * A demo bundle for `npm start` (`@seodang/plugin-commerce/demo-bundle`, server only). Commerce
 * seeds before the plugins that sell through it, so the lectures a bundle holds do not exist yet
 * when its own seed runs; the lectures plugin's seed calls this once its demo lectures exist.
 */
import type { Knex } from '@seodang/sdk';

/** A bundle of lectures at one price. */
export interface DemoBundle {
  /** The channel (null: the public site). */
  channelIndex: number | null;
  /** users.id of the teacher who owns it and the lectures. */
  ownerId: number;
  title: string;
  /** The one price, in won. */
  price: number;
  /** The lectures' ids, in the order shown. */
  lectures: readonly number[];
  isPublished: boolean;
}

/**
 * Adds the bundle unless the channel has one of that title already. Does nothing where commerce
 * is not installed (no bundle table), so a seller's seed may always call it.
 */
export async function seedDemoBundle(db: Knex, bundle: DemoBundle): Promise<void> {
  if (bundle.lectures.length === 0 || !(await db.schema.hasTable('commerce_bundles'))) return;
  const exists = await db('commerce_bundles')
    .whereRaw('coalesce(channel_id, 0) = ?', [bundle.channelIndex ?? 0])
    .where({ title: bundle.title })
    .first('id');
  if (exists) return;
  const [row] = await db('commerce_bundles')
    .insert({
      channel_id: bundle.channelIndex,
      owner_id: bundle.ownerId,
      title: bundle.title,
      price: bundle.price,
      is_published: bundle.isPublished,
    })
    .returning('id');
  await db('commerce_bundle_items').insert(
    bundle.lectures.map((ref, position) => ({
      bundle_id: Number(row.id),
      item_type: 'lecture',
      ref,
      position,
    })),
  );
}
