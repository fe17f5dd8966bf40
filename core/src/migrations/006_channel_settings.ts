import type { Knex } from 'knex';

/**
 * Channel settings: the values plugins and core register through the `channelSettings`
 * extension point (one JSON object per channel, keyed by setting), and the channel's
 * representative image beside its favicon.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channels', (t) => {
    t.jsonb('settings').notNullable().defaultTo('{}');
    t.string('representative_image_path', 500);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('channels', (t) => {
    t.dropColumn('representative_image_path');
    t.dropColumn('settings');
  });
}
