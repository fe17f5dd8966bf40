import type { Knex } from '@seodang/sdk';

/**
 * Bundles (the purchasable kind `bundle`): one price for several lectures of one teacher, in one
 * channel (channel_id null: the public site). `commerce_bundle_items` lists the children in the
 * order shown, each a purchasable kind (`lecture`) and its id; a bundle's price is split among
 * them by their list prices (largest remainder) when it is sold. The rows go with their channel.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('commerce_bundles', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.string('title', 60).notNullable();
    t.integer('price').notNullable();
    t.boolean('is_published').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['channel_id', 'owner_id']);
  });
  await knex.raw('ALTER TABLE commerce_bundles ADD CONSTRAINT commerce_bundles_price CHECK (price >= 0)');
  await knex.schema.createTable('commerce_bundle_items', (t) => {
    t.integer('bundle_id').notNullable().references('commerce_bundles.id').onDelete('CASCADE');
    t.string('item_type', 40).notNullable().defaultTo('lecture');
    t.integer('ref').notNullable();
    t.integer('position').notNullable();
    t.primary(['bundle_id', 'item_type', 'ref']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('commerce_bundle_items');
  await knex.schema.dropTable('commerce_bundles');
}
