import type { Knex } from '@seodang/sdk';

/**
 * Templates, sends and their recipients. A send and its recipient rows are written in one
 * transaction before anything is delivered; a mail recipient keeps the id of its core outbox row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('messaging_templates', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('owner_id').references('users.id').onDelete('SET NULL');
    t.string('name', 60).notNullable();
    t.string('scope', 10).notNullable();
    t.string('type', 10).notNullable();
    t.string('headline', 200);
    t.text('message').notNullable();
    t.timestamps(true, true);
    t.index(['channel_id', 'type']);
  });
  await knex.schema.createTable('messaging_sends', (t) => {
    t.increments('id');
    t.integer('channel_id').references('channels.id').onDelete('CASCADE');
    t.integer('sender_id').references('users.id').onDelete('SET NULL');
    t.string('type', 10).notNullable();
    t.string('source_kind', 30).notNullable();
    t.integer('source_index');
    t.string('audience', 200).notNullable();
    t.string('headline', 200).notNullable();
    t.text('message').notNullable();
    t.string('idempotency_key', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.unique(['sender_id', 'idempotency_key']);
    t.index(['channel_id', 'type', 'created_at']);
  });
  await knex.schema.createTable('messaging_recipients', (t) => {
    t.increments('id');
    t.integer('send_id').notNullable().references('messaging_sends.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('locale', 5).notNullable();
    // The copy as this recipient got it: variables filled in, in their language.
    t.string('headline', 200).notNullable();
    t.text('message').notNullable();
    // notices: queued → sent | failed; mails: read from the outbox row. Opening it makes it read.
    t.string('state', 10).notNullable().defaultTo('queued');
    t.bigInteger('mail_id');
    t.timestamp('read_at', { useTz: true });
    t.unique(['send_id', 'user_id']);
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('messaging_recipients');
  await knex.schema.dropTable('messaging_sends');
  await knex.schema.dropTable('messaging_templates');
}
