import type { Knex } from '@seodang/sdk';

/**
 * Badge achievements of a channel (an award is a row of `certificates` with `source_kind` 'badge'
 * and the achievement as its source, so it is signed, verified at `/cert/{certId}` and revoked
 * like a certificate). `rule` says how it is awarded besides by hand; an achievement once awarded
 * is archived instead of deleted.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('badge_achievements', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.string('description', 200).notNullable();
    t.string('criteria', 500).notNullable();
    t.text('image_svg').notNullable();
    t.jsonb('rule')
      .notNullable()
      .defaultTo(JSON.stringify({ kind: 'manual' }));
    t.string('state', 10).notNullable().defaultTo('active');
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['channel_id', 'state']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('badge_achievements');
}
