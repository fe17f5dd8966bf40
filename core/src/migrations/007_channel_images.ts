import type { Knex } from 'knex';

/**
 * A channel's favicon and representative image, resized on upload. Kept in the database, so that
 * every core instance serves them with no shared disk; they are small (a favicon is 64 px).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('channel_images', (t) => {
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.string('kind', 20).notNullable(); // favicon, representative
    t.string('content_type', 40).notNullable();
    t.binary('bytes').notNullable();
    t.string('hash', 64).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['channel_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('channel_images');
}
