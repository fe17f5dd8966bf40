import type { Knex } from '@seodang/sdk';

/**
 * A channel's directory settings (one row per channel; the token sealed with AES-256-GCM), the links
 * from a directory's people to accounts (what makes a sync idempotent), and the runs with their diff.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('member_sync_configs', (t) => {
    t.integer('channel_id').primary().references('channels.id').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    t.string('base_url', 500).notNullable();
    t.text('token_sealed');
    t.string('schedule', 10).notNullable().defaultTo('off');
    t.string('department_target', 20).notNullable().defaultTo('departments');
    t.timestamp('last_scheduled_at', { useTz: true });
    t.integer('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('member_sync_links', (t) => {
    t.increments('id');
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.string('external_id', 200).notNullable();
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['channel_id', 'external_id']);
    t.unique(['channel_id', 'user_id']);
  });
  await knex.schema.createTable('member_sync_runs', (t) => {
    t.increments('id');
    t.integer('channel_id').notNullable().references('channels.id').onDelete('CASCADE');
    t.string('trigger', 10).notNullable();
    t.string('status', 12).notNullable();
    t.jsonb('counts').notNullable().defaultTo('{}');
    t.jsonb('changes').notNullable().defaultTo('[]');
    // Members found in the directory with nothing to change, linked on apply.
    t.jsonb('links').notNullable().defaultTo('[]');
    t.integer('member_count').notNullable().defaultTo(0);
    t.string('reason', 20);
    t.text('detail');
    t.integer('retry_after');
    t.integer('actor_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('applied_at', { useTz: true });
    t.index(['channel_id', 'id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('member_sync_runs');
  await knex.schema.dropTable('member_sync_links');
  await knex.schema.dropTable('member_sync_configs');
}
