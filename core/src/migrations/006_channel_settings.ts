import type { Knex } from 'knex';

/**
 * Channel settings: the values plugins and core register through the `channelSettings`
 * extension point (one JSON object per channel, keyed by setting), and the channel's
 * representative image beside its favicon.
 */
export async function up(knex: Knex): Promise<void> {
  // The seat limits belong to membership administration; a site admin sets them on the channel.
  for (const column of ['student_limit', 'ide_license_count'])
    if (!(await knex.schema.hasColumn('channels', column)))
      await knex.schema.alterTable('channels', (t) => {
        t.integer(column); // null: no limit
      });
  await knex.schema.alterTable('channels', (t) => {
    t.jsonb('settings').notNullable().defaultTo('{}');
    t.string('representative_image_path', 500);
  });
  // "Find our channel" searches names as people type them.
  await knex.raw('CREATE INDEX channels_name_lower ON channels (lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX channels_name_lower');
  await knex.schema.alterTable('channels', (t) => {
    t.dropColumn('representative_image_path');
    t.dropColumn('settings');
  });
}
