import type { Knex } from '@seodang/sdk';

/**
 * Hackathon-type events of a channel (`/certification/{slug}`) and their recipients: one
 * certificate per member and event (`source_kind` 'event'), the award and team it was given for.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('certification_events', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.string('slug', 80).notNullable();
    t.string('title', 200).notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.jsonb('awards').notNullable();
    t.integer('created_by').references('users.id').onDelete('SET NULL');
    t.timestamps(true, true);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX certification_events_slug ON certification_events (coalesce(channel_id, 0), slug)',
  );
  await knex.schema.createTable('certification_event_recipients', (t) => {
    t.integer('event_id').notNullable().references('certification_events.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('award', 60).notNullable();
    t.string('team', 100).notNullable().defaultTo('');
    t.integer('certificate_id').references('certificates.id').onDelete('SET NULL');
    t.primary(['event_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('certification_event_recipients');
  await knex.schema.dropTable('certification_events');
}
