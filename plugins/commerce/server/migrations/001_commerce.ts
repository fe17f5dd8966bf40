import type { Knex } from '@seodang/sdk';

/**
 * The cart: one row per item a user put in it, in one channel (channel_id null: the public site).
 * `item_type` is a purchasable kind (`lecture`, `bundle`, …) and `ref` the item's id in it; an
 * item is in a user's cart of a channel at most once. The rows go with their user and channel.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commerce_cart_items', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('item_type', 40).notNullable();
    t.integer('ref').notNullable();
    t.boolean('is_checked').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE UNIQUE INDEX commerce_cart_items_unique ON commerce_cart_items (coalesce(channel_id, 0), user_id, item_type, ref)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('commerce_cart_items');
}
